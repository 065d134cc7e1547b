/** System news: `GET /api/news` (list with read marks) and the spec's `GET /sysNews/getMessageById?id=`. */
import { newsIdQuery, newsItemSchema, newsListSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { listNews, openNews } from './service.js';

export default async function newsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['news'], security: [{ token: [] }] };
  // Authentication before validation: a caller without a token learns nothing about the body's shape.
  const auth = { onRequest: app.authenticate };

  r.get(
    '/api/news',
    {
      schema: { ...secured, summary: 'System news in my language, newest first, with read marks', response: { 200: newsListSchema } },
      ...auth,
    },
    async (req) => ({ items: await listNews(app.db, requireActor(req).id, req.lang) }),
  );

  r.get(
    '/sysNews/getMessageById',
    {
      schema: {
        ...secured,
        summary: 'One news item in my language (zh fallback); marks it read',
        querystring: newsIdQuery,
        response: { 200: newsItemSchema },
      },
      ...auth,
    },
    async (req) => openNews(app.db, requireActor(req).id, req.query.id, req.lang),
  );
}
