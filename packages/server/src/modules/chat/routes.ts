/**
 * The chat API: send (`POST /api/chat/messages`), history (`GET /api/chat/messages?withUserId=|teamId=`),
 * conversations, read marks, the unread total, and the socket `/ws/chat/?ticket=…` (ticket from
 * `POST /api/chat/ticket`, the scheme of realtime/tickets.ts) that pushes `message`, `read` and
 * `notice` frames. Design and fan-out: realtime/README.md and ./hub.ts. The HTTP endpoints are
 * declared in @qfl/core's endpoints/chat.ts.
 */
import { chatEndpoints as api, CHAT_TICKET_TTL_SECONDS } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { ticketStore } from '../../realtime/tickets.js';
import { ChatHub } from './hub.js';
import { contacts, conversations, history, markRead, sendMessage, unreadTotal } from './service.js';

const tickets = ticketStore('chat', CHAT_TICKET_TTL_SECONDS);

/** The hub of an app by its HTTP server (tests and benchmarks read its counts). */
const hubs = new WeakMap<object, ChatHub>();
export const chatHubOf = (app: FastifyInstance): ChatHub | undefined => hubs.get(app.server);

export default async function chatRoutes(app: FastifyInstance) {
  const hub = new ChatHub(app.realtime.bus, app.log);
  hubs.set(app.server, hub);
  app.addHook('onReady', async () => hub.start());
  app.realtime.beforeClose(() => hub.close());

  route(app, api.ticket, async (req) => tickets.issue(app.kv, requireActor(req).id), {
    config: { rateLimit: { max: app.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
  });

  route(app, api.send, async (req) => {
    const message = await sendMessage(app, req, requireActor(req).id, req.body);
    return { id: message.id, message };
  });

  route(app, api.history, async (req) => history(app, requireActor(req).id, req.query));

  route(app, api.conversations, async (req) => ({ items: await conversations(app, requireActor(req).id) }));

  route(app, api.contacts, async (req) => contacts(app, requireActor(req).id));

  route(app, api.read, async (req) => markRead(app, requireActor(req).id, req.body));

  route(app, api.unreadCount, async (req) => ({ total: await unreadTotal(app, requireActor(req).id) }));

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/ws/chat/',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ ticket: z.string().max(100).optional() }) },
      preValidation: async (req) => {
        const userId = await tickets.redeem(app.kv, (req.query as { ticket?: string }).ticket);
        if (userId === null) throw new AppError('chat.ticketInvalid', 401);
        req.userId = userId;
      },
    },
    (socket, req) => {
      // Chat sockets stay open while idle; the hub's pings find dead ones.
      req.socket.setTimeout(0);
      hub.connect(socket, req.userId as number, req.lang).catch(() => undefined);
    },
  );
}
