/**
 * The battle hub of one process: its sockets, the rooms it owns, and the relay between them over
 * the Bus. A socket's frames go to its room's owner (directly when the owner is this process, as
 * `in` messages on the owner's channel otherwise); the owner's frames come back as `frame`
 * messages on the channel of the process holding the socket. Matchmaking goes through the shared
 * Matchmaker; whoever pairs two learners creates the room and owns it. A relaying process watches
 * the owners' heartbeats and ends its sockets' battles with `owner-lost` when one dies.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BATTLE_MAX_FRAME_BYTES,
  type BattleErrorCode,
  type ClientFrame,
  type Lang,
  type QueueEntry,
  type ServerFrame,
  type UiLang,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { translate } from '../../i18n/messages.js';
import type { Bus } from '../../realtime/bus.js';
import { readFrames, TokenBucket } from '../../realtime/frame-limit.js';
import type { RoomRegistry } from '../../realtime/registry.js';
import { parseClientFrame } from './frames.js';
import { dropInvite, readInvite } from './invites.js';
import type { Matchmaker } from './matchmaker.js';
import { blockedPeers, mayBeMatched } from './policy.js';
import { type BusMessage, ERROR_KEYS } from './relay-messages.js';
import { ReviewQueue } from './review-queue.js';
import { reviewWriterFor } from './review-writer.js';
import { Room } from './room.js';
import type { ConnRef, RoomHost } from './room-types.js';
import { roomTiming, setUpRoom } from './room-setup.js';
import type { PlayerProfile } from './service.js';
import { cachedFreshWords, type FreshWords } from './word-pool.js';

interface Conn {
  id: string;
  userId: number;
  lang: UiLang;
  ws: WebSocket;
  bucket: TokenBucket;
  /** Waiting in the quick-match queue or on an invite code. */
  waiting: { entry: QueueEntry; code: string | null; botTimer: NodeJS.Timeout | null } | null;
  /** Being paired (a room is being made for this socket). */
  pairing: boolean;
  room: { id: string; owner: string } | null;
  /** Last scores seen (to end the battle with them if the owner process dies). */
  scores: { me: number; opponent: number };
  /** Its TCP socket is corked until the end of this tick (see `cork`). */
  corked: boolean;
}

export class BattleHub {
  private readonly conns = new Map<string, Conn>();
  private readonly rooms = new Map<string, Room>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private watch: NodeJS.Timeout | null = null;
  private closing = false;
  private readonly reviews: ReviewQueue;
  /** Time zones of the players of rooms owned here (their reviews count on their own study day), with their rooms here. */
  private readonly timeZones = new Map<number, { timeZone: string; rooms: number }>();
  /** Bus messages of this tick per process, sent as one publish (see `publish`). */
  private readonly outbox = new Map<string, BusMessage[]>();
  /** New words per band, shared by the rooms made here. */
  private readonly freshWords: FreshWords;

  constructor(
    private readonly app: FastifyInstance,
    private readonly bus: Bus,
    private readonly registry: RoomRegistry,
    private readonly matchmaker: Matchmaker,
  ) {
    this.freshWords = cachedFreshWords(app.db);
    this.reviews = new ReviewQueue(reviewWriterFor(app.config, app.db, (err) => app.log.warn({ err }, 'battle review not recorded')));
  }

  get procId(): string {
    return this.registry.procId;
  }

  /** Counts for tests and benchmarks. */
  stats() {
    return { sockets: this.conns.size, rooms: this.rooms.size };
  }

  async start(): Promise<void> {
    // Redis down at start: the app starts anyway (battle tickets answer 503 meanwhile); the
    // heartbeat keeps beating and the process channel is subscribed once Redis answers.
    await this.registry.start().catch((err: unknown) => this.app.log.warn({ err }, 'battle registry: first heartbeat failed'));
    await this.subscribeOwnChannel();
    const every = Math.max(250, Math.floor((this.app.config.BATTLE_OWNER_TTL_SECONDS * 1000) / 2));
    this.watch = setInterval(() => void this.watchOwners(), every);
    this.watch.unref();
  }

