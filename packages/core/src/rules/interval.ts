/**
 * How long until a card comes back, as shown on a recall grade button ("10 min", "3 days",
 * "1.5 months"): the unit and the number, rounded the way Anki shows intervals. A month is 30
 * days and a year 365; minutes, hours and days are whole, months and years keep one decimal.
 *
 * | time until due      | shown as                  |
 * |---------------------|---------------------------|
 * | below 59.5 minutes  | minutes, at least 1       |
 * | below 23.5 hours    | hours                     |
 * | below 29.5 days     | days                      |
 * | below 11.95 months  | months (one decimal)      |
 * | from there          | years (one decimal)       |
 */
export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The unit and number that show an interval of `ms` milliseconds (a past or unknown time reads as 1 minute). */
export function intervalParts(ms: number): { value: number; unit: IntervalUnit } {
  if (!Number.isFinite(ms) || ms < 0) return { value: 1, unit: 'minute' };
  const minutes = ms / MINUTE;
  if (minutes < 59.5) return { value: Math.max(1, Math.round(minutes)), unit: 'minute' };
  const hours = ms / HOUR;
  if (hours < 23.5) return { value: Math.round(hours), unit: 'hour' };
  const days = ms / DAY;
  if (days < 29.5) return { value: Math.round(days), unit: 'day' };
  const months = days / 30;
  if (months < 11.95) return { value: oneDecimal(months), unit: 'month' };
  return { value: oneDecimal(days / 365), unit: 'year' };
}
