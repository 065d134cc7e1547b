/**
 * The browser's IANA time zone, sent with sign-up, sign-in, password reset and settings so
 * the server's "today" (points, streaks, daily tests) is the user's own day.
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** `{ timeZone }` when the browser knows it, else nothing (the server keeps what it has). */
export function withTimeZone<T extends object>(body: T): T & { timeZone?: string } {
  const timeZone = browserTimeZone();
  return timeZone ? { ...body, timeZone } : body;
}