  private async subscribeOwnChannel(): Promise<void> {
    try {
      this.unsubscribe = await this.bus.subscribe(`battle:p:${this.procId}`, (m) => this.onBus(m));
    } catch (err) {
      if (this.closing) return;
      this.app.log.warn({ err }, 'battle: process channel not subscribed; retrying');
      setTimeout(() => void this.subscribeOwnChannel(), 5_000).unref();
    }
  }

  // ---- sockets -----------------------------------------------------------------------------

  connect(ws: WebSocket, userId: number, lang: UiLang): void {
    const conn: Conn = {
      id: randomUUID(),
      userId,
      lang,
      ws,
      bucket: new TokenBucket(),
      waiting: null,
      pairing: false,
      room: null,
      scores: { me: 0, opponent: 0 },
      corked: false,
    };
    this.conns.set(conn.id, conn);
    readFrames(
      ws,
      {
        maxBytes: BATTLE_MAX_FRAME_BYTES,
        onLimited: () => this.error(conn, 'rate-limited'),
        onFrame: (text) => {
          const parsed = parseClientFrame(text);
          if (!parsed.ok) return this.error(conn, parsed.code);
          this.onFrame(conn, parsed.frame).catch((err: unknown) => this.app.log.error({ err }, 'battle frame failed'));
        },
      },
      conn.bucket,
    );
    ws.on('close', () => void this.onClose(conn));
    ws.on('error', () => undefined);
  }

  private sendLocal(conn: Conn, frame: ServerFrame): void {
    if (frame.type === 'error' && !frame.msg) frame = { ...frame, msg: translate(conn.lang, ERROR_KEYS[frame.code]) };
    if (frame.type === 'answered') conn.scores.me = frame.score;
    if (frame.type === 'opponent' && frame.score !== undefined) conn.scores.opponent = frame.score;
    if (frame.type === 'result') conn.room = null;
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    this.cork(conn);
    conn.ws.send(JSON.stringify(frame));
  }

  /**
   * Frames to one socket in the same tick leave in one write: a second answer's `answered` and
   * the opponent's result, a timeout's pair, a rejoin's state. Each write is a system call and a
   * loopback or network packet, the largest single cost of a thousand rooms' frames. ws's own
   * cork around a frame's header and payload nests inside this one (Node counts corks).
   */
  private cork(conn: Conn): void {
    const socket = (conn.ws as unknown as { _socket?: { cork(): void; uncork(): void } | null })._socket;
    if (conn.corked || !socket) return;
    conn.corked = true;
    socket.cork();
    process.nextTick(() => {
      conn.corked = false;
      socket.uncork();
    });
  }

  private error(conn: Conn, code: BattleErrorCode): void {
    this.sendLocal(conn, { type: 'error', code, msg: '' });
  }

