/**
 * The task catalogue and its pure progress rule. Progress is derived from what the learner did in
 * the task's period (review logs, learned cards, the daily test, due cards), never from counters,
 * so replays and two tabs cannot count twice; points are credited once per task and period
 * (ledger ref `task:<key>:<periodKey>`, see points-ref.ts).
 *
 * Periods are learner days (time zone + rollover hour, learner-day.ts) and learner weeks: seven
 * learner days from Monday's rollover hour to the next Monday's.
 *
 * What counts:
 * - an *action* is a review written to review_logs of a card the learner has: something that
 *   changed the memory of a word they study. A replay, a look-up within the dedup window or a
 *   test's evidence about a word without a card writes no log and counts nothing;
 * - a *new word* is a card whose first successful review (memory_cards.learned_at) falls in the
 *   period and was made in study (`LEARNING_SOURCES`), never by a test's answer or a page marked known;
 * - "finish today's reviews" needs cards due at the start of the learner day, none due now, and
 *   each of those reviewed by more than a tap in the reader (`TAP_SOURCES`): a single tap never
 *   completes a task;
 * - a *study day* is a learner day with `STUDY_DAY_MIN_REVIEWS` actions or `STUDY_DAY_MIN_MS` of study.
 */
import type { ReviewSource } from '../constants.js';
import type { TaskDefinition, TaskKind } from '../schemas/tasks.js';
import { type LearnerDay, learnerDayNumber, startOfLearnerDayNumber } from './learner-day.js';

export const TASKS: readonly TaskDefinition[] = [
  { key: 'daily-new-words', period: 'daily', kind: 'new-words', target: 10, points: 5 },
  { key: 'daily-clear-reviews', period: 'daily', kind: 'clear-reviews', target: 1, points: 5 },
  { key: 'daily-test', period: 'daily', kind: 'daily-test', target: 1, points: 5 },
  { key: 'daily-minutes', period: 'daily', kind: 'minutes', target: 10, points: 5 },
  { key: 'weekly-new-words', period: 'weekly', kind: 'new-words', target: 70, points: 30 },
  { key: 'weekly-study-days', period: 'weekly', kind: 'study-days', target: 5, points: 20 },
  { key: 'weekly-minutes', period: 'weekly', kind: 'minutes', target: 60, points: 20 },
];

export function findTask(key: string): TaskDefinition | undefined {
  return TASKS.find((t) => t.key === key);
}

/**
 * Review sources in which a first successful review is a word learned in study: practice (groups,
 * today's words, new words, reviews), dictation and listening. Tests (vocabulary size, quizzes,
 * exams, the daily test, pronunciation, battles) and reading (a look-up is Again, "mark known" is a
 * declaration, not learning) never make a new word for a task.
 */
export const LEARNING_SOURCES: readonly ReviewSource[] = ['practice', 'dictation', 'listening'];

/** Reviews written by a single tap (a look-up or a mark while reading): they never finish a review. */
export const TAP_SOURCES: readonly ReviewSource[] = ['reading'];

export const MINUTE_MS = 60_000;
/** A learner day counts as a study day with at least this many actions… */
export const STUDY_DAY_MIN_REVIEWS = 10;
/** …or at least this much study time (answers plus listening). */
export const STUDY_DAY_MIN_MS = 5 * MINUTE_MS;

/** Whether a learner day with these actions and study time is a study day. */
export function isStudyDay(reviews: number, studyMs: number): boolean {
  return reviews >= STUDY_DAY_MIN_REVIEWS || studyMs >= STUDY_DAY_MIN_MS;
}

/** What the learner did in one period (a learner day or a learner week starting Monday). */
export interface TaskStats {
  /** Words learned in study in the period (learned_at inside it, by a `LEARNING_SOURCES` review). */
  newWords: number;
  /** Sum of the answer times plus the turbo player's listening time, ms. */
  studyMs: number;
  /** Actions: reviews written to review_logs of the learner's cards. */
  reviews: number;
  /** Study days (`isStudyDay`) in the period. */
  studyDays: number;
  /** Cards due now. */
  dueNow: number;
  /** Cards that were due at the start of today's learner day (due <= its first instant). */
  dueAtStart: number;
  /** Of those, cards whose only reviews today were taps in the reader (`TAP_SOURCES`). */
  tapOnly: number;
  /** The daily test of today was passed. */
  dailyTestPassed: boolean;
}

function measure(kind: TaskKind, s: TaskStats): number {
  switch (kind) {
    case 'new-words':
      return s.newWords;
    case 'minutes':
      return Math.floor(s.studyMs / MINUTE_MS);
    case 'study-days':
      return s.studyDays;
    case 'daily-test':
      return s.dailyTestPassed ? 1 : 0;
    case 'clear-reviews':
      // Reviews were waiting when the day began and none is left: a day that began with nothing
      // due has nothing to finish, whatever was reviewed; a card only tapped is not reviewed.
      return s.dueAtStart > 0 && s.dueNow === 0 && s.tapOnly === 0 ? 1 : 0;
  }
}

/** Progress toward the target (capped at it) and whether the task is done, from the period's stats. */
export function taskProgress(task: Pick<TaskDefinition, 'kind' | 'target'>, stats: TaskStats): { progress: number; completed: boolean } {
  const value = Math.max(0, measure(task.kind, stats));
  return { progress: Math.min(value, task.target), completed: value >= task.target };
}

/** Whether the task cannot be completed in this period whatever the learner does now. */
export function taskUnavailable(task: Pick<TaskDefinition, 'kind'>, stats: TaskStats): boolean {
  return task.kind === 'clear-reviews' && stats.dueAtStart === 0;
}

/** Followed tasks first, each group in catalogue order. */
export function orderTasks<T extends { key: string; cared: boolean }>(tasks: readonly T[]): T[] {
  const rank = (key: string) => TASKS.findIndex((t) => t.key === key);
  return [...tasks].sort((a, b) => Number(b.cared) - Number(a.cared) || rank(a.key) - rank(b.key));
}

const DAY_MS = 86_400_000;

/** The learner week holding `ms`: its Monday's key and the eight learner-day boundaries (Monday's start … next Monday's). */
export function learnerWeek(ms: number, day: LearnerDay): { key: string; starts: number[] } {
  const n = learnerDayNumber(ms, day);
  // Day number 0 (1970-01-01) was a Thursday: Monday is index 0, so Thursday is 3.
  const monday = n - ((((n + 3) % 7) + 7) % 7);
  const starts = Array.from({ length: 8 }, (_, i) => startOfLearnerDayNumber(monday + i, day));
  return { key: new Date(monday * DAY_MS).toISOString().slice(0, 10), starts };
}
