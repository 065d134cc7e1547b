/**
 * The blacklist at the spec's paths: `POST /black/addUserBlack {userId}`, `POST
 * /black/removeUserBlack {userId}`, `GET /black/getPage?page=&size=`, `GET /black/getUserBlack`.
 */
import { blackChangedSchema, blackPageQuery, blackPageSchema, blackUserBody, blackUserIdsSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { blackPage, block, blockedIds, unblock } from './service.js';

export default async function blacklistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['blacklist'], security: [{ token: [] }] };
  // Authentication before validation: a caller without a token learns nothing about the body's shape.
  const auth = { onRequest: app.authenticate };

  r.post(
    '/black/addUserBlack',
    {
      schema: {
        ...secured,
        summary: 'Block a user: ends the friendship and pending requests; no contact either way',
        body: blackUserBody,
        response: { 200: blackChangedSchema },
      },
      ...auth,
    },
    async (req) => {
      await block(app.db, requireActor(req).id, req.body.userId);
      return { userId: req.body.userId, blocked: true };
    },
  );

  r.post(
    '/black/removeUserBlack',
    { schema: { ...secured, summary: 'Unblock a user', body: blackUserBody, response: { 200: blackChangedSchema } }, ...auth },
    async (req) => {
      await unblock(app.db, requireActor(req).id, req.body.userId);
      return { userId: req.body.userId, blocked: false };
    },
  );

  r.get(
    '/black/getPage',
    {
      schema: {
        ...secured,
        summary: 'The users I blocked, newest first, paged',
        querystring: blackPageQuery,
        response: { 200: blackPageSchema },
      },
      ...auth,
    },
    async (req) => blackPage(app.db, requireActor(req).id, req.query.page, req.query.size),
  );

  r.get(
    '/black/getUserBlack',
    { schema: { ...secured, summary: 'The ids of the users I blocked', response: { 200: blackUserIdsSchema } }, ...auth },
    async (req) => ({ userIds: await blockedIds(app.db, requireActor(req).id) }),
  );
}
