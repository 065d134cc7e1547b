/**
 * The rooms this process owns. Whoever pairs two learners (or adds the bot) makes the room, claims
 * it in the registry, runs its state and clock, and releases it when it ends; a dropped player
 * rejoins through the registry's owner of the room. A process holding sockets in rooms owned
 * elsewhere watches those owners' heartbeats and ends the battles with `owner-lost` when one dies.
 */
import { randomBytes } from 'node:crypto';
import type { QueueEntry, ServerFrame } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/messages.js';
import type { RoomRegistry } from '../../realtime/registry.js';
import type { Conn, Connections } from './connections.js';
import type { Relay } from './relay.js';
import type { ReviewRecording } from './review-recording.js';
import { Room } from './room.js';
import { roomTiming, setUpRoom } from './room-setup.js';
import type { ConnRef, RoomHost } from './room-types.js';
import type { PlayerProfile } from './service.js';
import { cachedFreshWords, type FreshWords } from './word-pool.js';

export type RoomKind = 'quick' | 'invite' | 'bot';

export interface OwnershipOptions {
  app: FastifyInstance;
  registry: RoomRegistry;
  conns: Connections;
  relay: Relay;
  reviews: ReviewRecording;
  closing(): boolean;
}

export class RoomOwnership {
  private readonly rooms = new Map<string, Room>();
  /** New words per band, shared by the rooms made here. */
  private readonly freshWords: FreshWords;
  private watch: NodeJS.Timeout | null = null;
  private readonly app: FastifyInstance;
  private readonly registry: RoomRegistry;
  private readonly relay: Relay;

  constructor(private readonly opts: OwnershipOptions) {
    this.app = opts.app;
    this.registry = opts.registry;
    this.relay = opts.relay;
    this.freshWords = cachedFreshWords(opts.app.db);
  }

  private get procId(): string {
    return this.registry.procId;
  }

  get size(): number {
    return this.rooms.size;
  }

  /** A room this process owns. */
  room(roomId: string): Room | undefined {
    return this.rooms.get(roomId);
  }

  private readonly host: RoomHost = {
    send: (to, frame) => this.relay.sendTo(to, frame),
    unbind: (to, roomId) => this.relay.unbind(to, roomId),
    review: (userId, entryId, kind, correct, ms, requestId) => this.opts.reviews.record(userId, entryId, kind, correct, ms, requestId),
    persist: (meta, seats) => this.opts.reviews.persist(meta, seats),
    ended: (room) => {
      if (!this.rooms.delete(room.id)) return;
      this.opts.reviews.roomEnded(room.userIds());
      void this.registry.release(room.id).catch(() => undefined);
    },
    log: (err, msg) => this.app.log.error({ err }, msg),
  };

  /** Makes and opens a room for two queue entries (the second null: a bot), owned by this process. */
  async create(kind: RoomKind, [a, b]: [QueueEntry, QueueEntry | null]): Promise<void> {
    const notify = (frame: ServerFrame) => {
      for (const e of [a, b]) if (e) this.relay.sendTo(e, frame);
    };
    try {
      const setup = await setUpRoom(this.app.db, this.freshWords, this.app.config, a, b);
      if (!setup.ok) return notify({ type: 'error', code: setup.code, msg: '' });
      if (this.opts.closing()) return notify({ type: 'error', code: 'server-restart', msg: '' });
      const [pa, pb] = setup.profiles;
      const roomId = randomBytes(9).toString('base64url');
      await this.registry.claim(roomId);
      const seats: [{ profile: PlayerProfile; conn: ConnRef | null }, { profile: PlayerProfile; conn: ConnRef | null }] = [
        { profile: pa, conn: { procId: a.procId, connId: a.connId } },
        { profile: pb, conn: b ? { procId: b.procId, connId: b.connId } : null },
      ];
      this.opts.reviews.warm();
      const room = new Room(roomId, kind, setup.lang, setup.level, setup.questions, seats, roomTiming(this.app.config), this.host);
      this.rooms.set(roomId, room);
      this.opts.reviews.roomOpened(setup.profiles);
      for (const e of [a, b]) if (e) this.relay.bind(e, roomId);
      room.open();
    } catch (err) {
      this.app.log.error({ err }, 'battle room not created');
      notify({ type: 'error', code: 'room-ended', msg: '' });
    }
  }

  /** Back to a running room after a dropped connection, through its owner if it is still alive. */
  async rejoin(conn: Conn, roomId: string): Promise<void> {
    if (conn.waiting || conn.pairing) return this.opts.conns.error(conn, 'already-queued');
    const owner = await this.registry.ownerOf(roomId);
    if (!owner || !(await this.registry.isAlive(owner))) return this.opts.conns.error(conn, 'room-ended');
    conn.room = { id: roomId, owner };
    this.relay.toOwner(conn, { type: 'rejoin', roomId });
  }

  /** Checks the owners of this process's sockets' rooms every `everyMs`. */
  watchOwners(everyMs: number): void {
    this.watch = setInterval(() => void this.checkOwners(), everyMs);
    this.watch.unref();
  }

  stopWatching(): void {
    if (this.watch) clearInterval(this.watch);
  }

  /** Ends the battles of local sockets whose owner process stopped beating. */
  private async checkOwners(): Promise<void> {
    const owners = new Set<string>();
    for (const c of this.opts.conns.values()) if (c.room && c.room.owner !== this.procId) owners.add(c.room.owner);
    for (const owner of owners) {
      if (await this.registry.isAlive(owner).catch(() => true)) continue;
      for (const c of this.opts.conns.values()) {
        if (c.room?.owner !== owner) continue;
        this.opts.conns.send(c, { type: 'result', winner: 'draw', scores: c.scores, missed: [], points: 0, reason: 'owner-lost' });
        this.opts.conns.send(c, { type: 'error', code: 'room-ended', msg: translate(c.lang, 'battle.ownerLost') });
      }
    }
  }

  /** Shutdown: running battles end with `server-restart` (nothing stored); finished ones finish storing. */
  async abortAll(): Promise<void> {
    for (const room of [...this.rooms.values()]) room.abort('server-restart');
    await Promise.allSettled([...this.rooms.values()].map((r) => r.finished));
  }

  /** For tests: the rooms stop where they are, as in a crashed process. */
  drop(): void {
    for (const room of this.rooms.values()) room.stop();
    this.rooms.clear();
  }
}
