/**
 * The friends API under /api/friends, plus user cards (`GET /api/users/:id/card`). All need a token;
 * every path that lets one user reach another checks the blacklist (policy.ts).
 */
import {
  byCodeParams,
  cardParams,
  friendListSchema,
  friendPrivacyBody,
  friendPrivacySchema,
  friendRequestBody,
  friendRequestListSchema,
  friendRequestResultSchema,
  friendSearchBody,
  friendSearchResultSchema,
  okSchema,
  publicUserSchema,
  requestIdParams,
  shareCodeResultSchema,
  userCardSchema,
  userIdParams,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['friends'], security: [{ token: [] }] };
  // Authentication before validation: a caller without a token learns nothing about the body's shape.
  const auth = { onRequest: app.authenticate };

  r.get(
    '/api/friends',
    { schema: { ...secured, summary: "My friends with streak and today's study", response: { 200: friendListSchema } }, ...auth },
    async (req) => listFriends(app.db, requireActor(req).id),
  );

  r.post(
    '/api/friends/search',
    {
      schema: {
        ...secured,
        summary: 'Exact phone search: a user only if they allow it; never says whether the phone exists',
        body: friendSearchBody,
        response: { 200: friendSearchResultSchema },
      },
      ...auth,
    },
    async (req) => searchByPhone(app.db, app.kv, requireActor(req).id, req.body.phone),
  );

  r.get(
    '/api/friends/code',
    { schema: { ...secured, summary: 'My share code (created on first ask)', response: { 200: shareCodeResultSchema } }, ...auth },
    async (req) => shareCodeOf(app.db, requireActor(req).id),
  );

  r.get(
    '/api/friends/by-code/:code',
    {
      schema: { ...secured, summary: 'The user with this share code', params: byCodeParams, response: { 200: publicUserSchema } },
      ...auth,
    },
    async (req) => byShareCode(app.db, requireActor(req).id, req.params.code),
  );

  r.put(
    '/api/friends/privacy',
    {
      schema: {
        ...secured,
        summary: 'Allow or forbid others to find me by my exact phone number',
        body: friendPrivacyBody,
        response: { 200: friendPrivacySchema },
      },
      ...auth,
    },
    async (req) => {
      await friendsRepo.setFindable(app.db, requireActor(req).id, req.body.findableByPhone);
      return { findableByPhone: req.body.findableByPhone };
    },
  );

  r.get(
    '/api/friends/requests',
    { schema: { ...secured, summary: 'Pending requests to me and from me', response: { 200: friendRequestListSchema } }, ...auth },
    async (req) => listRequests(app.db, requireActor(req).id),
  );

  r.post(
    '/api/friends/requests',
    {
      schema: {
        ...secured,
        summary: 'Ask a user to be friends (a waiting request from them is accepted instead)',
        body: friendRequestBody,
        response: { 200: friendRequestResultSchema },
      },
      ...auth,
    },
    async (req) => {
      const message = req.body.message?.trim() || null;
      if (message) {
        assertMayPublish(req);
        moderateText(app, [message]);
      }
      return sendRequest(app.db, app.kv, requireActor(req).id, req.body.userId, message);
    },
  );

  r.post(
    '/api/friends/requests/:id/accept',
    { schema: { ...secured, summary: 'Accept a request to me', params: requestIdParams, response: { 200: okSchema } }, ...auth },
    async (req) => {
      await acceptRequest(app.db, requireActor(req).id, req.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/friends/requests/:id/refuse',
    { schema: { ...secured, summary: 'Refuse a request to me', params: requestIdParams, response: { 200: okSchema } }, ...auth },
    async (req) => {
      await refuseRequest(app.db, requireActor(req).id, req.params.id);
      return { ok: true as const };
    },
  );

  r.delete(
    '/api/friends/:userId',
    { schema: { ...secured, summary: 'Remove a friend (both directions)', params: userIdParams, response: { 200: okSchema } }, ...auth },
    async (req) => {
      await removeFriend(app.db, requireActor(req).id, req.params.userId);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/users/:id/card',
    {
      schema: {
        ...secured,
        summary: "A user's public card with friend and block state",
        params: cardParams,
        response: { 200: userCardSchema },
      },
      ...auth,
    },
    async (req) => userCard(app.db, requireActor(req).id, req.params.id),
  );
}
