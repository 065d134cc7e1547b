/**
 * The chat API: send (`POST /api/chat/messages`), history (`GET /api/chat/messages?withUserId=|teamId=`),
 * conversations, read marks, the unread total, and the socket `/ws/chat/?ticket=…` (ticket from
 * `POST /api/chat/ticket`, the scheme of realtime/tickets.ts) that pushes `message`, `read` and
 * `notice` frames. Design and fan-out: realtime/README.md and ./hub.ts.
 */
import {
  CHAT_TICKET_TTL_SECONDS,
  chatContactsSchema,
  chatTicketSchema,
  conversationListSchema,
  historyQuery,
  historySchema,
  readBody,
  readResultSchema,
  sendMessageBody,
  sentMessageSchema,
  chatUnreadCountSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
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

  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['chat'] };
  const auth = { preHandler: app.authenticate };

  r.post(
    '/api/chat/ticket',
    {
      schema: {
        ...secured,
        summary: 'A single-use ticket (valid 30 s) to open the chat WebSocket /ws/chat/?ticket=…',
        response: { 200: chatTicketSchema },
      },
      ...auth,
      config: { rateLimit: { max: app.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req) => tickets.issue(app.kv, requireActor(req).id),
  );

  r.post(
    '/api/chat/messages',
    {
      schema: {
        ...secured,
        summary:
          'Send to a friend ({toUserId}) or a team ({teamId}): text, or a word/book share (kind, ref {id}); clientId makes resends idempotent',
        body: sendMessageBody,
        response: { 200: sentMessageSchema },
      },
      ...auth,
    },
    async (req) => {
      const message = await sendMessage(app, req, requireActor(req).id, req.body);
      return { id: message.id, message };
    },
  );

  r.get(
    '/api/chat/messages',
    {
      schema: {
        ...secured,
        summary: 'A page of a conversation, newest first (older pages with before=<id>)',
        querystring: historyQuery,
        response: { 200: historySchema },
      },
      ...auth,
    },
    async (req) => history(app, requireActor(req).id, req.query),
  );

  r.get(
    '/api/chat/conversations',
    {
      schema: {
        ...secured,
        summary: 'My conversations (friends and teams) with the last message and unread counts',
        response: { 200: conversationListSchema },
      },
      ...auth,
    },
    async (req) => ({ items: await conversations(app, requireActor(req).id) }),
  );

  r.get(
    '/api/chat/contacts',
    {
      schema: {
        ...secured,
        summary: 'Whom I can write to: my friends (blocks left out) and my teams',
        response: { 200: chatContactsSchema },
      },
      ...auth,
    },
    async (req) => contacts(app, requireActor(req).id),
  );

  r.post(
    '/api/chat/read',
    {
      schema: {
        ...secured,
        summary: 'Mark a conversation read up to lastReadId (moves forward only)',
        body: readBody,
        response: { 200: readResultSchema },
      },
      ...auth,
    },
    async (req) => markRead(app, requireActor(req).id, req.body),
  );

  r.get(
    '/api/chat/unread-count',
    { schema: { ...secured, summary: 'Unread messages over all my conversations', response: { 200: chatUnreadCountSchema } }, ...auth },
    async (req) => ({ total: await unreadTotal(app, requireActor(req).id) }),
  );

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
