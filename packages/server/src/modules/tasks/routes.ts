/**
 * Tasks at the spec's exact paths: `GET /task/list` (catalogue with follow flags), `GET
 * /task/getTask` (today's and this week's tasks with progress; credits what just completed),
 * `POST /task/saveCare` (follow or unfollow).
 */
import { saveCareBody, saveCareResultSchema, taskListSchema, todayTasksSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { listTasks, saveCare, settleTasks } from './service.js';

export default async function taskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['tasks'], security: [{ token: [] }] };

  r.get(
    '/task/list',
    {
      schema: { ...secured, summary: 'Every task, with whether the learner follows it', response: { 200: taskListSchema } },
      preHandler: app.authenticate,
    },
    async (req) => ({ items: await listTasks(app.db, requireActor(req).id) }),
  );

  r.get(
    '/task/getTask',
    {
      schema: {
        ...secured,
        summary:
          "Today's daily and this week's weekly tasks (learner day and week) with progress, followed first; credits newly completed tasks once",
        response: { 200: todayTasksSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const settled = await settleTasks(app.db, actor.id, actor.timeZone);
      return {
        day: settled.day,
        weekStart: settled.weekStart,
        rolloverHour: settled.rolloverHour,
        items: settled.items,
        credited: settled.credited.reduce((sum, c) => sum + c.points, 0),
      };
    },
  );

  r.post(
    '/task/saveCare',
    {
      schema: {
        ...secured,
        summary: 'Follow (care: true) or unfollow a task',
        body: saveCareBody,
        response: { 200: saveCareResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => saveCare(app.db, requireActor(req).id, req.body.taskKey, req.body.care),
  );
}
