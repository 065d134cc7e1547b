import { describe, expect, it } from 'vitest';
import { taskDefinitionSchema } from '../schemas/tasks.js';
import { POINTS_DAILY_CAPS } from '../constants.js';
import { POINTS_SOURCES } from '../schemas/points.js';
import { learnerDayOf } from './learner-day.js';
import { battlePointsRef, capSlot, dailyCap, describeLedgerRow, pointsRef } from './points-ref.js';
import {
  findTask,
  isStudyDay,
  LEARNING_SOURCES,
  TAP_SOURCES,
  learnerWeek,
  orderTasks,
  type TaskStats,
  TASKS,
  taskProgress,
  taskUnavailable,
} from './tasks.js';

const none: TaskStats = { newWords: 0, studyMs: 0, reviews: 0, studyDays: 0, dueNow: 0, dueAtStart: 0, tapOnly: 0, dailyTestPassed: false };
const task = (key: string) => {
  const found = findTask(key);
  if (!found) throw new Error(`no task ${key}`);
  return found;
};

describe('task catalogue', () => {
  it('has unique keys, valid definitions, and daily and weekly tasks', () => {
    expect(new Set(TASKS.map((t) => t.key)).size).toBe(TASKS.length);
    for (const t of TASKS) expect(taskDefinitionSchema.parse(t)).toEqual(t);
    expect(TASKS.some((t) => t.period === 'daily')).toBe(true);
    expect(TASKS.some((t) => t.period === 'weekly')).toBe(true);
    expect(findTask('nope')).toBeUndefined();
  });
});

describe('taskProgress', () => {
  it('counts new words up to the target', () => {
    expect(taskProgress(task('daily-new-words'), none)).toEqual({ progress: 0, completed: false });
    expect(taskProgress(task('daily-new-words'), { ...none, newWords: 9 })).toEqual({ progress: 9, completed: false });
    expect(taskProgress(task('daily-new-words'), { ...none, newWords: 10 })).toEqual({ progress: 10, completed: true });
    expect(taskProgress(task('daily-new-words'), { ...none, newWords: 25 })).toEqual({ progress: 10, completed: true });
    expect(taskProgress(task('weekly-new-words'), { ...none, newWords: 25 })).toEqual({ progress: 25, completed: false });
  });

  it('counts whole minutes of answering time', () => {
    const t = task('daily-minutes');
    expect(taskProgress(t, { ...none, studyMs: 599_999 })).toEqual({ progress: 9, completed: false });
    expect(taskProgress(t, { ...none, studyMs: 600_000 })).toEqual({ progress: 10, completed: true });
    expect(taskProgress(task('weekly-minutes'), { ...none, studyMs: 600_000 })).toEqual({ progress: 10, completed: false });
  });

  it('finishes today’s reviews only when reviews were due at the day’s start and none is left', () => {
    const t = task('daily-clear-reviews');
    expect(taskProgress(t, none).completed).toBe(false);
    // The case: nothing due when the day began, 40 reviews of other cards, nothing due now.
    expect(taskProgress(t, { ...none, reviews: 40, dueNow: 0, dueAtStart: 0 })).toEqual({ progress: 0, completed: false });
    expect(taskUnavailable(t, { ...none, reviews: 40 })).toBe(true);
    expect(taskProgress(t, { ...none, newWords: 5, studyDays: 1 }).completed).toBe(false);
    expect(taskProgress(t, { ...none, reviews: 3, dueAtStart: 5, dueNow: 2 })).toEqual({ progress: 0, completed: false });
    expect(taskProgress(t, { ...none, reviews: 5, dueAtStart: 5, dueNow: 0 })).toEqual({ progress: 1, completed: true });
    // One of the five was only looked up in the reader (a tap): not finished.
    expect(taskProgress(t, { ...none, reviews: 5, dueAtStart: 5, dueNow: 0, tapOnly: 1 })).toEqual({ progress: 0, completed: false });
    expect(taskUnavailable(t, { ...none, dueAtStart: 1 })).toBe(false);
    expect(taskUnavailable(task('daily-minutes'), none)).toBe(false);
  });

  it('passes with the daily test and counts study days', () => {
    expect(taskProgress(task('daily-test'), { ...none, dailyTestPassed: true })).toEqual({ progress: 1, completed: true });
    expect(taskProgress(task('daily-test'), { ...none, reviews: 40 }).completed).toBe(false);
    expect(taskProgress(task('weekly-study-days'), { ...none, studyDays: 4 })).toEqual({ progress: 4, completed: false });
    expect(taskProgress(task('weekly-study-days'), { ...none, studyDays: 5 })).toEqual({ progress: 5, completed: true });
  });

  it('a study day needs 10 actions or 5 minutes: one tap is not a study day', () => {
    expect(isStudyDay(1, 0)).toBe(false);
    expect(isStudyDay(9, 299_999)).toBe(false);
    expect(isStudyDay(10, 0)).toBe(true);
    expect(isStudyDay(0, 300_000)).toBe(true);
  });

  it('learns new words only in study: tests and reading marks are not learning sources', () => {
    expect([...LEARNING_SOURCES].sort()).toEqual(['dictation', 'listening', 'practice']);
    expect(TAP_SOURCES).toEqual(['reading']);
    for (const s of ['vocab-test', 'quiz', 'exam', 'daily-test', 'battle', 'pronunciation', 'reading'] as const) {
      expect(LEARNING_SOURCES).not.toContain(s);
    }
  });
});

