/** Times of the study pages in the UI language: a session's length, a card's next review, a share. */

/** "3 min 5 sec" (or "45 sec") in the given language. */
export function formatDuration(ms: number, lang: string): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const unit = (value: number, u: 'minute' | 'second') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  if (minutes === 0) return unit(seconds, 'second');
  return seconds === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a card is due, relative to now: null when it is due already (the caller says "due now"),
 * else "in 10 minutes", "in 5 hours", "tomorrow", "in 12 days", or the date past two months.
 */
export function formatDue(dueIso: string, now: number, lang: string): string | null {
  const due = Date.parse(dueIso);
  if (!Number.isFinite(due)) return null;
  const diff = due - now;
  if (diff <= 0) return null;
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (diff < HOUR) return rtf.format(Math.max(1, Math.round(diff / MINUTE)), 'minute');
  if (diff < DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  if (diff < 60 * DAY) return rtf.format(Math.round(diff / DAY), 'day');
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(due);
}

export function formatPercent(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(1, Math.max(0, share)));
}
