import { describe, expect, it } from 'vitest';
import { taskDefinitionSchema } from '../schemas/tasks.js';
import { battlePointsRef, describeLedgerRow, pointsRef } from './points-ref.js';
import { findTask, orderTasks, type TaskStats, TASKS, taskProgress } from './tasks.js';

const none: TaskStats = { newWords: 0, studyMs: 0, reviews: 0, studyDays: 0, dueNow: 0, dailyTestPassed: false };
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

  it('clears reviews only when nothing is due and something was reviewed today', () => {
    const t = task('daily-clear-reviews');
    expect(taskProgress(t, none).completed).toBe(false);
    expect(taskProgress(t, { ...none, newWords: 5, studyDays: 1 }).completed).toBe(false);
    expect(taskProgress(t, { ...none, reviews: 3, dueNow: 2 }).completed).toBe(false);
    expect(taskProgress(t, { ...none, reviews: 3, dueNow: 0 })).toEqual({ progress: 1, completed: true });
  });

  it('passes with the daily test and counts study days', () => {
    expect(taskProgress(task('daily-test'), { ...none, dailyTestPassed: true })).toEqual({ progress: 1, completed: true });
    expect(taskProgress(task('daily-test'), { ...none, reviews: 40 }).completed).toBe(false);
    expect(taskProgress(task('weekly-study-days'), { ...none, studyDays: 4 })).toEqual({ progress: 4, completed: false });
    expect(taskProgress(task('weekly-study-days'), { ...none, studyDays: 5 })).toEqual({ progress: 5, completed: true });
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

describe('ledger refs', () => {
  it('names each row kind and its reason code', () => {
    expect(describeLedgerRow(pointsRef.group(3, 1), 'group')).toEqual({ kind: 'group', reason: 'group' });
    expect(describeLedgerRow(pointsRef.dailyTest('2026-03-09'), 'x')).toEqual({ kind: 'daily-test', reason: 'daily-test' });
    expect(describeLedgerRow(pointsRef.task('daily-minutes', '2026-03-09'), 'task')).toEqual({
      kind: 'task',
      reason: 'task:daily-minutes',
    });
    expect(describeLedgerRow(pointsRef.spend('req-12345678'), 'hint')).toEqual({ kind: 'spend', reason: 'hint' });
    expect(describeLedgerRow(battlePointsRef('r-1'), 'battle won')).toEqual({ kind: 'battle', reason: 'battle' });
    expect(describeLedgerRow(null, 'legacy bonus')).toEqual({ kind: 'other', reason: 'legacy bonus' });
  });
});