describe('learnerWeek', () => {
  const HOUR = 3_600_000;
  const shanghai = learnerDayOf('Asia/Shanghai', 4);

  it('runs from Monday’s rollover hour to the next Monday’s', () => {
    // Wednesday 2026-03-11 12:00 in Shanghai (UTC+8): the week of Monday 2026-03-09, which began
    // at 04:00 local = 2026-03-08T20:00Z.
    const w = learnerWeek(Date.parse('2026-03-11T04:00:00Z'), shanghai);
    expect(w.key).toBe('2026-03-09');
    expect(w.starts[0]).toBe(Date.parse('2026-03-08T20:00:00Z'));
    expect(w.starts[7]).toBe(Date.parse('2026-03-15T20:00:00Z'));
    expect(w.starts.slice(1).map((s, i) => s - (w.starts[i] as number))).toEqual(Array(7).fill(24 * HOUR));
    // Monday 03:59:59 local is still Sunday: last week. Monday 04:00 is this week.
    expect(learnerWeek(Date.parse('2026-03-08T19:59:59Z'), shanghai).key).toBe('2026-03-02');
    expect(learnerWeek(Date.parse('2026-03-08T20:00:00Z'), shanghai).key).toBe('2026-03-09');
    // Sunday 23:30 local belongs to Sunday's learner day, in the week that began on the 9th.
    expect(learnerWeek(Date.parse('2026-03-15T15:30:00Z'), shanghai).key).toBe('2026-03-09');
  });

  it('lasts 167 hours across the spring DST change (New York, 2026-03-08)', () => {
    const ny = learnerDayOf('America/New_York', 4);
    const w = learnerWeek(Date.parse('2026-03-06T17:00:00Z'), ny);
    expect(w.key).toBe('2026-03-02');
    expect(w.starts[0]).toBe(Date.parse('2026-03-02T09:00:00Z')); // 04:00 EST
    expect(w.starts[7]).toBe(Date.parse('2026-03-09T08:00:00Z')); // 04:00 EDT
    expect((w.starts[7] as number) - (w.starts[0] as number)).toBe(167 * HOUR);
  });

  it('follows the date line: one instant, different weeks on either side', () => {
    const at = Date.parse('2026-03-08T21:00:00Z');
    // Kiritimati (UTC+14): Monday 2026-03-09 11:00 local. Pago Pago (UTC-11): Sunday 10:00 local.
    expect(learnerWeek(at, learnerDayOf('Pacific/Kiritimati', 4)).key).toBe('2026-03-09');
    expect(learnerWeek(at, learnerDayOf('Pacific/Pago_Pago', 4)).key).toBe('2026-03-02');
    // Rollover at midnight: Monday 00:30 in Shanghai is already this week.
    expect(learnerWeek(Date.parse('2026-03-08T16:30:00Z'), learnerDayOf('Asia/Shanghai', 0)).key).toBe('2026-03-09');
    expect(learnerWeek(Date.parse('2026-03-08T16:30:00Z'), shanghai).key).toBe('2026-03-02');
  });
});

