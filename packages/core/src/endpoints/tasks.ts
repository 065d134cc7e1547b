/**
 * Tasks at the spec's exact paths: the catalogue with follow flags, today's and this week's tasks
 * with progress (reading them credits what just completed), and following a task.
 */
import { saveCareBody, saveCareResultSchema, taskListSchema, todayTasksSchema } from '../schemas/tasks.js';
import type { Endpoint } from './define.js';

export const tasksEndpoints = {
  list: {
    method: 'GET',
    path: '/task/list',
    auth: true,
    summary: 'Every task, with whether the learner follows it',
    response: taskListSchema,
  },
  today: {
    method: 'GET',
    path: '/task/getTask',
    auth: true,
    summary:
      "Today's daily and this week's weekly tasks (learner day and week) with progress, followed first; credits newly completed tasks once",
    response: todayTasksSchema,
  },
  saveCare: {
    method: 'POST',
    path: '/task/saveCare',
    auth: true,
    summary: 'Follow (care: true) or unfollow a task',
    body: saveCareBody,
    response: saveCareResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
