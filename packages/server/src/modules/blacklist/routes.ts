/**
 * The blacklist at the spec's paths: `POST /black/addUserBlack {userId}`, `POST
 * /black/removeUserBlack {userId}`, `GET /black/getPage?page=&size=`, `GET /black/getUserBlack`.
 * Declared in @qfl/core's endpoints/blacklist.ts; what a block does to other modules comes from
 * the app (modules/index.ts).
 */
import { blacklistEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { type BlacklistHooks, blackPage, block, blockedIds, unblock } from './service.js';

export function blacklistRoutes(hooks: BlacklistHooks = {}) {
  return async function routes(app: FastifyInstance) {
    route(app, api.block, async (req) => {
      await block(app.db, requireActor(req).id, req.body.userId, hooks);
      return { userId: req.body.userId, blocked: true };
    });

    route(app, api.unblock, async (req) => {
      await unblock(app.db, requireActor(req).id, req.body.userId);
      return { userId: req.body.userId, blocked: false };
    });

    route(app, api.page, async (req) => blackPage(app.db, requireActor(req).id, req.query.page, req.query.size));

    route(app, api.ids, async (req) => ({ userIds: await blockedIds(app.db, requireActor(req).id) }));
  };
}
