/**
 * Day boundaries in a user's IANA time zone: the one place that decides what "today" is for
 * points, streaks, daily tests and tasks. DST-safe: a day may last 23, 24 or 25 hours, and where a
 * zone skips midnight the day starts at the first instant that exists.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a zone. */
function wall(ms: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { y: out.year ?? 1970, m: out.month ?? 1, d: out.day ?? 1, h: out.hour ?? 0, min: out.minute ?? 0, s: out.second ?? 0 };
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** True for a time zone name the runtime knows (IANA names such as 'Asia/Shanghai', and 'UTC'). */
export function isTimeZone(value: string): boolean {
  // Offsets such as '+08:00' are accepted by newer runtimes but are not zones: they ignore DST.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The canonical spelling of a valid zone ('asia/shanghai' → 'Asia/Shanghai'). */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
}

/** The calendar day of an instant in a zone, as 'YYYY-MM-DD'. */
export function dayKey(ms: number, timeZone: string): string {
  const w = wall(ms, timeZone);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

/** The zone's offset from UTC at an instant, in ms (Shanghai: +8 h). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wall(ms, timeZone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The first instant (epoch ms) of the calendar day that contains `ms` in the zone. */
export function startOfDay(ms: number, timeZone: string): number {
  const key = dayKey(ms, timeZone);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // Local midnight = UTC midnight minus the offset in force then; two rounds settle DST edges.
  let guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  guess = midnightAsUtc - offsetAt(guess, timeZone);
  if (dayKey(guess, timeZone) === key && dayKey(guess - 1, timeZone) < key) return guess;
  // Midnight does not exist that day (clocks jumped over it): find the first instant of the day.
  let lo = guess - 3 * 3_600_000;
  let hi = guess + 3 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayKey(mid, timeZone) >= key) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first instant of the next calendar day in the zone (a day may be 23-25 hours long). */
export function startOfNextDay(ms: number, timeZone: string): number {
  return startOfDay(startOfDay(ms, timeZone) + 26 * 3_600_000, timeZone);
}
