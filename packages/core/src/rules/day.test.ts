import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, dayKey, isTimeZone, startOfDay, startOfNextDay } from './day.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('dayKey and startOfDay', () => {
  it('Asia/Shanghai: UTC+8 all year, the day starts at 16:00 UTC the evening before', () => {
    expect(dayKey(at('2026-03-08T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-08');
    expect(dayKey(at('2026-03-08T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-09');
    expect(iso(startOfDay(at('2026-03-09T03:00:00Z'), 'Asia/Shanghai'))).toBe('2026-03-08T16:00:00.000Z');
  });

  it('America/New_York: the spring-forward day lasts 23 hours, the fall-back day 25', () => {
    const tz = 'America/New_York';
    const spring = startOfDay(at('2026-03-08T17:00:00Z'), tz);
    expect(iso(spring)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfNextDay(spring, tz))).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfNextDay(spring, tz) - spring).toBe(23 * HOUR);
    const fall = startOfDay(at('2026-11-01T12:00:00Z'), tz);
    expect(iso(fall)).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfNextDay(fall, tz) - fall).toBe(25 * HOUR);
    // 01:30 happens twice on the fall-back day; both are the same day.
    expect(dayKey(at('2026-11-01T05:30:00Z'), tz)).toBe('2026-11-01');
    expect(dayKey(at('2026-11-01T06:30:00Z'), tz)).toBe('2026-11-01');
  });

  it('Pacific/Auckland: a day ahead of UTC, DST ends in April and starts in September', () => {
    const tz = 'Pacific/Auckland';
    expect(dayKey(at('2026-01-01T11:00:00Z'), tz)).toBe('2026-01-02');
    const dstEnds = startOfDay(at('2026-04-05T00:00:00Z'), tz);
    expect(iso(dstEnds)).toBe('2026-04-04T11:00:00.000Z');
    expect(startOfNextDay(dstEnds, tz) - dstEnds).toBe(25 * HOUR);
    const dstStarts = startOfDay(at('2026-09-27T00:00:00Z'), tz);
    expect(iso(dstStarts)).toBe('2026-09-26T12:00:00.000Z');
    expect(startOfNextDay(dstStarts, tz) - dstStarts).toBe(23 * HOUR);
  });

  it('where clocks skip midnight, the day starts at the first instant that exists', () => {
    // America/Santiago moves 00:00 → 01:00 on the first Sunday of September.
    const start = startOfDay(at('2026-09-06T15:00:00Z'), 'America/Santiago');
    expect(dayKey(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayKey(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('holds for every hour of a year in several zones', () => {
    for (const tz of ['UTC', 'Asia/Shanghai', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      for (let ms = at('2026-01-01T00:00:00Z'); ms < at('2027-01-01T00:00:00Z'); ms += 11 * HOUR) {
        const start = startOfDay(ms, tz);
        expect(start).toBeLessThanOrEqual(ms);
        expect(dayKey(start, tz)).toBe(dayKey(ms, tz));
        expect(dayKey(start - 1, tz) < dayKey(ms, tz)).toBe(true);
      }
    }
  });
});

describe('time zone names', () => {
  it('accepts IANA names and UTC, rejects offsets and nonsense, canonicalizes case', () => {
    for (const tz of ['UTC', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Etc/GMT+8']) expect(isTimeZone(tz)).toBe(true);
    for (const tz of ['', 'Mars/Olympus', '+08:00', 'Asia/Shanghai; drop', 'x'.repeat(80)]) expect(isTimeZone(tz)).toBe(false);
    expect(canonicalTimeZone('asia/shanghai')).toBe('Asia/Shanghai');
  });
});
