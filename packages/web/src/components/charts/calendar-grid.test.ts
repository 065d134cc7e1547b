import { describe, expect, it } from 'vitest';
import { calendarCells } from './calendar-grid';

describe('study calendar grid', () => {
  it('ends with the week of today, Monday first, and grades days by the busiest', () => {
    // 2026-03-04 is a Wednesday.
    const { cells, months } = calendarCells(
      [
        { day: '2026-03-04', reviews: 40, minutes: 12 },
        { day: '2026-03-02', reviews: 10, minutes: 3 },
        { day: '2026-01-01', reviews: 5, minutes: 1 },
      ],
      '2026-03-04',
      4,
    );
    expect(cells).toHaveLength(3 * 7 + 3);
    expect(cells[0]).toMatchObject({ day: '2026-02-09', x: 0, y: 0, level: 0 });
    expect(cells.at(-1)).toMatchObject({ day: '2026-03-04', x: 3, y: 2, reviews: 40, minutes: 12, level: 4 });
    expect(cells.find((c) => c.day === '2026-03-02')).toMatchObject({ x: 3, y: 0, level: 1 });
    // Outside the four weeks: not drawn.
    expect(cells.some((c) => c.day === '2026-01-01')).toBe(false);
    expect(months).toEqual([
      { x: 0, month: 1 },
      { x: 3, month: 2 },
    ]);
  });

  it('crosses a daylight-saving change and a year end without losing a day', () => {
    const { cells } = calendarCells([], '2027-01-03', 12);
    const keys = cells.map((c) => c.day);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('2026-10-25');
    expect(keys).toContain('2026-12-31');
    expect(keys.at(-1)).toBe('2027-01-03');
    expect(cells.every((c) => c.level === 0)).toBe(true);
  });
});
