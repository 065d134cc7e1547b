/**
 * Tasks at the spec's exact paths: `GET /task/list` (catalogue with follow flags), `GET
 * /task/getTask` (today's and this week's tasks with progress; credits what just completed),
 * `POST /task/saveCare` (follow or unfollow). Declared in @qfl/core's endpoints/tasks.ts.
 */
import { tasksEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { listTasks, saveCare, settleTasks } from './service.js';

export default async function taskRoutes(app: FastifyInstance) {
  const tags = { tags: ['tasks'] };

  route(app, api.list, async (req) => ({ items: await listTasks(app.db, requireActor(req).id) }), tags);

  route(
    app,
    api.today,
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
    tags,
  );

  route(app, api.saveCare, async (req) => saveCare(app.db, requireActor(req).id, req.body.taskKey, req.body.care), tags);
}
