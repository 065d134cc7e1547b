/**
 * The task catalogue and its pure progress rule. Progress is derived from what the learner did in
 * the task's period (review logs, the daily test, due cards), never from counters, so replays and
 * two tabs cannot count twice; points are credited once per task and period (ledger ref
 * `task:<key>:<periodKey>`, see points-ref.ts).
 */
import type { TaskDefinition, TaskKind } from '../schemas/tasks.js';

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

/** What the learner did in one period (a local day or a local week starting Monday). */
export interface TaskStats {
  /** First reviews of cards (review_logs.state_before = 0). */
  newWords: number;
  /** Sum of the answer times plus the turbo player's listening time, ms. */
  studyMs: number;
  /** Reviews of cards learned before (not first reviews): what "today's reviews" are made of. */
  reviews: number;
  /** Local days with at least one answer or some listening. */
  studyDays: number;
  /** Cards reviewed before and due now. */
  dueNow: number;
  /** The daily test of today was passed. */
  dailyTestPassed: boolean;
}

export const MINUTE_MS = 60_000;

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
      // Nothing due and something reviewed today: a day with no reviews (only new words, or
      // nothing at all) has cleared nothing.
      return s.reviews > 0 && s.dueNow === 0 ? 1 : 0;
  }
}

/** Progress toward the target (capped at it) and whether the task is done, from the period's stats. */
export function taskProgress(task: Pick<TaskDefinition, 'kind' | 'target'>, stats: TaskStats): { progress: number; completed: boolean } {
  const value = Math.max(0, measure(task.kind, stats));
  return { progress: Math.min(value, task.target), completed: value >= task.target };
}

/** Followed tasks first, each group in catalogue order. */
export function orderTasks<T extends { key: string; cared: boolean }>(tasks: readonly T[]): T[] {
  const rank = (key: string) => TASKS.findIndex((t) => t.key === key);
  return [...tasks].sort((a, b) => Number(b.cared) - Number(a.cared) || rank(a.key) - rank(b.key));
}
