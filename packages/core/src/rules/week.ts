/**
 * Weeks in a user's IANA time zone, starting on Monday: the period of weekly tasks. Built on the
 * day boundaries of day.ts, so a week holding a DST change lasts 167 or 169 hours and a day whose
 * midnight does not exist starts at its first instant.
 */
import { dayKey, startOfDay, startOfNextDay } from './day.js';

/** 0 for Monday … 6 for Sunday, of the calendar day that holds `ms` in the zone. */
export function weekdayIndex(ms: number, timeZone: string): number {
  const [y, m, d] = dayKey(ms, timeZone).split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The first instant of the Monday that starts the week holding `ms` in the zone. */
export function startOfWeek(ms: number, timeZone: string): number {
  let start = startOfDay(ms, timeZone);
  // Step back one calendar day at a time: the instant before a day's start belongs to the day before.
  for (let i = weekdayIndex(ms, timeZone); i > 0; i--) start = startOfDay(start - 1, timeZone);
  return start;
}

/** The week's period key: the calendar date of its Monday ('YYYY-MM-DD'). */
export function weekKey(ms: number, timeZone: string): string {
  return dayKey(startOfWeek(ms, timeZone), timeZone);
}

/** The eight day boundaries of the week holding `ms`: Monday's start … the next Monday's start. */
export function weekDayStarts(ms: number, timeZone: string): number[] {
  const starts = [startOfWeek(ms, timeZone)];
  for (let i = 0; i < 7; i++) starts.push(startOfNextDay(starts[i] as number, timeZone));
  return starts;
}
