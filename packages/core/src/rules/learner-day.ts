/**
 * The learner's day: the one definition of "today" for everything a learner is shown. A day runs
 * from the rollover hour (4 am by default, as in Anki) in the learner's IANA time zone to the same
 * wall-clock hour the next day, so a review at 23:30 and one at 00:30 fall on the same day and
 * 03:59 still belongs to yesterday. FSRS elapsed days, the optimizer's day counting, the daily test,
 * tasks, streaks, the calendar and the forecasts all count days with these functions.
 *
 * Days are counted on the wall clock: the day of an instant is the calendar date of its local time
 * less the rollover hours. A day lasts 23, 24 or 25 hours across DST changes; where the zone skips
 * the rollover hour the day starts at the first instant that exists after it.
 */
export const DEFAULT_DAY_ROLLOVER_HOUR = 4;
export const MIN_DAY_ROLLOVER_HOUR = 0;
export const MAX_DAY_ROLLOVER_HOUR = 23;

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Where a learner's days begin: their zone and the local hour at which a new day starts. */
export interface LearnerDay {
  timeZone: string;
  /** 0-23; 4 by default. */
  rolloverHour: number;
}

export const learnerDayOf = (timeZone: string | null | undefined, rolloverHour?: number | null): LearnerDay => ({
  timeZone: timeZone || 'UTC',
  rolloverHour: rolloverHour ?? DEFAULT_DAY_ROLLOVER_HOUR,
});

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local wall-clock time of an instant, written as if it were UTC (epoch ms, to the second). */
function wallAsUtc(ms: number, timeZone: string): number {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return (
    Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) + (((ms % 1000) + 1000) % 1000)
  );
}

/**
 * An instant moved onto a timeline whose UTC calendar days are the learner's days: local wall time
 * less the rollover hours. Differences of these in whole UTC days are differences in learner days.
 */
export function learnerClock(ms: number, day: LearnerDay): number {
  return wallAsUtc(ms, day.timeZone) - day.rolloverHour * HOUR;
}

/** The learner day of an instant, as 'YYYY-MM-DD'. */
export function learnerDayKey(ms: number, day: LearnerDay): string {
  return new Date(learnerClock(ms, day)).toISOString().slice(0, 10);
}

/** The learner day of an instant as a whole number (days since 1970-01-01): for counting days between. */
export function learnerDayNumber(ms: number, day: LearnerDay): number {
  return Math.floor(learnerClock(ms, day) / DAY);
}

/** Whole learner days from one instant to a later one (0 on the same day). */
export function learnerDaysBetween(from: number, to: number, day: LearnerDay): number {
  return learnerDayNumber(to, day) - learnerDayNumber(from, day);
}

/** The 'YYYY-MM-DD' key of a day number. */
export const dayNumberKey = (n: number): string => new Date(n * DAY).toISOString().slice(0, 10);

/** The first instant of learner day number `n`. */
export function startOfLearnerDayNumber(n: number, day: LearnerDay): number {
  // Solve learnerClock(t) = n * DAY: a guess from the offset in force, refined twice (DST edges).
  const target = n * DAY;
  let t = target + day.rolloverHour * HOUR;
  for (let i = 0; i < 3; i++) t += target - learnerClock(t, day);
  t = Math.floor(t / 1000) * 1000;
  if (learnerDayNumber(t, day) === n && learnerDayNumber(t - 1, day) < n) return t;
  // The rollover hour does not exist that day (clocks jumped over it), or the guess overshot:
  // the first instant whose day is n.
  let lo = t - 4 * HOUR;
  let hi = t + 4 * HOUR;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (learnerDayNumber(mid, day) >= n) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first instant of the learner day that contains `ms`. */
export function startOfLearnerDay(ms: number, day: LearnerDay): number {
  return startOfLearnerDayNumber(learnerDayNumber(ms, day), day);
}

/** The first instant of the learner day after the one that contains `ms`. */
export function startOfNextLearnerDay(ms: number, day: LearnerDay): number {
  return startOfLearnerDayNumber(learnerDayNumber(ms, day) + 1, day);
}

/** The learner days from the one containing `ms`, `count` of them, each with its key and bounds. */
export function learnerDaysFrom(ms: number, count: number, day: LearnerDay): { key: string; start: number; end: number }[] {
  const first = learnerDayNumber(ms, day);
  const out: { key: string; start: number; end: number }[] = [];
  let start = startOfLearnerDayNumber(first, day);
  for (let i = 0; i < count; i++) {
    const end = startOfLearnerDayNumber(first + i + 1, day);
    out.push({ key: dayNumberKey(first + i), start, end });
    start = end;
  }
  return out;
}
