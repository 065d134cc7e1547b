/** The info tab's notices: `GET /api/notifications`, `GET /api/notifications/unread-count`, `POST /api/notifications/read`. */
import { markReadBody, markReadResultSchema, noticeListQuery, noticeListSchema, unreadCountSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { markRead, noticePage, unreadCount } from './service.js';

export default async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['notifications'], security: [{ token: [] }] };
  // Authentication before validation: a caller without a token learns nothing about the body's shape.
  const auth = { onRequest: app.authenticate };

  r.get(
    '/api/notifications',
    {
      schema: {
        ...secured,
        summary: 'My notices, newest first (page with ?before=<id>)',
        querystring: noticeListQuery,
        response: { 200: noticeListSchema },
      },
      ...auth,
    },
    async (req) => noticePage(app.db, requireActor(req).id, req.query.before, req.query.limit),
  );

  r.get(
    '/api/notifications/unread-count',
    { schema: { ...secured, summary: 'Unread notices and system news', response: { 200: unreadCountSchema } }, ...auth },
    async (req) => unreadCount(app.db, requireActor(req).id),
  );

  r.post(
    '/api/notifications/read',
    {
      schema: {
        ...secured,
        summary: 'Mark notices read: {ids} or {all: true} (all also marks news)',
        body: markReadBody,
        response: { 200: markReadResultSchema },
      },
      ...auth,
    },
    async (req) => ({ marked: await markRead(app.db, requireActor(req).id, req.body) }),
  );
}
