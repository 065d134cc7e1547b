import { describe, expect, it } from 'vitest';
import { reviewCard } from './memory.js';
import { intervalParts } from './interval.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('intervalParts', () => {
  it('rounds minutes, hours and days to whole numbers, at least one minute', () => {
    expect(intervalParts(0)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalParts(20_000)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalParts(10 * MIN)).toEqual({ value: 10, unit: 'minute' });
    expect(intervalParts(59 * MIN)).toEqual({ value: 59, unit: 'minute' });
    // 59.5 minutes would round to 60: one hour instead.
    expect(intervalParts(59.5 * MIN)).toEqual({ value: 1, unit: 'hour' });
    expect(intervalParts(5 * HOUR + 20 * MIN)).toEqual({ value: 5, unit: 'hour' });
    expect(intervalParts(23.5 * HOUR)).toEqual({ value: 1, unit: 'day' });
    expect(intervalParts(3 * DAY)).toEqual({ value: 3, unit: 'day' });
    expect(intervalParts(2.6 * DAY)).toEqual({ value: 3, unit: 'day' });
    expect(intervalParts(29 * DAY)).toEqual({ value: 29, unit: 'day' });
  });

  it('shows months of 30 days and years of 365 with one decimal', () => {
    expect(intervalParts(29.5 * DAY)).toEqual({ value: 1, unit: 'month' });
    expect(intervalParts(45 * DAY)).toEqual({ value: 1.5, unit: 'month' });
    expect(intervalParts(100 * DAY)).toEqual({ value: 3.3, unit: 'month' });
    // 358.5 days = 11.95 months: a year.
    expect(intervalParts(358.5 * DAY)).toEqual({ value: 1, unit: 'year' });
    expect(intervalParts(730 * DAY)).toEqual({ value: 2, unit: 'year' });
    expect(intervalParts(803 * DAY)).toEqual({ value: 2.2, unit: 'year' });
  });

  it('reads a past or unknown time as one minute', () => {
    expect(intervalParts(-5 * DAY)).toEqual({ value: 1, unit: 'minute' });
    expect(intervalParts(Number.NaN)).toEqual({ value: 1, unit: 'minute' });
  });

  it('labels the four grades of a new card as FSRS schedules them', () => {
    const now = Date.parse('2025-03-01T06:00:00Z');
    const labels = ([1, 2, 3, 4] as const).map((r) => intervalParts(reviewCard(null, r, now).due - now));
    // Learning steps 1 and 10 minutes (Hard: their mean, 5.5 → 6); Easy graduates at once with
    // stability w[3] = 8.2956 → 8 days, due from the start of that day (here 7 days 18 hours → 8).
    expect(labels).toEqual([
      { value: 1, unit: 'minute' },
      { value: 6, unit: 'minute' },
      { value: 10, unit: 'minute' },
      { value: 8, unit: 'day' },
    ]);
  });
});
