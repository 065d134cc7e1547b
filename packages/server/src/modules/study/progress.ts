/**
 * Study progress, with the figures of core `rules/figures.ts`: words learned, known now and
 * mature (SQL from `progress-repo.ts`), true retention over the last 30 learner days (all, young and
 * mature), expected known words in 30 days (the sum of R over learned cards), the streak of study
 * days, a calendar of the last year, the due forecasts for 7 and 30 learner days and the vocabulary
 * size history. Every day is the learner's day (time zone + rollover hour). The calendar and the
 * streak read `study_days`, written with each review under the learner day's key; today's reviews
 * and minutes are counted from the review logs within today's bounds.
 *
 * The learner's own page (`progressView`) and a mentor's view of a student (`progressOfUser`) go
 * through `progressOf` with the same subject, so both show the same numbers.
 */
import {
  DUE_FORECAST_DAYS,
  EXPECTED_KNOWN_DAYS,
  expectedKnown,
  FIGURE_DAY_MS,
  type LearnerDay,
  learnerDayKey,
  learnerDayOf,
  learnerDaysFrom,
  learnerToday,
  type Progress,
  retentionWindowStart,
  studyStreak,
  WORKLOAD_FORECAST_DAYS,
} from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { userMemorySettings } from '../memory/service.js';
import type { StudyContext } from './context.js';
import { progressRepo } from './progress-repo.js';

/** Vocabulary size estimates of a learner in a language (the vocabulary test module answers). */
export interface VocabularyHistory {
  history(db: Executor, userId: number, lang: string | undefined): Promise<Progress['vocabularyHistory']>;
}

/** Days of the calendar since a learner day key (study_days is written with every review). */
export async function studyDays(db: Executor, userId: number, since: string) {
  const rows = await progressRepo.studyDays(db, userId, since);
  return new Map(rows.map((r) => [r.day, { reviews: r.reviews, ms: r.ms }]));
}

/** Words learned, known now and mature (core figures.ts, as SQL); known and mature are parts of learned. */
export async function learnedCounts(
  db: Executor,
  userId: number,
  now: number,
): Promise<{ learned: number; known: number; mature: number }> {
  const c = await progressRepo.learnedCounts(db, userId, now);
  return { learned: Number(c?.learned ?? 0), known: Number(c?.known ?? 0), mature: Number(c?.mature ?? 0) };
}

/**
 * True retention over the last 30 learner days: shares of reviews of cards in review answered with
 * rating > 1, all, young (the review came < 21 days after the card's previous review, the log's
 * `elapsed_days`) and mature (≥ 21 days). Null where there is no such review.
 */
export async function trueRetentionOf(
  db: Executor,
  userId: number,
  now: number,
  day: LearnerDay,
): Promise<{ all: number | null; young: number | null; mature: number | null }> {
  const r = await progressRepo.retentionCounts(db, userId, retentionWindowStart(now, day), now);
  const n = Number(r?.n ?? 0);
  const ok = Number(r?.ok ?? 0);
  const mn = Number(r?.mn ?? 0);
  const mok = Number(r?.mok ?? 0);
  const share = (right: number, of: number) => (of > 0 ? right / of : null);
  return { all: share(ok, n), young: share(ok - mok, n - mn), mature: share(mok, mn) };
}

/** Expected known words `EXPECTED_KNOWN_DAYS` days from now: the sum of R over learned cards (core). */
export async function expectedKnownOf(db: Executor, userId: number, now: number, weights: readonly number[] | null | undefined) {
  const rows = await progressRepo.learnedCards(db, userId);
  const cards = rows.map((r) => ({ state: r.state, stability: r.stability, lastReview: r.last_review, learnedAt: r.learned_at }));
  return Math.round(expectedKnown(cards, now + EXPECTED_KNOWN_DAYS * FIGURE_DAY_MS, { weights: weights ?? null }) * 10) / 10;
}

