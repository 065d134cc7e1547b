/**
 * Tasks: progress of every catalogue task in the current learner day and learner week (the
 * learner's time zone and rollover hour), and credits. A completed task pays its points once per
 * period as a ledger row of source `task` with ref `task:<key>:<periodKey>`: the unique index on
 * (user, ref) makes two settles at once (two tabs, an answer and a page load) credit it once.
 * `settleTasks` joins the caller's transaction, so an answer's credit commits with the answer.
 * A single tap (a look-up or a mark while reading) does not settle tasks: it pays nothing.
 */
import {
  findTask,
  isStudyDay,
  type LearnerDay,
  learnerDayKey,
  learnerWeek,
  orderTasks,
  pointsRef,
  startOfLearnerDay,
  TASKS,
  type TaskStats,
  type TaskView,
  type TaskWithProgress,
  taskProgress,
  taskUnavailable,
} from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { pointsRepo } from '../points/repo.js';
import { creditPoints } from '../points/service.js';
import { tasksRepo } from './repo.js';

export interface SettledTasks {
  /** Today's learner day and the Monday of this learner week ('YYYY-MM-DD'). */
  day: string;
  weekStart: string;
  /** The local hour at which the learner's days begin. */
  rolloverHour: number;
  /** Every task with progress, followed first. */
  items: TaskWithProgress[];
  /** Tasks this call credited (each once per period, ever). */
  credited: { key: string; points: number }[];
}

/** Today's and this week's stats, as the pure progress rule reads them. */
export async function periodStats(db: Executor, userId: number, learnerDay: LearnerDay, now: number) {
  const week = learnerWeek(now, learnerDay);
  const dayStart = startOfLearnerDay(now, learnerDay);
  const today = learnerDayKey(now, learnerDay);
  const todayIndex = week.starts.indexOf(dayStart);
  const activity = await tasksRepo.activity(db, userId, week.starts);
  const learned = await tasksRepo.learned(db, userId, week.starts[0] as number, week.starts[7] as number, dayStart);
  const dueNow = await tasksRepo.dueNow(db, userId, now);
  const { dueAtStart, tapOnly } = await tasksRepo.dueAtStart(db, userId, dayStart);
  const dailyTestPassed = await tasksRepo.dailyTestPassed(db, userId, today);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const dayReviews = activity.reviews[todayIndex] ?? 0;
  const dayMs = activity.studyMs[todayIndex] ?? 0;
  const shared = { dueNow, dueAtStart, tapOnly, dailyTestPassed };
  const daily: TaskStats = {
    newWords: learned.today,
    studyMs: dayMs,
    reviews: dayReviews,
    studyDays: isStudyDay(dayReviews, dayMs) ? 1 : 0,
    ...shared,
  };
  const weekly: TaskStats = {
    newWords: learned.period,
    studyMs: sum(activity.studyMs),
    reviews: sum(activity.reviews),
    studyDays: activity.reviews.filter((r, i) => isStudyDay(r, activity.studyMs[i] ?? 0)).length,
    ...shared,
  };
  return { day: today, weekStart: week.key, stats: { daily, weekly } };
}

/** Evaluates every task now and credits the newly completed ones, inside the caller's transaction. */
export async function settleTasks(db: Executor, userId: number, timeZone: string, now = Date.now()): Promise<SettledTasks> {
  return inTransaction(db, async (trx) => {
    const learnerDay = await pointsRepo.learnerDay(trx, userId, timeZone);
    const { day, weekStart, stats } = await periodStats(trx, userId, learnerDay, now);
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
        const points = await creditPoints(trx, userId, { source: 'task', amount: task.points, ref }, now, learnerDay);
        if (points > 0) credited.push({ key: task.key, points });
        done = true;
      }
      // Once paid, a task stays done for its period (e.g. reviews that fall due again later today).
      items.push({
        ...task,
        cared: cares.has(task.key),
        periodKey: periodKey(task.period),
        progress: done ? task.target : progress,
        completed: done,
        unavailable: !done && taskUnavailable(task, stats[task.period]),
      });
    }
    return { day, weekStart, rolloverHour: learnerDay.rolloverHour, items: orderTasks(items), credited };
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
