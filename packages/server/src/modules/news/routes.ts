/**
 * System news: `GET /api/news` (list with read marks) and the spec's `GET /sysNews/getMessageById?id=`.
 * Declared in @qfl/core's endpoints/news.ts.
 */
import { newsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { listNews, openNews } from './service.js';

export default async function newsRoutes(app: FastifyInstance) {
  route(app, api.list, async (req) => ({ items: await listNews(app.db, requireActor(req).id, req.lang) }));

  route(app, api.item, async (req) => openNews(app.db, requireActor(req).id, req.query.id, req.lang));
}
