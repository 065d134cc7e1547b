/**
 * Battles over HTTP (packages/server/src/modules/battle): the socket ticket, friend invites, records
 * and history. The socket `/ws/battle/` itself speaks frames (schemas/battle.ts), not HTTP answers,
 * and is not declared here.
 */
import {
  battleHistorySchema,
  battleInviteBody,
  battleInviteSchema,
  battleRecordListSchema,
  battleTicketSchema,
} from '../schemas/battle.js';
import type { Endpoint } from './define.js';

export const battleEndpoints = {
  ticket: {
    method: 'POST',
    path: '/api/battle/ticket',
    auth: true,
    summary: 'A single-use ticket (valid 30 s) to open the battle WebSocket /ws/battle/?ticket=…',
    response: battleTicketSchema,
  },
  invite: {
    method: 'POST',
    path: '/api/battle/invites',
    auth: true,
    summary: 'Invite a friend: a code and a link to the room; both send `join {code}` on the socket',
    body: battleInviteBody,
    response: battleInviteSchema,
  },
  records: {
    method: 'GET',
    path: '/api/battle/records',
    auth: true,
    summary: 'Wins, losses, draws and rating per learning language',
    response: battleRecordListSchema,
  },
  history: {
    method: 'GET',
    path: '/api/battle/history',
    auth: true,
    summary: "The learner's battles, newest first",
    response: battleHistorySchema,
  },
} as const satisfies Record<string, Endpoint>;
