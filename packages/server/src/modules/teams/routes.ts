/**
 * Teams under /api/teams: create, mine (with invites to me), one team with the members' week and
 * the team goal, join by code, invite a friend, accept/refuse an invite, leave, remove a member
 * (owner), and the invite picker's friends. Declared in @qfl/core's endpoints/teams.ts.
 */
import { teamsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { assertMayPublish } from '../moderation/index.js';
import {
  acceptInvite,
  createTeam,
  invitableFriends,
  inviteFriend,
  joinByCode,
  leaveTeam,
  myTeams,
  refuseInvite,
  removeMember,
  teamDetail,
} from './service.js';

export default async function teamRoutes(app: FastifyInstance) {
  route(app, api.create, async (req) => {
    const actor = requireActor(req);
    assertMayPublish(req);
    return createTeam(app, actor.id, req.body);
  });

  route(app, api.mine, async (req) => myTeams(app.db, requireActor(req).id));

  route(app, api.join, async (req) => ({ team: await joinByCode(app.db, requireActor(req).id, req.body.code) }));

  route(app, api.acceptInvite, async (req) => ({ team: await acceptInvite(app.db, requireActor(req).id, req.params.id) }));

  route(app, api.refuseInvite, async (req) => {
    await refuseInvite(app.db, requireActor(req).id, req.params.id);
    return { ok: true as const };
  });

  route(app, api.detail, async (req) => teamDetail(app.db, requireActor(req), req.params.id));

  route(app, api.invitable, async (req) => invitableFriends(app.db, requireActor(req).id, req.params.id));

  route(app, api.invite, async (req) => inviteFriend(app.db, requireActor(req).id, req.params.id, req.body.userId));

  route(app, api.leave, async (req) => leaveTeam(app.db, requireActor(req).id, req.params.id));

  route(app, api.removeMember, async (req) => {
    await removeMember(app.db, requireActor(req).id, req.params.id, req.params.userId);
    return { ok: true as const };
  });
}
