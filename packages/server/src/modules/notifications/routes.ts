/**
 * The info tab's notices: `GET /api/notifications`, `GET /api/notifications/unread-count`, `POST
 * /api/notifications/read`. Declared in @qfl/core's endpoints/notifications.ts.
 */
import { notificationsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { markRead, noticePage, unreadCount } from './service.js';

export default async function notificationRoutes(app: FastifyInstance) {
  route(app, api.list, async (req) => noticePage(app.db, requireActor(req).id, req.query.before, req.query.limit));

  route(app, api.unreadCount, async (req) => unreadCount(app.db, requireActor(req).id));

  route(app, api.read, async (req) => ({ marked: await markRead(app.db, requireActor(req).id, req.body) }));
}
