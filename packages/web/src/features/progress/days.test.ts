import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, todayKey } from './days';

describe('progress day keys', () => {
  it('today is the date in the user zone, not the browser one', () => {
    // 2026-03-04 23:30 UTC is already March 5 in Shanghai.
    const now = Date.UTC(2026, 2, 4, 23, 30);
    expect(todayKey('Asia/Shanghai', now)).toBe('2026-03-05');
    expect(todayKey('America/New_York', now)).toBe('2026-03-04');
    expect(todayKey('Not/AZone', now)).toBe('2026-03-04');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('labels today, tomorrow, then weekdays', () => {
    const names = { today: 'Today', tomorrow: 'Tmrw' };
    expect(dayLabel('2026-03-04', '2026-03-04', 'en', names)).toBe('Today');
    expect(dayLabel('2026-03-05', '2026-03-04', 'en', names)).toBe('Tmrw');
    expect(dayLabel('2026-03-06', '2026-03-04', 'en', names)).toBe('Fri');
  });
});
