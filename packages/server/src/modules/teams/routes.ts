/**
 * Teams under /api/teams: create, mine (with invites to me), one team with the members' week and
 * the team goal, join by code, invite a friend, accept/refuse an invite, leave, remove a member
 * (owner), and the invite picker's friends.
 */
import {
  createTeamBody,
  invitableSchema,
  inviteTeamBody,
  joinTeamBody,
  myTeamsSchema,
  teamDetailSchema,
  teamDoneSchema,
  teamInviteResultSchema,
  teamJoinResultSchema,
  teamLeaveResultSchema,
  teamSummarySchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
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

const idParams = z.object({ id: z.coerce.number().int().positive() });

export default async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['teams'], security: [{ token: [] }] };
  const pre = { preHandler: app.authenticate };

  r.post(
    '/api/teams',
    {
      ...pre,
      schema: {
        ...secured,
        summary: 'Create a team (the caller owns it; a unique join code)',
        body: createTeamBody,
        response: { 200: teamSummarySchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      assertMayPublish(req);
      return createTeam(app, actor.id, req.body);
    },
  );

  r.get(
    '/api/teams/mine',
    { ...pre, schema: { ...secured, summary: 'My teams and the invites waiting for me', response: { 200: myTeamsSchema } } },
    async (req) => myTeams(app.db, requireActor(req).id),
  );

  r.post(
    '/api/teams/join',
    { ...pre, schema: { ...secured, summary: 'Join a team by its code', body: joinTeamBody, response: { 200: teamJoinResultSchema } } },
    async (req) => ({ team: await joinByCode(app.db, requireActor(req).id, req.body.code) }),
  );

  r.post(
    '/api/teams/invites/:id/accept',
    { ...pre, schema: { ...secured, summary: 'Accept an invite to a team', params: idParams, response: { 200: teamJoinResultSchema } } },
    async (req) => ({ team: await acceptInvite(app.db, requireActor(req).id, req.params.id) }),
  );

  r.post(
    '/api/teams/invites/:id/refuse',
    { ...pre, schema: { ...secured, summary: 'Refuse an invite to a team', params: idParams, response: { 200: teamDoneSchema } } },
    async (req) => {
      await refuseInvite(app.db, requireActor(req).id, req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/teams/:id',
    {
      ...pre,
      schema: {
        ...secured,
        summary: "A team (members only): members with this week's study and the weekly team goal",
        params: idParams,
        response: { 200: teamDetailSchema },
      },
    },
    async (req) => teamDetail(app.db, requireActor(req), req.params.id),
  );

  r.get(
    '/api/teams/:id/invitable',
    {
      ...pre,
      schema: { ...secured, summary: 'My friends who can be invited to the team', params: idParams, response: { 200: invitableSchema } },
    },
    async (req) => invitableFriends(app.db, requireActor(req).id, req.params.id),
  );

  r.post(
    '/api/teams/:id/invites',
    {
      ...pre,
      schema: {
        ...secured,
        summary: 'Invite a friend to the team (members only, friends only)',
        params: idParams,
        body: inviteTeamBody,
        response: { 200: teamInviteResultSchema },
      },
    },
    async (req) => inviteFriend(app.db, requireActor(req).id, req.params.id, req.body.userId),
  );

  r.post(
    '/api/teams/:id/leave',
    {
      ...pre,
      schema: {
        ...secured,
        summary: 'Leave a team (an owner hands it to the oldest member; the last member deletes it)',
        params: idParams,
        response: { 200: teamLeaveResultSchema },
      },
    },
    async (req) => leaveTeam(app.db, requireActor(req).id, req.params.id),
  );

  r.delete(
    '/api/teams/:id/members/:userId',
    {
      ...pre,
      schema: {
        ...secured,
        summary: 'Remove a member (owner only)',
        params: z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() }),
        response: { 200: teamDoneSchema },
      },
    },
    async (req) => {
      await removeMember(app.db, requireActor(req).id, req.params.id, req.params.userId);
      return { ok: true as const };
    },
  );
}
