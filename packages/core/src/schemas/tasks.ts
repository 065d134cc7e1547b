/**
 * Tasks: daily and weekly goals with points on completion (once per period). `GET /task/list`
 * (the catalogue with the learner's follow flag), `GET /task/getTask` (today's and this week's
 * tasks with progress, followed first), `POST /task/saveCare` (follow or unfollow one task).
 */
import { z } from 'zod';

export const TASK_PERIODS = ['daily', 'weekly'] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];
/**
 * What a task measures: words learned in study, minutes studied, study days, the daily test, and
 * today's reviews finished (see rules/tasks.ts for each definition).
 */
export const TASK_KINDS = ['new-words', 'clear-reviews', 'daily-test', 'minutes', 'study-days'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const taskDefinitionSchema = z.object({
  key: z.string(),
  period: z.enum(TASK_PERIODS),
  kind: z.enum(TASK_KINDS),
  /** Words, minutes or days; 1 for a yes/no task. */
  target: z.number().int().positive(),
  points: z.number().int().positive(),
});
export type TaskDefinition = z.infer<typeof taskDefinitionSchema>;

/** A task with the learner's follow flag (`cared`). */
export const taskViewSchema = taskDefinitionSchema.extend({ cared: z.boolean() });
export type TaskView = z.infer<typeof taskViewSchema>;
export const taskListSchema = z.object({ items: z.array(taskViewSchema) });
export type TaskList = z.infer<typeof taskListSchema>;

export const taskWithProgressSchema = taskViewSchema.extend({
  /** The period's key: the learner day, or the Monday of the learner week ('YYYY-MM-DD'). */
  periodKey: z.string(),
  /** 0…target; the target once the task's points were credited this period. */
  progress: z.number().int().nonnegative(),
  completed: z.boolean(),
  /** It cannot be done this period (today's reviews when nothing was due as the day began). */
  unavailable: z.boolean(),
});
export type TaskWithProgress = z.infer<typeof taskWithProgressSchema>;

export const todayTasksSchema = z.object({
  /** Today's learner day, and the Monday of this learner week ('YYYY-MM-DD'). */
  day: z.string(),
  weekStart: z.string(),
  /** The local hour at which the learner's days (and weeks, on Mondays) begin. */
  rolloverHour: z.number().int().min(0).max(23),
  items: z.array(taskWithProgressSchema),
  /** Points this request credited for tasks that just completed (0 almost always). */
  credited: z.number().int().nonnegative(),
});
export type TodayTasks = z.infer<typeof todayTasksSchema>;

export const saveCareBody = z.object({
  taskKey: z.string().trim().min(1).max(64),
  care: z.boolean(),
});
export type SaveCareBody = z.infer<typeof saveCareBody>;
export const saveCareResultSchema = z.object({ key: z.string(), cared: z.boolean() });
