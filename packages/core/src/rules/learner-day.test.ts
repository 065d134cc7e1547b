import { describe, expect, it } from 'vitest';
import {
  learnerDayKey,
  learnerDaysBetween,
  learnerDaysFrom,
  learnerDayNumber,
  startOfLearnerDay,
  startOfNextLearnerDay,
} from './learner-day.js';

const shanghai = { timeZone: 'Asia/Shanghai', rolloverHour: 4 };
const at = (iso: string) => Date.parse(iso);

describe('learner day', () => {
  it('a Beijing morning at 07:50 and 08:10 is one day (UTC midnight falls between them)', () => {
    // 07:50 and 08:10 in Beijing are 23:50 and 00:10 UTC.
    expect(learnerDaysBetween(at('2026-03-09T23:50:00Z'), at('2026-03-10T00:10:00Z'), shanghai)).toBe(0);
    expect(learnerDayKey(at('2026-03-09T23:50:00Z'), shanghai)).toBe('2026-03-10');
  });

  it('22:00 then 07:00 the next morning are two days; 23:30 then 03:30 are one', () => {
    expect(learnerDaysBetween(at('2026-03-10T14:00:00Z'), at('2026-03-10T23:00:00Z'), shanghai)).toBe(1);
    expect(learnerDaysBetween(at('2026-03-10T15:30:00Z'), at('2026-03-10T19:30:00Z'), shanghai)).toBe(0);
  });

  it('the day starts at the rollover hour in the zone', () => {
    // 04:00 Beijing = 20:00 UTC the day before.
    expect(startOfLearnerDay(at('2026-03-10T12:00:00Z'), shanghai)).toBe(at('2026-03-09T20:00:00Z'));
    expect(startOfNextLearnerDay(at('2026-03-10T12:00:00Z'), shanghai)).toBe(at('2026-03-10T20:00:00Z'));
    expect(startOfLearnerDay(at('2026-03-10T12:00:00Z'), { timeZone: 'UTC', rolloverHour: 0 })).toBe(at('2026-03-10T00:00:00Z'));
  });

  it('spring forward in New York: the day that holds 8 March 02:00 lasts 23 hours', () => {
    const ny = { timeZone: 'America/New_York', rolloverHour: 4 };
    const start = startOfLearnerDay(at('2026-03-08T15:00:00Z'), ny);
    // Clocks jump from 02:00 EST to 03:00 EDT, so the day begins at 04:00 EDT = 08:00 UTC.
    expect(start).toBe(at('2026-03-08T08:00:00Z'));
    expect(startOfNextLearnerDay(start, ny) - start).toBe(24 * 3_600_000);
    expect(start - startOfLearnerDay(start - 1, ny)).toBe(23 * 3_600_000);
  });

  it('fall back in New York: the day that holds 1 November 01:00 lasts 25 hours', () => {
    const ny = { timeZone: 'America/New_York', rolloverHour: 4 };
    const start = startOfLearnerDay(at('2026-11-01T15:00:00Z'), ny);
    const end = startOfNextLearnerDay(at('2026-11-01T15:00:00Z'), ny);
    expect(start).toBe(at('2026-11-01T09:00:00Z')); // 04:00 EST, after the 02:00 EDT → 01:00 EST change
    expect(end - start).toBe(24 * 3_600_000);
    expect(start - startOfLearnerDay(start - 1, ny)).toBe(25 * 3_600_000);
  });

  it('a rollover hour the zone skips starts the day at the first instant after the gap', () => {
    // Clocks in New York go from 02:00 to 03:00 on 8 March 2026; a 2 am rollover does not exist.
    const ny2 = { timeZone: 'America/New_York', rolloverHour: 2 };
    expect(startOfLearnerDay(at('2026-03-08T15:00:00Z'), ny2)).toBe(at('2026-03-08T07:00:00Z'));
  });

  it('across the date line: Kiritimati (+14) and Pago Pago (-11) see the same instant on different days', () => {
    const t = at('2026-06-01T16:00:00Z'); // 06:00 on 2 June in Kiritimati, 05:00 on 1 June in Pago Pago
    expect(learnerDayKey(t, { timeZone: 'Pacific/Kiritimati', rolloverHour: 4 })).toBe('2026-06-02');
    expect(learnerDayKey(t, { timeZone: 'Pacific/Pago_Pago', rolloverHour: 4 })).toBe('2026-06-01');
    // Samoa skipped 30 December 2011: the day after the 29th is the 31st, one learner day later.
    const apia = { timeZone: 'Pacific/Apia', rolloverHour: 0 };
    const before = at('2011-12-29T12:00:00Z');
    expect(learnerDayKey(before, apia)).toBe('2011-12-29');
    expect(learnerDayKey(startOfNextLearnerDay(before, apia), apia)).toBe('2011-12-31');
  });

  it('lists consecutive days with their bounds', () => {
    const days = learnerDaysFrom(at('2026-03-10T12:00:00Z'), 3, shanghai);
    expect(days.map((d) => d.key)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    expect(days[0]?.end).toBe(days[1]?.start);
    expect(learnerDayNumber(days[2]?.start as number, shanghai)).toBe(learnerDayNumber(days[0]?.start as number, shanghai) + 2);
  });
});
