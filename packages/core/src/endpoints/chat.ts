/**
 * Chat (packages/server/src/modules/chat): the socket ticket, sending, history, conversations,
 * contacts, read marks and the unread total. The socket `/ws/chat/` itself speaks frames
 * (schemas/chat.ts), not HTTP answers, and is not declared here.
 */
import {
  chatContactsSchema,
  chatTicketSchema,
  chatUnreadCountSchema,
  conversationListSchema,
  historyQuery,
  historySchema,
  readBody,
  readResultSchema,
  sendMessageBody,
  sentMessageSchema,
} from '../schemas/chat.js';
import type { Endpoint } from './define.js';

export const chatEndpoints = {
  ticket: {
    method: 'POST',
    path: '/api/chat/ticket',
    auth: true,
    summary: 'A single-use ticket (valid 30 s) to open the chat WebSocket /ws/chat/?ticket=…',
    response: chatTicketSchema,
  },
  send: {
    method: 'POST',
    path: '/api/chat/messages',
    auth: true,
    summary:
      'Send to a friend ({toUserId}) or a team ({teamId}): text, or a word/book share (kind, ref {id}); clientId makes resends idempotent',
    body: sendMessageBody,
    response: sentMessageSchema,
  },
  history: {
    method: 'GET',
    path: '/api/chat/messages',
    auth: true,
    summary: 'A page of a conversation, newest first (older pages with before=<id>)',
    query: historyQuery,
    response: historySchema,
  },
  conversations: {
    method: 'GET',
    path: '/api/chat/conversations',
    auth: true,
    summary: 'My conversations (friends and teams) with the last message and unread counts',
    response: conversationListSchema,
  },
  contacts: {
    method: 'GET',
    path: '/api/chat/contacts',
    auth: true,
    summary: 'Whom I can write to: my friends (blocks left out) and my teams',
    response: chatContactsSchema,
  },
  read: {
    method: 'POST',
    path: '/api/chat/read',
    auth: true,
    summary: 'Mark a conversation read up to lastReadId (moves forward only)',
    body: readBody,
    response: readResultSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/chat/unread-count',
    auth: true,
    summary: 'Unread messages over all my conversations',
    response: chatUnreadCountSchema,
  },
} as const satisfies Record<string, Endpoint>;
