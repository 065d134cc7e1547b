import { describe, expect, it } from 'vitest';
import { defaultView, learnedPoints, minutesPerDay, parseStudentId, shownMinutes } from './mentor-view';

describe('mentor view rules', () => {
  it('starts mentors and parents on their students, everyone else on their own links', () => {
    expect(defaultView('mentor')).toBe('mentor');
    expect(defaultView('parent')).toBe('mentor');
    expect(defaultView('student')).toBe('student');
    expect(defaultView('self_learner')).toBe('student');
    expect(defaultView(null)).toBe('student');
  });

  it('fills the days without study with zero minutes, oldest first, across a month end', () => {
    const days = minutesPerDay(
      [
        { day: '2026-02-27', reviews: 3, minutes: 4.5 },
        { day: '2026-03-02', reviews: 9, minutes: 12 },
        { day: '2026-01-01', reviews: 1, minutes: 1 },
      ],
      '2026-03-02',
      4,
    );
    expect(days).toEqual([
      { day: '2026-02-27', minutes: 4.5 },
      { day: '2026-02-28', minutes: 0 },
      { day: '2026-03-01', minutes: 0 },
      { day: '2026-03-02', minutes: 12 },
    ]);
  });

  it('draws words learned at noon of each day', () => {
    expect(learnedPoints([{ day: '2026-03-01', total: 5 }])).toEqual([{ at: '2026-03-01T12:00:00Z', value: 5 }]);
  });

  it('reads only a positive integer student id', () => {
    expect(parseStudentId('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '4.2', 'abc', '1e3', '9999999999999999']) expect(parseStudentId(bad)).toBeNull();
  });

  it('shows short study times to a tenth of a minute and long ones whole', () => {
    expect([shownMinutes(0), shownMinutes(0.34), shownMinutes(9.96), shownMinutes(12.4), shownMinutes(12.6)]).toEqual([0, 0.3, 10, 12, 13]);
  });
});