/** Reviews due per learner day for `count` days (core `workloadForecast`, bucketed in SQL). */
export async function dueForecast(db: Executor, userId: number, now: number, day: LearnerDay, count: number) {
  const days = learnerDaysFrom(now, count, day);
  const rows = await progressRepo.dueByDay(db, userId, days, count);
  const perDay = new Map(rows.map((r) => [Number(r.d), Number(r.n)]));
  return days.map((d, i) => ({ day: d.key, count: perDay.get(i) ?? 0 }));
}

/** Reviews and milliseconds (answers and listening) of today's learner day. */
export async function todayReviews(db: Executor, userId: number, now: number, day: LearnerDay): Promise<{ reviews: number; ms: number }> {
  const r = await progressRepo.studyDay(db, userId, learnerToday(now, day).key);
  return { reviews: r?.reviews ?? 0, ms: r?.ms ?? 0 };
}

/** Whose progress: the learner themself (StudyContext) or a student a mentor looks at. */
export interface ProgressSubject {
  userId: number;
  day: LearnerDay;
  learningLang: string | null;
  weights: readonly number[] | null;
  now: number;
}

export const subjectOf = (ctx: StudyContext): ProgressSubject => ({
  userId: ctx.userId,
  day: ctx.day,
  learningLang: ctx.learningLang,
  weights: ctx.opts.weights ?? null,
  now: ctx.now,
});

/** The subject for any user, read as `studyContext` reads the learner (zone, rollover hour, weights). */
export async function subjectOfUser(db: Executor, userId: number, now: number): Promise<ProgressSubject> {
  const user = await progressRepo.userZone(db, userId);
  const s = await userMemorySettings(db, userId, user?.time_zone);
  return {
    userId,
    day: s.day ?? learnerDayOf(user?.time_zone),
    learningLang: user?.learning_lang ?? null,
    weights: s.weights ?? null,
    now,
  };
}

/** Minutes of a study day's milliseconds, to one decimal. */
export const minutesOf = (ms: number) => Math.round(ms / 6000) / 10;

/** Consecutive study days ending today, or yesterday when today has none yet (learner days; a zone alone means the default rollover hour). */
export function streakOf(days: Set<string>, now: number, day: LearnerDay | string): number {
  return studyStreak(days, now, typeof day === 'string' ? learnerDayOf(day) : day);
}

export function progressView(db: Executor, ctx: StudyContext, vocab: VocabularyHistory | null): Promise<Progress> {
  return progressOf(db, subjectOf(ctx), vocab);
}

/** A user's progress as they see it themself (what a mentor is shown). */
export async function progressOfUser(db: Executor, userId: number, now: number, vocab: VocabularyHistory | null): Promise<Progress> {
  return progressOf(db, await subjectOfUser(db, userId, now), vocab);
}

export async function progressOf(db: Executor, s: ProgressSubject, vocab: VocabularyHistory | null): Promise<Progress> {
  const counts = await learnedCounts(db, s.userId, s.now);
  const retention = await trueRetentionOf(db, s.userId, s.now, s.day);
  const forecast30 = await dueForecast(db, s.userId, s.now, s.day, WORKLOAD_FORECAST_DAYS);
  const days = await studyDays(db, s.userId, learnerDayKey(s.now - 366 * FIGURE_DAY_MS, s.day));
  const today = await todayReviews(db, s.userId, s.now, s.day);
  const calendar = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, d]) => ({ day, reviews: d.reviews, minutes: minutesOf(d.ms) }));
  const vocabularyHistory = vocab ? await vocab.history(db, s.userId, s.learningLang ?? undefined) : [];
  return {
    ...counts,
    retention: { young: retention.young, mature: retention.mature },
    retention30d: retention.all,
    expectedKnown30: await expectedKnownOf(db, s.userId, s.now, s.weights),
    streak: studyStreak(new Set(days.keys()), s.now, s.day),
    today: learnerToday(s.now, s.day).key,
    forecast: forecast30.slice(0, DUE_FORECAST_DAYS),
    forecast30,
    vocabularySize: vocabularyHistory.at(-1)?.estimate ?? null,
    calendar,
    vocabularyHistory,
    reviewsToday: today.reviews,
    minutesToday: minutesOf(today.ms),
  };
}
