/** Battle socket tickets (`POST /api/battle/ticket`): the shared scheme of realtime/tickets.ts. */
import { BATTLE_TICKET_TTL_SECONDS } from '@qfl/core';
import type { Kv } from '../../kv/kv.js';
import { ticketStore } from '../../realtime/tickets.js';

const store = ticketStore('battle', BATTLE_TICKET_TTL_SECONDS);

export const issueTicket = (kv: Kv, userId: number) => store.issue(kv, userId);
export const redeemTicket = (kv: Kv, ticket: string | undefined) => store.redeem(kv, ticket);
