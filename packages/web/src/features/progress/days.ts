/** Day keys (YYYY-MM-DD, in the user's zone) for the progress page: today, tomorrow, and short labels. */
import { dayKey } from '@qfl/core';

const DAY = 86_400_000;

export function todayKey(timeZone: string | undefined, now = Date.now()): string {
  try {
    return dayKey(now, timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return dayKey(now, 'UTC');
  }
}

/** The key `n` calendar days after `key`. */
export function addDays(key: string, n: number): string {
  return new Date(Date.parse(`${key}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** "Today", "Tomorrow", else a short weekday ("Fri", "金"), for the forecast bars. */
export function dayLabel(key: string, today: string, lang: string, names: { today: string; tomorrow: string }): string {
  if (key === today) return names.today;
  if (key === addDays(today, 1)) return names.tomorrow;
  return new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(Date.parse(`${key}T12:00:00Z`));
}

/** A day key as a short date ("Mar 4", "3月4日"). */
export function shortDate(key: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${key}T12:00:00Z`));
}
