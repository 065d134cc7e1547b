/**
 * WebSocket tickets. A browser cannot send `Authorization` on a WebSocket and an access token in a
 * URL ends up in logs, so the client trades its token for a random ticket (`POST
 * /api/battle/ticket`) valid BATTLE_TICKET_TTL_SECONDS and good for one connection: the first
 * redeem marks it used (set-if-absent, atomic in Redis and in process) and reads its user.
 */
import { BATTLE_TICKET_TTL_SECONDS } from '@qfl/core';
import type { Kv } from '../../kv/kv.js';
import { newSecret, sha256 } from '../auth/hash.js';

const key = (ticket: string) => `battle:ticket:${sha256(ticket)}`;

export async function issueTicket(kv: Kv, userId: number): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = newSecret();
  await kv.set(key(ticket), String(userId), BATTLE_TICKET_TTL_SECONDS);
  return { ticket, expiresIn: BATTLE_TICKET_TTL_SECONDS };
}

/** The user of a valid, unused ticket (now used), or null. */
export async function redeemTicket(kv: Kv, ticket: string | undefined): Promise<number | null> {
  if (!ticket || ticket.length > 100) return null;
  const k = key(ticket);
  if (!(await kv.setIfAbsent(`${k}:used`, '1', BATTLE_TICKET_TTL_SECONDS))) return null;
  const userId = await kv.get(k);
  await kv.del(k);
  return userId === null ? null : Number(userId);
}
