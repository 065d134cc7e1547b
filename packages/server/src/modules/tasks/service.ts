/**
 * Tasks: progress of every catalogue task in the current local day and week, and credits. A
 * completed task pays its points once per period as a ledger row with ref
 * `task:<key>:<periodKey>`: the unique index on (user, ref) makes two settles at once (two tabs,
 * an answer and a page load) credit it once. `settleTasks` joins the caller's transaction, so the
 * study loop calls it after each answer and the credit commits with the answer.
 */
import {
  dayKey,
  findTask,
  orderTasks,
  pointsRef,
  startOfDay,
  startOfNextDay,
  TASKS,
  type TaskStats,
  type TaskView,
  type TaskWithProgress,
  taskProgress,
  weekDayStarts,
} from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { pointsRepo } from '../points/repo.js';
import { tasksRepo } from './repo.js';

export interface SettledTasks {
  /** Today in the learner's zone and the Monday of this week ('YYYY-MM-DD'). */
  day: string;
  weekStart: string;
  /** Every task with progress, followed first. */
  items: TaskWithProgress[];
  /** Tasks this call credited (each once per period, ever). */
  credited: { key: string; points: number }[];
}

/** Today's and this week's stats, as the pure progress rule reads them. */
async function periodStats(db: Executor, userId: number, timeZone: string, now: number) {
  const weekDays = weekDayStarts(now, timeZone);
  const today = dayKey(now, timeZone);
  const activity = await tasksRepo.activity(db, userId, {
    weekDays,
    dayStart: startOfDay(now, timeZone),
    dayEnd: startOfNextDay(now, timeZone),
  });
  const dueNow = await tasksRepo.dueNow(db, userId, now);
  const dailyTestPassed = await tasksRepo.dailyTestPassed(db, userId, today);
  const { answers, listeningMs, ...day } = activity.day;
  // A day with answers or with listening in the turbo player is a study day.
  const daily: TaskStats = { ...day, studyDays: answers > 0 || listeningMs > 0 ? 1 : 0, dueNow, dailyTestPassed };
  const weekly: TaskStats = { ...activity.week, dueNow, dailyTestPassed };
  return { day: today, weekStart: dayKey(weekDays[0] as number, timeZone), stats: { daily, weekly } };
}

/** Evaluates every task now and credits the newly completed ones, inside the caller's transaction. */
export async function settleTasks(db: Executor, userId: number, timeZone: string, now = Date.now()): Promise<SettledTasks> {
  return inTransaction(db, async (trx) => {
    const { day, weekStart, stats } = await periodStats(trx, userId, timeZone, now);
    const periodKey = (period: 'daily' | 'weekly') => (period === 'daily' ? day : weekStart);
    const refs = TASKS.map((t) => pointsRef.task(t.key, periodKey(t.period)));
    const paid = await pointsRepo.existingRefs(trx, userId, refs);
    const cares = await tasksRepo.cares(trx, userId);
    const items: TaskWithProgress[] = [];
    const credited: SettledTasks['credited'] = [];
    for (const task of TASKS) {
      const ref = pointsRef.task(task.key, periodKey(task.period));
      const { progress, completed } = taskProgress(task, stats[task.period]);
      let done = paid.has(ref);
      if (completed && !done) {
        const row = await pointsRepo.insertOnce(trx, {
          user_id: userId,
          amount: task.points,
          reason: `task:${task.key}`,
          ref,
          created_at: now,
        });
        if (row) credited.push({ key: task.key, points: task.points });
        done = true;
      }
      // Once paid, a task stays done for its period (e.g. reviews that fall due again later today).
      items.push({
        ...task,
        cared: cares.has(task.key),
        periodKey: periodKey(task.period),
        progress: done ? task.target : progress,
        completed: done,
      });
    }
    return { day, weekStart, items: orderTasks(items), credited };
  });
}

/** The catalogue with the learner's follow flags, in catalogue order. */
export async function listTasks(db: Executor, userId: number): Promise<TaskView[]> {
  const cares = await tasksRepo.cares(db, userId);
  return TASKS.map((t) => ({ ...t, cared: cares.has(t.key) }));
}

/** Follows or unfollows one task; an unknown key is `task.notFound`. */
export async function saveCare(db: Executor, userId: number, taskKey: string, care: boolean, now = Date.now()) {
  const task = findTask(taskKey);
  if (!task) throw new AppError('task.notFound', 404);
  if (care) await tasksRepo.care(db, userId, task.key, now);
  else await tasksRepo.uncare(db, userId, task.key);
  return { key: task.key, cared: care };
}
