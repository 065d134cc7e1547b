import { describe, expect, it } from 'vitest';
import { dayKey } from './day.js';
import { startOfWeek, weekDayStarts, weekdayIndex, weekKey } from './week.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('weeks start on Monday in the user zone', () => {
  it('Asia/Shanghai: Sunday evening UTC is already Monday there', () => {
    const tz = 'Asia/Shanghai';
    // 2026-03-08 is a Sunday; 16:00 UTC is Monday 00:00 in Shanghai.
    expect(weekdayIndex(at('2026-03-08T15:59:59Z'), tz)).toBe(6);
    expect(weekKey(at('2026-03-08T15:59:59Z'), tz)).toBe('2026-03-02');
    expect(weekdayIndex(at('2026-03-08T16:00:00Z'), tz)).toBe(0);
    expect(weekKey(at('2026-03-08T16:00:00Z'), tz)).toBe('2026-03-09');
    expect(iso(startOfWeek(at('2026-03-12T10:00:00Z'), tz))).toBe('2026-03-08T16:00:00.000Z');
  });

  it('Europe/Berlin: the week with the spring change lasts 167 hours, the autumn one 169', () => {
    const tz = 'Europe/Berlin';
    // Clocks go forward on Sunday 2026-03-29 and back on Sunday 2026-10-25.
    const spring = weekDayStarts(at('2026-03-27T12:00:00Z'), tz);
    expect(iso(spring[0] as number)).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(spring[7] as number)).toBe('2026-03-29T22:00:00.000Z');
    expect((spring[7] as number) - (spring[0] as number)).toBe(167 * HOUR);
    const autumn = weekDayStarts(at('2026-10-25T20:00:00Z'), tz);
    expect((autumn[7] as number) - (autumn[0] as number)).toBe(169 * HOUR);
    expect(autumn.map((s) => dayKey(s, tz))).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('America/Sao_Paulo 2018: a Sunday whose midnight did not exist still starts its day', () => {
    const tz = 'America/Sao_Paulo';
    // 2018-11-04 (a Sunday) began at 01:00 local (03:00 UTC); the week began Monday 2018-10-29.
    const starts = weekDayStarts(at('2018-11-04T15:00:00Z'), tz);
    expect(iso(starts[0] as number)).toBe('2018-10-29T03:00:00.000Z');
    expect(iso(starts[6] as number)).toBe('2018-11-04T03:00:00.000Z');
    expect(iso(starts[7] as number)).toBe('2018-11-05T02:00:00.000Z');
    expect(weekKey(at('2018-11-04T15:00:00Z'), tz)).toBe('2018-10-29');
  });

  it('every instant of a week maps to the same Monday, and the next instant after it to the next', () => {
    const tz = 'America/New_York';
    const starts = weekDayStarts(at('2026-03-10T12:00:00Z'), tz);
    const first = starts[0] as number;
    const next = starts[7] as number;
    for (let ms = first; ms < next; ms += 5 * HOUR) expect(startOfWeek(ms, tz)).toBe(first);
    expect(startOfWeek(next - 1, tz)).toBe(first);
    expect(startOfWeek(next, tz)).toBe(next);
  });
});
