import { describe, expect, it } from 'vitest';
import { formatDue, formatDuration, formatPercent } from './format';

describe('study formats', () => {
  it('formats a session length', () => {
    expect(formatDuration(45_000, 'en')).toBe('45 sec');
    expect(formatDuration(185_400, 'en')).toBe('3 min 5 sec');
    expect(formatDuration(120_000, 'en')).toBe('2 min');
  });

  it('says when a card is due next, or null when it is due now', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(formatDue('2025-03-01T12:10:00Z', now, 'en')).toBe('in 10 minutes');
    expect(formatDue('2025-03-01T17:00:00Z', now, 'en')).toBe('in 5 hours');
    expect(formatDue('2025-03-02T12:00:00Z', now, 'en')).toBe('tomorrow');
    expect(formatDue('2025-03-13T12:00:00Z', now, 'en')).toBe('in 12 days');
    expect(formatDue('2025-09-01T12:00:00Z', now, 'en')).toBe('Sep 1, 2025');
    expect(formatDue('2025-03-01T11:00:00Z', now, 'en')).toBeNull();
    expect(formatDue('nonsense', now, 'en')).toBeNull();
  });

  it('formats a share as a percentage', () => {
    expect(formatPercent(0.456, 'en')).toBe('46%');
    expect(formatPercent(1.2, 'en')).toBe('100%');
  });
});