  private async onFrame(conn: Conn, frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return this.sendLocal(conn, { type: 'pong', now: Date.now() });
      case 'queue':
        return this.queue(conn, frame.lang, frame.level);
      case 'join':
        return this.join(conn, frame.code.toUpperCase());
      case 'rejoin':
        return this.rejoin(conn, frame.roomId);
      case 'leave':
        if (conn.waiting) return this.stopWaiting(conn);
        if (conn.room) return this.toOwner(conn, frame);
        return;
      default:
        if (conn.room) return this.toOwner(conn, frame);
        return this.error(conn, 'not-in-room');
    }
  }

  private busy(conn: Conn): boolean {
    return conn.waiting !== null || conn.pairing || conn.room !== null;
  }

  private entryOf(conn: Conn, lang: Lang, level: number): QueueEntry {
    return { userId: conn.userId, lang, level, procId: this.procId, connId: conn.id, since: Date.now() };
  }

  private async queue(conn: Conn, lang: Lang, level: number): Promise<void> {
    if (this.busy(conn) || this.closing) return this.error(conn, this.closing ? 'server-restart' : 'already-queued');
    const entry = this.entryOf(conn, lang, level);
    conn.pairing = true;
    let opponent: QueueEntry | null;
    try {
      opponent = await this.matchmaker.offer(entry, await blockedPeers(this.app.db, conn.userId));
    } finally {
      conn.pairing = false;
    }
    if (opponent) return this.createRoom('quick', [opponent, entry]);
    const botAfterMs = this.app.config.BATTLE_BOT_AFTER_MS;
    conn.waiting = { entry, code: null, botTimer: null };
    conn.waiting.botTimer = setTimeout(() => void this.botFor(conn, entry), botAfterMs);
    this.sendLocal(conn, { type: 'queued', lang, level, botAfterMs });
  }

  private async botFor(conn: Conn, entry: QueueEntry): Promise<void> {
    if (conn.waiting?.entry !== entry) return;
    conn.waiting = null;
    if (!(await this.matchmaker.take(entry))) return; // paired meanwhile by another process
    await this.createRoom('bot', [entry, null]);
  }

  private async join(conn: Conn, code: string): Promise<void> {
    if (this.busy(conn) || this.closing) return this.error(conn, this.closing ? 'server-restart' : 'already-queued');
    const invite = await readInvite(this.app.kv, code);
    if (!invite) return this.error(conn, 'invite-invalid');
    if (invite.hostId !== conn.userId && !(await mayBeMatched(this.app.db, invite.hostId, conn.userId))) return this.error(conn, 'blocked');
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
      return this.createRoom('invite', [other, entry]);
    }
    conn.waiting = { entry, code, botTimer: null };
    this.sendLocal(conn, { type: 'queued', lang: invite.lang, level: invite.level, botAfterMs: 0 });
  }

  private async stopWaiting(conn: Conn): Promise<void> {
    const w = conn.waiting;
    if (!w) return;
    conn.waiting = null;
    if (w.botTimer) clearTimeout(w.botTimer);
    if (w.code) await this.matchmaker.takeCode(w.code, conn.id);
    else await this.matchmaker.take(w.entry);
  }

  private async rejoin(conn: Conn, roomId: string): Promise<void> {
    if (conn.waiting || conn.pairing) return this.error(conn, 'already-queued');
    const owner = await this.registry.ownerOf(roomId);
    if (!owner || !(await this.registry.isAlive(owner))) return this.error(conn, 'room-ended');
    conn.room = { id: roomId, owner };
    this.toOwner(conn, { type: 'rejoin', roomId });
  }

  private async onClose(conn: Conn): Promise<void> {
    this.conns.delete(conn.id);
    if (conn.waiting) await this.stopWaiting(conn).catch(() => undefined);
    if (conn.room) this.toOwner(conn, { type: 'drop' });
  }

  // ---- relay -------------------------------------------------------------------------------

  private toOwner(conn: Conn, frame: ClientFrame | { type: 'drop' }): void {
    const room = conn.room;
    if (!room) return;
    const from = { procId: this.procId, connId: conn.id };
    if (room.owner === this.procId) {
      const r = this.rooms.get(room.id);
      if (r) r.receive(conn.userId, from, frame);
      else if (frame.type !== 'drop') {
        conn.room = null;
        this.error(conn, 'room-ended');
      }
      return;
    }
    this.publish(room.owner, { t: 'in', roomId: room.id, userId: conn.userId, from, frame });
  }

  /**
   * Messages to one process in the same tick leave as one publish of a JSON array, in order: a
   * thousand rooms' frames come in bursts (a question asked, rooms finishing together), and each
   * publish is a Redis command, a delivery and a parse on the other side.
   */
  private publish(procId: string, m: BusMessage): void {
    const queued = this.outbox.get(procId);
    if (queued) {
      queued.push(m);
      return;
    }
    this.outbox.set(procId, [m]);
    if (this.outbox.size === 1) process.nextTick(() => this.flush());
  }

  private flush(): void {
    for (const [procId, messages] of this.outbox) {
      this.bus
        .publish(`battle:p:${procId}`, JSON.stringify(messages))
        .catch((err: unknown) => this.app.log.warn({ err }, 'battle bus publish failed'));
    }
    this.outbox.clear();
  }

  private onBus(raw: string): void {
    // One message alone is accepted too (a process of the version before, during a rolling restart).
    const parsed = JSON.parse(raw) as BusMessage[] | BusMessage;
    for (const m of Array.isArray(parsed) ? parsed : [parsed]) this.onBusMessage(m);
  }

  private onBusMessage(m: BusMessage): void {
    if (m.t === 'frame') {
      const conn = this.conns.get(m.connId);
      if (conn) this.sendLocal(conn, m.frame);
    } else if (m.t === 'bind') {
      this.bindLocal(m.connId, m.userId, m.roomId, m.owner);
    } else if (m.t === 'unbind') {
      const conn = this.conns.get(m.connId);
      if (conn?.room?.id === m.roomId) conn.room = null;
    } else if (m.t === 'in') {
      const room = this.rooms.get(m.roomId);
      if (room) room.receive(m.userId, m.from, m.frame);
      else if (m.frame.type !== 'drop')
        this.publish(m.from.procId, { t: 'frame', connId: m.from.connId, frame: { type: 'error', code: 'room-ended', msg: '' } });
    }
  }

  private bindLocal(connId: string, userId: number, roomId: string, owner: string): void {
    const conn = this.conns.get(connId);
    if (conn) {
      // Paired: no longer waiting (its queue entry was taken by whoever paired it).
      if (conn.waiting?.botTimer) clearTimeout(conn.waiting.botTimer);
      conn.waiting = null;
      conn.room = { id: roomId, owner };
      conn.scores = { me: 0, opponent: 0 };
      return;
    }
    // The socket closed while its room was being made: the owner learns it dropped.
    const from = { procId: this.procId, connId };
    if (owner === this.procId) this.rooms.get(roomId)?.receive(userId, from, { type: 'drop' });
    else this.publish(owner, { t: 'in', roomId, userId, from, frame: { type: 'drop' } });
  }

  private sendTo(to: ConnRef, frame: ServerFrame): void {
    if (to.procId === this.procId) {
      const conn = this.conns.get(to.connId);
      if (conn) this.sendLocal(conn, frame);
    } else this.publish(to.procId, { t: 'frame', connId: to.connId, frame });
  }

  // ---- rooms -------------------------------------------------------------------------------

  private readonly host: RoomHost = {
    send: (to, frame) => this.sendTo(to, frame),
    unbind: (to, roomId) => {
      if (to.procId === this.procId) {
        const conn = this.conns.get(to.connId);
        if (conn?.room?.id === roomId) conn.room = null;
      } else this.publish(to.procId, { t: 'unbind', connId: to.connId, roomId });
    },
    review: (userId, entryId, kind, correct, ms, requestId) =>
      this.reviews.push(userId, {
        entryId,
        source: 'battle',
        correct,
        ms,
        kind,
        requestId,
        // A battle's words are drawn for the match, not chosen to study: it reviews the cards the
        // learner has and keeps what it shows about other words as evidence.
        createCard: false,
        timeZone: this.timeZones.get(userId)?.timeZone,
      }),
    // The battle's reviews are written before its result, so a finished battle is whole in the
    // memory; both by the review writer's thread, off the event loop that relays the frames.
    persist: (meta, seats) => this.reviews.finish({ meta, seats }),
    ended: (room) => {
      if (!this.rooms.delete(room.id)) return;
      for (const id of room.userIds()) {
        const tz = this.timeZones.get(id);
        if (tz && --tz.rooms === 0) this.timeZones.delete(id);
      }
      void this.registry.release(room.id).catch(() => undefined);
    },
    log: (err, msg) => this.app.log.error({ err }, msg),
  };

  /** Makes and opens a room for two queue entries (the second null: a bot), owned by this process. */
  private async createRoom(kind: 'quick' | 'invite' | 'bot', [a, b]: [QueueEntry, QueueEntry | null]): Promise<void> {
    const notify = (frame: ServerFrame) => {
      for (const e of [a, b]) if (e) this.sendTo(e, frame);
    };
    try {
      const setup = await setUpRoom(this.app.db, this.freshWords, this.app.config, a, b);
      if (!setup.ok) return notify({ type: 'error', code: setup.code, msg: '' });
      if (this.closing) return notify({ type: 'error', code: 'server-restart', msg: '' });
      const [pa, pb] = setup.profiles;
      const roomId = randomBytes(9).toString('base64url');
      await this.registry.claim(roomId);
      const seats: [{ profile: PlayerProfile; conn: ConnRef | null }, { profile: PlayerProfile; conn: ConnRef | null }] = [
        { profile: pa, conn: { procId: a.procId, connId: a.connId } },
        { profile: pb, conn: b ? { procId: b.procId, connId: b.connId } : null },
      ];
      this.reviews.warm();
      const room = new Room(roomId, kind, setup.lang, setup.level, setup.questions, seats, roomTiming(this.app.config), this.host);
      this.rooms.set(roomId, room);
      for (const p of setup.profiles) {
        if (p.userId === null) continue;
        const tz = this.timeZones.get(p.userId);
        if (tz) {
          tz.timeZone = p.timeZone;
          tz.rooms++;
        } else this.timeZones.set(p.userId, { timeZone: p.timeZone, rooms: 1 });
      }
      for (const e of [a, b]) {
        if (!e) continue;
        if (e.procId === this.procId) this.bindLocal(e.connId, e.userId, roomId, this.procId);
        else this.publish(e.procId, { t: 'bind', connId: e.connId, userId: e.userId, roomId, owner: this.procId });
      }
      room.open();
    } catch (err) {
      this.app.log.error({ err }, 'battle room not created');
      notify({ type: 'error', code: 'room-ended', msg: '' });
    }
  }

  /** Ends the battles of local sockets whose owner process stopped beating. */
  private async watchOwners(): Promise<void> {
    const owners = new Set<string>();
    for (const c of this.conns.values()) if (c.room && c.room.owner !== this.procId) owners.add(c.room.owner);
    for (const owner of owners) {
      if (await this.registry.isAlive(owner).catch(() => true)) continue;
      for (const c of this.conns.values()) {
        if (c.room?.owner !== owner) continue;
        this.sendLocal(c, { type: 'result', winner: 'draw', scores: c.scores, missed: [], points: 0, reason: 'owner-lost' });
        this.sendLocal(c, { type: 'error', code: 'room-ended', msg: translate(c.lang, 'battle.ownerLost') });
      }
    }
  }

  /**
   * Shutdown: running battles owned here end with `server-restart` (nothing stored for them),
   * finished ones finish storing, sockets relayed to other owners count as dropped there (their
   * players may rejoin through another process), then every socket closes with 1001.
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.watch) clearInterval(this.watch);
    for (const room of [...this.rooms.values()]) room.abort('server-restart');
    await Promise.allSettled([...this.rooms.values()].map((r) => r.finished));
    for (const conn of this.conns.values()) {
      if (conn.waiting) await this.stopWaiting(conn).catch(() => undefined);
      if (conn.room && conn.room.owner !== this.procId) this.toOwner(conn, { type: 'drop' });
      conn.room = null;
    }
    await this.reviews.close();
    for (const conn of [...this.conns.values()]) conn.ws.close(1001, 'server restart');
    this.conns.clear();
    if (this.unsubscribe) await this.unsubscribe().catch(() => undefined);
    await this.registry.stop();
  }

  /** For tests: stop the heartbeat without any cleanup, as a crashed process would. */
  async simulateCrash(): Promise<void> {
    this.closing = true;
    if (this.watch) clearInterval(this.watch);
    await this.registry.stop(false);
    for (const room of this.rooms.values()) room.stop();
    this.rooms.clear();
    if (this.unsubscribe) await this.unsubscribe().catch(() => undefined);
  }
}
