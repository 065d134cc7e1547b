/**
 * The battle API: tickets, invites, records and history over HTTP, and the WebSocket
 * `/ws/battle/?ticket=…`. A missing, expired or used ticket refuses the upgrade with 401 (the
 * envelope with `battle.ticketInvalid`); frames larger than BATTLE_MAX_FRAME_BYTES close the
 * socket (ws `maxPayload` of the app's one WebSocket server, close code 1009). The hub (one per process) is created here and closed
 * before the server stops, so running battles end with `server-restart`.
 */
import {
  BATTLE_LEVEL_SPAN,
  battleHistorySchema,
  battleInviteBody,
  battleInviteSchema,
  battleRecordListSchema,
  battleTicketSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { requireActor } from '../../http/context.js';
import { RedisKv } from '../../kv/redis-kv.js';
import { RoomRegistry } from '../../realtime/registry.js';
import { BattleHub } from './hub.js';
import { INVITE_TTL_SECONDS, createInvite } from './invites.js';
import { assertMayInviteFriend } from '../friends/policy.js';
import { notify } from '../notifications/notify.js';
import { MemoryMatchmaker, RedisMatchmaker } from './matchmaker.js';
import { battleHistory, battleRecords } from './service.js';
import { issueTicket, redeemTicket } from './tickets.js';

/** The hub of an app by its HTTP server (the routes live in an encapsulated scope). */
const hubs = new WeakMap<object, BattleHub>();
export const battleHubOf = (app: FastifyInstance): BattleHub | undefined => hubs.get(app.server);

export default async function battleRoutes(app: FastifyInstance) {
  const cfg = app.config;
  const bus = app.realtime.bus;
  const registry = new RoomRegistry(app.kv, { scope: 'battle', heartbeatTtlSeconds: cfg.BATTLE_OWNER_TTL_SECONDS, roomTtlSeconds: 3600 });
  const matchmaker =
    app.kv instanceof RedisKv
      ? new RedisMatchmaker(app.kv.redis, cfg.REDIS_PREFIX, BATTLE_LEVEL_SPAN, cfg.BATTLE_BOT_AFTER_MS + 5_000, INVITE_TTL_SECONDS * 1000)
      : new MemoryMatchmaker();
  const hub = new BattleHub(app, bus, registry, matchmaker);
  // Subscribing and the first heartbeat wait for Redis: at ready, outside the plugin timeout.
  app.addHook('onReady', async () => hub.start());
  hubs.set(app.server, hub);

  // Battles end cleanly (result `server-restart`) before the sockets close (realtime/websocket.ts
  // registers the one WebSocket server, with the battle's BATTLE_MAX_FRAME_BYTES as maxPayload).
  app.realtime.beforeClose(() => hub.close());

  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['battle'] };
  const auth = { preHandler: app.authenticate };
  // Tickets and invites are written to the Kv: the per-IP limit of rate-limited routes applies.
  const limited = { config: { rateLimit: { max: cfg.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } };

  r.post(
    '/api/battle/ticket',
    {
      schema: {
        ...secured,
        summary: 'A single-use ticket (valid 30 s) to open the battle WebSocket /ws/battle/?ticket=…',
        response: { 200: battleTicketSchema },
      },
      ...auth,
      ...limited,
    },
    async (req) => issueTicket(app.kv, requireActor(req).id),
  );

  r.post(
    '/api/battle/invites',
    {
      schema: {
        ...secured,
        summary: 'Invite a friend: a code and a link to the room; both send `join {code}` on the socket',
        body: battleInviteBody,
        response: { 200: battleInviteSchema },
      },
      ...auth,
      ...limited,
    },
    async (req) => {
      const hostId = requireActor(req).id;
      const to = req.body.toUserId;
      if (to !== undefined) await assertMayInviteFriend(app.db, hostId, to);
      const invite = await createInvite(app.kv, hostId, req.body.lang, req.body.level);
      if (to !== undefined) {
        const payload = { code: invite.code, lang: req.body.lang, level: req.body.level, expiresAt: invite.expiresAt };
        await notify(app.db, { userId: to, kind: 'battle_invite', actorId: hostId, refId: invite.code, payload });
      }
      return invite;
    },
  );

  r.get(
    '/api/battle/records',
    {
      schema: { ...secured, summary: 'Wins, losses, draws and rating per learning language', response: { 200: battleRecordListSchema } },
      ...auth,
    },
    async (req) => ({ items: await battleRecords(app.db, requireActor(req).id) }),
  );

  r.get(
    '/api/battle/history',
    { schema: { ...secured, summary: "The learner's battles, newest first", response: { 200: battleHistorySchema } }, ...auth },
    async (req) => ({ items: await battleHistory(app.db, requireActor(req).id) }),
  );

  r.get(
    '/ws/battle/',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(100).optional() }) },
      preValidation: async (req) => {
        const userId = await redeemTicket(app.kv, (req.query as { ticket?: string }).ticket);
        if (userId === null) throw new AppError('battle.ticketInvalid', 401);
        req.userId = userId;
      },
    },
    (socket, req) => {
      // The battle keeps its own liveness (rejoin window, pings); Node's idle-socket timeout does not apply.
      req.socket.setTimeout(0);
      hub.connect(socket, req.userId as number, req.lang);
    },
  );
}
