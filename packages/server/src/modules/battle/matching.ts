/**
 * This process's side of matchmaking: a socket asks for a quick match (the shared Matchmaker,
 * matchmaker.ts, pairs it by language and level, or a bot joins after BATTLE_BOT_AFTER_MS) or
 * joins a friend's invite code (the second of the two to join is paired with the first). The
 * process that pairs two entries makes their room and owns it (ownership.ts).
 */
import type { Lang, QueueEntry } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { Conn, Connections } from './connections.js';
import { dropInvite, readInvite } from './invites.js';
import type { Matchmaker } from './matchmaker.js';
import type { RoomKind } from './ownership.js';
import { blockedPeers, mayBeMatched } from './policy.js';

export interface MatchingOptions {
  app: FastifyInstance;
  matchmaker: Matchmaker;
  procId: string;
  conns: Connections;
  /** Makes the room of two paired entries (the second null: a bot). */
  createRoom(kind: RoomKind, entries: [QueueEntry, QueueEntry | null]): Promise<void>;
  closing(): boolean;
}

export class Matching {
  private readonly app: FastifyInstance;
  private readonly matchmaker: Matchmaker;
  private readonly conns: Connections;

  constructor(private readonly opts: MatchingOptions) {
    this.app = opts.app;
    this.matchmaker = opts.matchmaker;
    this.conns = opts.conns;
  }

  private busy(conn: Conn): boolean {
    return conn.waiting !== null || conn.pairing || conn.room !== null;
  }

  private entryOf(conn: Conn, lang: Lang, level: number): QueueEntry {
    return { userId: conn.userId, lang, level, procId: this.opts.procId, connId: conn.id, since: Date.now() };
  }

  async queue(conn: Conn, lang: Lang, level: number): Promise<void> {
    const closing = this.opts.closing();
    if (this.busy(conn) || closing) return this.conns.error(conn, closing ? 'server-restart' : 'already-queued');
    const entry = this.entryOf(conn, lang, level);
    conn.pairing = true;
    let opponent: QueueEntry | null;
    try {
      opponent = await this.matchmaker.offer(entry, await blockedPeers(this.app.db, conn.userId));
    } finally {
      conn.pairing = false;
    }
    if (opponent) return this.opts.createRoom('quick', [opponent, entry]);
    const botAfterMs = this.app.config.BATTLE_BOT_AFTER_MS;
    conn.waiting = { entry, code: null, botTimer: null };
    conn.waiting.botTimer = setTimeout(() => void this.botFor(conn, entry), botAfterMs);
    this.conns.send(conn, { type: 'queued', lang, level, botAfterMs });
  }

  private async botFor(conn: Conn, entry: QueueEntry): Promise<void> {
    if (conn.waiting?.entry !== entry) return;
    conn.waiting = null;
    if (!(await this.matchmaker.take(entry))) return; // paired meanwhile by another process
    await this.opts.createRoom('bot', [entry, null]);
  }

  async join(conn: Conn, code: string): Promise<void> {
    const closing = this.opts.closing();
    if (this.busy(conn) || closing) return this.conns.error(conn, closing ? 'server-restart' : 'already-queued');
    const invite = await readInvite(this.app.kv, code);
    if (!invite) return this.conns.error(conn, 'invite-invalid');
    if (invite.hostId !== conn.userId && !(await mayBeMatched(this.app.db, invite.hostId, conn.userId))) {
      return this.conns.error(conn, 'blocked');
    }
    const entry = this.entryOf(conn, invite.lang, invite.level);
    conn.pairing = true;
    let other: QueueEntry | null;
    try {
      other = await this.matchmaker.joinCode(code, entry);
    } finally {
      conn.pairing = false;
    }
    if (other) {
      await dropInvite(this.app.kv, code);
      return this.opts.createRoom('invite', [other, entry]);
    }
    conn.waiting = { entry, code, botTimer: null };
    this.conns.send(conn, { type: 'queued', lang: invite.lang, level: invite.level, botAfterMs: 0 });
  }

  /** Leaves the queue or the invite (a `leave`, a closed socket, shutdown). */
  async stopWaiting(conn: Conn): Promise<void> {
    const w = conn.waiting;
    if (!w) return;
    conn.waiting = null;
    if (w.botTimer) clearTimeout(w.botTimer);
    if (w.code) await this.matchmaker.takeCode(w.code, conn.id);
    else await this.matchmaker.take(w.entry);
  }
}
