/**
 * The friends API under /api/friends, plus user cards (`GET /api/users/:id/card`). All need a token;
 * every path that lets one user reach another checks the blacklist (policy.ts). Declared in
 * @qfl/core's endpoints/friends.ts.
 */
import { friendsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { assertMayPublish, moderateText } from '../moderation/index.js';
import { friendsRepo } from './repo.js';
import {
  acceptRequest,
  byShareCode,
  listFriends,
  listRequests,
  refuseRequest,
  removeFriend,
  searchByPhone,
  sendRequest,
  userCard,
} from './service.js';
import { shareCodeOf } from './share-code.js';

export default async function friendsRoutes(app: FastifyInstance) {
  route(app, api.list, async (req) => listFriends(app.db, requireActor(req).id));

  route(app, api.search, async (req) => searchByPhone(app.db, app.kv, requireActor(req).id, req.body.phone));

  route(app, api.code, async (req) => shareCodeOf(app.db, requireActor(req).id));

  route(app, api.byCode, async (req) => byShareCode(app.db, requireActor(req).id, req.params.code));

  route(app, api.privacy, async (req) => {
    await friendsRepo.setFindable(app.db, requireActor(req).id, req.body.findableByPhone);
    return { findableByPhone: req.body.findableByPhone };
  });

  route(app, api.requests, async (req) => listRequests(app.db, requireActor(req).id));

  route(app, api.request, async (req) => {
    const message = req.body.message?.trim() || null;
    if (message) {
      assertMayPublish(req);
      moderateText(app, [message]);
    }
    return sendRequest(app.db, app.kv, requireActor(req).id, req.body.userId, message);
  });

  route(app, api.accept, async (req) => {
    await acceptRequest(app.db, requireActor(req).id, req.params.id);
    return { ok: true as const };
  });

  route(app, api.refuse, async (req) => {
    await refuseRequest(app.db, requireActor(req).id, req.params.id);
    return { ok: true as const };
  });

  route(app, api.remove, async (req) => {
    await removeFriend(app.db, requireActor(req).id, req.params.userId);
    return { ok: true as const };
  });

  route(app, api.card, async (req) => userCard(app.db, requireActor(req).id, req.params.id));
}