describe('orderTasks', () => {
  it('puts followed tasks first, keeping catalogue order inside each group', () => {
    const views = TASKS.map((t) => ({ ...t, cared: t.key === 'weekly-minutes' || t.key === 'daily-test' }));
    expect(orderTasks(views).map((t) => t.key)).toEqual([
      'daily-test',
      'weekly-minutes',
      'daily-new-words',
      'daily-clear-reviews',
      'daily-minutes',
      'weekly-new-words',
      'weekly-study-days',
    ]);
  });
});

describe('ledger refs and sources', () => {
  it('names each row kind and its reason code from its source', () => {
    expect(describeLedgerRow(pointsRef.group(3, 1), 'group', 'group')).toEqual({ kind: 'group', reason: 'group' });
    expect(describeLedgerRow(pointsRef.dailyTest('2026-03-09'), 'daily-test', 'daily-test')).toEqual({
      kind: 'daily-test',
      reason: 'daily-test',
    });
    expect(describeLedgerRow(pointsRef.task('daily-minutes', '2026-03-09'), 'task', 'task')).toEqual({
      kind: 'task',
      reason: 'task:daily-minutes',
    });
    expect(describeLedgerRow(pointsRef.spend('req-12345678'), 'hint', 'spend')).toEqual({ kind: 'spend', reason: 'hint' });
    expect(describeLedgerRow(battlePointsRef('r-1'), 'battle', 'battle')).toEqual({ kind: 'battle', reason: 'battle' });
  });

  it('falls back on the ref for rows stored without a source', () => {
    expect(describeLedgerRow(pointsRef.group(3, 1), 'group', 'other')).toEqual({ kind: 'group', reason: 'group' });
    expect(describeLedgerRow(pointsRef.dailyTest('2026-03-09'), 'x')).toEqual({ kind: 'daily-test', reason: 'daily-test' });
    expect(describeLedgerRow(pointsRef.task('daily-minutes', '2026-03-09'), 'task:daily-minutes')).toEqual({
      kind: 'task',
      reason: 'task:daily-minutes',
    });
    expect(describeLedgerRow(pointsRef.spend('req-12345678'), 'hint')).toEqual({ kind: 'spend', reason: 'hint' });
    expect(describeLedgerRow(battlePointsRef('r-1'), 'battle won')).toEqual({ kind: 'battle', reason: 'battle' });
    expect(describeLedgerRow(null, 'legacy bonus')).toEqual({ kind: 'other', reason: 'legacy bonus' });
    expect(describeLedgerRow(null, 'legacy bonus', 'other')).toEqual({ kind: 'other', reason: 'legacy bonus' });
  });

  it('caps repeatable sources per day; once-per-period sources have no cap', () => {
    expect(POINTS_SOURCES).toEqual(['group', 'daily-test', 'task', 'battle', 'spend']);
    expect(dailyCap('group')).toBe(POINTS_DAILY_CAPS.group);
    expect(dailyCap('group')).toBe(10);
    expect(dailyCap('battle')).toBe(10);
    expect(dailyCap('task')).toBeNull();
    expect(dailyCap('daily-test')).toBeNull();
    expect(dailyCap('spend')).toBeNull();
    expect(capSlot('group', '2026-03-09', 3)).toBe('group:2026-03-09:3');
  });
});
