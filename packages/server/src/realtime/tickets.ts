/**
 * WebSocket tickets, shared by every live feature (battles, chat). A browser cannot send
 * `Authorization` on a WebSocket and an access token in a URL ends up in logs, so the client
 * trades its token for a random ticket (`POST /api/<feature>/ticket`) valid a few seconds and good
 * for one connection: the first redeem marks it used (set-if-absent, atomic in Redis and in
 * process) and reads its user. Tickets of one feature do not open another feature's socket.
 * While Redis is unreachable (`kv.degraded`) tickets are refused at once (503 `service.unavailable`).
 */
import { type Kv, KvUnavailableError } from '../kv/kv.js';
import { newSecret, sha256 } from '../modules/auth/hash.js';

export interface TicketStore {
  issue(kv: Kv, userId: number): Promise<{ ticket: string; expiresIn: number }>;
  /** The user of a valid, unused ticket (now used), or null. */
  redeem(kv: Kv, ticket: string | undefined): Promise<number | null>;
}

export function ticketStore(scope: string, ttlSeconds: number): TicketStore {
  const key = (ticket: string) => `${scope}:ticket:${sha256(ticket)}`;
  return {
    async issue(kv, userId) {
      // A ticket is redeemed by whichever process takes the upgrade: it needs the shared store.
      if (kv.degraded) throw new KvUnavailableError();
      const ticket = newSecret();
      await kv.set(key(ticket), String(userId), ttlSeconds);
      return { ticket, expiresIn: ttlSeconds };
    },
    async redeem(kv, ticket) {
      if (!ticket || ticket.length > 100) return null;
      if (kv.degraded) throw new KvUnavailableError();
      const k = key(ticket);
      if (!(await kv.setIfAbsent(`${k}:used`, '1', ttlSeconds))) return null;
      const userId = await kv.get(k);
      await kv.del(k);
      return userId === null ? null : Number(userId);
    },
  };
}
