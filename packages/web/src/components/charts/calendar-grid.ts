/**
 * The study calendar as a grid of weeks (columns, oldest first) by weekday (rows, Monday first),
 * ending with the week of `today`. Day keys are `YYYY-MM-DD` in the user's zone; the arithmetic is
 * on calendar dates (UTC noon), so no time zone or DST moves a day.
 */
const DAY = 86_400_000;

export interface StudyDay {
  day: string;
  reviews: number;
  minutes: number;
}

export interface HeatCell extends StudyDay {
  /** week column, 0 = oldest */
  x: number;
  /** weekday row, 0 = Monday */
  y: number;
  /** 0 = no study, 1-4 = quarters of the busiest day */
  level: number;
}

const toMs = (key: string) => Date.parse(`${key}T12:00:00Z`);
const toKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function calendarCells(
  days: readonly StudyDay[],
  today: string,
  weeks = 26,
): { cells: HeatCell[]; months: { x: number; month: number }[] } {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const end = toMs(today);
  const weekday = (new Date(end).getUTCDay() + 6) % 7;
  const start = end - (weekday + (weeks - 1) * 7) * DAY;
  const max = Math.max(0, ...days.map((d) => d.reviews));
  const cells: HeatCell[] = [];
  const months: { x: number; month: number }[] = [];
  for (let ms = start, i = 0; ms <= end; ms += DAY, i++) {
    const day = toKey(ms);
    const x = Math.floor(i / 7);
    const y = i % 7;
    if (y === 0) {
      const month = new Date(ms).getUTCMonth();
      if (months.at(-1)?.month !== month) months.push({ x, month });
    }
    const found = byDay.get(day);
    const reviews = found?.reviews ?? 0;
    const level = reviews <= 0 || max === 0 ? 0 : Math.min(4, Math.max(1, Math.ceil((reviews / max) * 4)));
    cells.push({ day, reviews, minutes: found?.minutes ?? 0, x, y, level });
  }
  return { cells, months };
}
