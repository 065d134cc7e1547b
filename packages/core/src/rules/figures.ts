/**
 * The figures a learner is shown about their memory, each defined once. Progress, the mentor's
 * view of a student, a book's overview, the book list's known share, reading coverage and battles
 * all count with these functions, and the server's SQL (server `study/progress-repo.ts`) is built from the
 * same constants:
 *
 * - learned: the card has at least one successful review (rating > 1), i.e. `learnedAt` is set;
 * - known now: learned, in the review state, and R(now) ≥ 0.9 with fractional elapsed days. In FSRS
 *   R = 0.9 exactly when the time since the last review equals the stability, so "known now" is
 *   `now - lastReview <= stability days`;
 * - mature: learned with stability ≥ 21 days;
 * - true retention: the share of reviews of cards in the review state answered with rating > 1
 *   over the last 30 learner days, split into young (the review came < 21 days after the previous
 *   one) and mature (≥ 21 days);
 * - expected known in N days: the sum over learned cards of R at that instant;
 * - workload forecast: cards due per learner day, today including what is overdue.
 *
 * Every count of learned cards is ≥ the count of known ones: a known card is learned by definition.
 */
import { dayNumberKey, type LearnerDay, learnerDayNumber, learnerDaysFrom, startOfLearnerDayNumber } from './learner-day.js';
import { isKnown, isMatureCard, MATURE_STABILITY_DAYS, type MemoryCard, retrievability, type SchedulerOptions } from './memory.js';

export const FIGURE_DAY_MS = 86_400_000;
/** FSRS state "review" (ts-fsrs numbers new, learning, review, relearning 0-3). */
export const REVIEW_STATE = 2;
/** A review with a rating above this is a success (Again = 1 is the only failure). */
export const FAILED_RATING = 1;
/** Stability (days) from which a card is mature (memory.ts); also the young/mature split of true retention. */
export const MATURE_DAYS = MATURE_STABILITY_DAYS;
/** Learner days of reviews true retention looks back over (today included). */
export const RETENTION_WINDOW_DAYS = 30;
/** Days ahead of the expected-known figure. */
export const EXPECTED_KNOWN_DAYS = 30;
/** Learner days of the workload forecast (today first). */
export const WORKLOAD_FORECAST_DAYS = 30;
/** Learner days of the short due forecast (today first). */
export const DUE_FORECAST_DAYS = 7;

/** What the figures read of a memory card. Times are epoch milliseconds. */
export interface FigureCard {
  state: number;
  stability: number;
  lastReview: number | null;
  learnedAt: number | null;
}

export const isLearned = (c: Pick<FigureCard, 'learnedAt'>): boolean => c.learnedAt !== null;

/** Learned, in review and not past its stability: R(now) ≥ 0.9 (memory.ts `isKnown`). */
export function isKnownNow(c: FigureCard, now: number): boolean {
  return isLearned(c) && isKnown(c, now);
}

/** Learned with stability ≥ 21 days (memory.ts `isMatureCard`). */
export const isMature = (c: Pick<FigureCard, 'learnedAt' | 'stability'>): boolean => isLearned(c) && isMatureCard(c);

/** R at `at` with fractional elapsed days and the learner's weights (memory.ts `retrievability`). */
export function recallAt(c: FigureCard, at: number, options: SchedulerOptions = {}): number {
  const card: MemoryCard = {
    state: c.state,
    due: at,
    stability: c.stability,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    lastReview: c.lastReview,
  };
  return retrievability(card, at, options);
}

/** Learned, known now and mature among cards. */
export function memoryCounts(cards: readonly FigureCard[], now: number): { learned: number; known: number; mature: number } {
  let learned = 0;
  let known = 0;
  let mature = 0;
  for (const c of cards) {
    if (!isLearned(c)) continue;
    learned++;
    if (isKnownNow(c, now)) known++;
    if (isMature(c)) mature++;
  }
  return { learned, known, mature };
}

/** Expected known words at `at`: the sum of R over learned cards, with the learner's weights. */
export function expectedKnown(cards: readonly FigureCard[], at: number, options: SchedulerOptions = {}): number {
  let sum = 0;
  for (const c of cards) if (isLearned(c)) sum += recallAt(c, at, options);
  return sum;
}

/** One review as true retention reads it: the card's state before, days since its previous review, the rating. */
export interface RetentionReview {
  stateBefore: number;
  elapsedDays: number;
  rating: number;
}

export interface TrueRetention {
  /** All reviews of cards in review; null without any. */
  all: number | null;
  /** Reviews that came < 21 days after the previous one. */
  young: number | null;
  /** Reviews that came ≥ 21 days after the previous one. */
  mature: number | null;
}

export const isMatureReview = (r: Pick<RetentionReview, 'elapsedDays'>): boolean => r.elapsedDays >= MATURE_DAYS;

/** Shares of successful reviews (rating > 1) of cards in the review state, all / young / mature. */
export function trueRetention(reviews: readonly RetentionReview[]): TrueRetention {
  const n = { all: 0, young: 0, mature: 0 };
  const ok = { all: 0, young: 0, mature: 0 };
  for (const r of reviews) {
    if (r.stateBefore !== REVIEW_STATE) continue;
    const part = isMatureReview(r) ? 'mature' : 'young';
    const right = r.rating > FAILED_RATING ? 1 : 0;
    n.all++;
    n[part]++;
    ok.all += right;
    ok[part] += right;
  }
  const share = (k: keyof typeof n) => (n[k] > 0 ? ok[k] / n[k] : null);
  return { all: share('all'), young: share('young'), mature: share('mature') };
}

/** The first instant of the true-retention window: the start of the learner day 29 days before today. */
export function retentionWindowStart(now: number, day: LearnerDay): number {
  return startOfLearnerDayNumber(learnerDayNumber(now, day) - (RETENTION_WINDOW_DAYS - 1), day);
}

/** Today's learner day: its key and bounds [start, end). */
export function learnerToday(now: number, day: LearnerDay): { key: string; start: number; end: number } {
  return learnerDaysFrom(now, 1, day)[0] as { key: string; start: number; end: number };
}

/** A card whose first review (its creation by deliberate study) falls in today's learner day: "new today". */
export function isNewToday(c: { createdAt: number; reps: number }, now: number, day: LearnerDay): boolean {
  const today = learnerToday(now, day);
  return c.reps > 0 && c.createdAt >= today.start && c.createdAt < today.end;
}

/**
 * Reviews due per learner day for `count` days from today: a card counts on the day its due
 * instant falls in, overdue cards count today, cards due later are left out.
 */
export function workloadForecast(dues: readonly number[], now: number, day: LearnerDay, count: number): { day: string; count: number }[] {
  const days = learnerDaysFrom(now, count, day);
  const out = days.map((d) => ({ day: d.key, count: 0 }));
  for (const due of dues) {
    const i = days.findIndex((d) => due < d.end);
    if (i >= 0) (out[i] as { count: number }).count++;
  }
  return out;
}

/** Consecutive learner days with study ending today, or yesterday when today has none yet. */
export function studyStreak(days: ReadonlySet<string>, now: number, day: LearnerDay): number {
  let n = learnerDayNumber(now, day);
  if (!days.has(dayNumberKey(n))) n--;
  let streak = 0;
  while (days.has(dayNumberKey(n))) {
    streak++;
    n--;
  }
  return streak;
}

/** Keys of the last `count` learner days, today included, oldest first. */
export function lastLearnerDays(now: number, day: LearnerDay, count: number): string[] {
  const today = learnerDayNumber(now, day);
  return Array.from({ length: count }, (_, i) => dayNumberKey(today - count + 1 + i));
}
