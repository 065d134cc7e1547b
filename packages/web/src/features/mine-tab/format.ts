/** Display helpers for the user's own data. */
export function formatDate(epochMs: number, lang: string): string {
  if (!epochMs) return '';
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(epochMs);
  } catch {
    return new Date(epochMs).toISOString().slice(0, 10);
  }
}
