/**
 * The battle API: tickets, invites, records and history over HTTP, and the WebSocket
 * `/ws/battle/?ticket=…`. A missing, expired or used ticket refuses the upgrade with 401 (the
 * envelope with `battle.ticketInvalid`); frames larger than BATTLE_MAX_FRAME_BYTES close the
 * socket (ws `maxPayload` of the app's one WebSocket server, close code 1009). The hub (one per process) is created here and closed
 * before the server stops, so running battles end with `server-restart`. The HTTP endpoints are
 * declared in @qfl/core's endpoints/battle.ts.
 */
import { battleEndpoints as api, BATTLE_LEVEL_SPAN } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { RedisKv } from '../../kv/redis-kv.js';
import { RoomRegistry } from '../../realtime/registry.js';
import { BattleHub } from './hub.js';
import { INVITE_TTL_SECONDS, inviteToBattle } from './invites.js';
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

  // Tickets and invites are written to the Kv: the per-IP limit of rate-limited routes applies.
  const limited = { config: { rateLimit: { max: cfg.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } };

  route(app, api.ticket, async (req) => issueTicket(app.kv, requireActor(req).id), limited);

  route(app, api.invite, async (req) => inviteToBattle(app.db, app.kv, requireActor(req).id, req.body), limited);

  route(app, api.records, async (req) => ({ items: await battleRecords(app.db, requireActor(req).id) }));

  route(app, api.history, async (req) => ({ items: await battleHistory(app.db, requireActor(req).id) }));

  const r = app.withTypeProvider<ZodTypeProvider>();
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
      hub.connect(socket, req.socket, req.userId as number, req.lang);
    },
  );
}
