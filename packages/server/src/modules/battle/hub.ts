/**
 * The battle hub of one process, wiring its parts: the sockets (connections.ts), this process's
 * side of matchmaking (matching.ts), the relay between sockets and room owners over the Bus
 * (relay.ts), the rooms it owns and the watch on other owners (ownership.ts), and the memory
 * reviews of its rooms (review-recording.ts). Whoever pairs two learners creates the room and owns
 * it; a relaying process ends its sockets' battles with `owner-lost` when an owner dies.
 */
import type { Socket } from 'node:net';
import type { ClientFrame, UiLang } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../realtime/bus.js';
import type { RoomRegistry } from '../../realtime/registry.js';
import { type Conn, Connections } from './connections.js';
import type { Matchmaker } from './matchmaker.js';
import { Matching } from './matching.js';
import { RoomOwnership } from './ownership.js';
import { Relay } from './relay.js';
import { ReviewRecording } from './review-recording.js';

export class BattleHub {
  private closing = false;
  private readonly conns: Connections;
  private readonly reviews: ReviewRecording;
  private readonly relay: Relay;
  private readonly ownership: RoomOwnership;
  private readonly matching: Matching;

  constructor(
    private readonly app: FastifyInstance,
    bus: Bus,
    private readonly registry: RoomRegistry,
    matchmaker: Matchmaker,
  ) {
    const closing = () => this.closing;
    this.conns = new Connections({
      frame: (conn, frame) => this.onFrame(conn, frame),
      closed: (conn) => this.onClose(conn),
      failed: (err) => app.log.error({ err }, 'battle frame failed'),
    });
    this.reviews = new ReviewRecording(app);
    this.relay = new Relay({
      procId: registry.procId,
      bus,
      conns: this.conns,
      room: (roomId) => this.ownership.room(roomId),
      log: app.log,
      closing,
    });
    this.ownership = new RoomOwnership({ app, registry, conns: this.conns, relay: this.relay, reviews: this.reviews, closing });
    this.matching = new Matching({
      app,
      matchmaker,
      procId: registry.procId,
      conns: this.conns,
      createRoom: (kind, entries) => this.ownership.create(kind, entries),
      closing,
    });
  }

  get procId(): string {
    return this.registry.procId;
  }

  /** Counts for tests and benchmarks. */
  stats() {
    return { sockets: this.conns.size, rooms: this.ownership.size };
  }

  async start(): Promise<void> {
    // Redis down at start: the app starts anyway (battle tickets answer 503 meanwhile); the
    // heartbeat keeps beating and the process channel is subscribed once Redis answers.
    await this.registry.start().catch((err: unknown) => this.app.log.warn({ err }, 'battle registry: first heartbeat failed'));
    await this.relay.subscribe();
    this.ownership.watchOwners(Math.max(250, Math.floor((this.app.config.BATTLE_OWNER_TTL_SECONDS * 1000) / 2)));
  }

  /** An upgraded socket of a signed-in user; `socket` is its TCP socket (the route's `req.socket`). */
  connect(ws: WebSocket, socket: Socket, userId: number, lang: UiLang): void {
    this.conns.open(ws, socket, userId, lang);
  }

  private async onFrame(conn: Conn, frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        return this.conns.send(conn, { type: 'pong', now: Date.now() });
      case 'queue':
        return this.matching.queue(conn, frame.lang, frame.level);
      case 'join':
        return this.matching.join(conn, frame.code.toUpperCase());
      case 'rejoin':
        return this.ownership.rejoin(conn, frame.roomId);
      case 'leave':
        if (conn.waiting) return this.matching.stopWaiting(conn);
        if (conn.room) return this.relay.toOwner(conn, frame);
        return;
      default:
        if (conn.room) return this.relay.toOwner(conn, frame);
        return this.conns.error(conn, 'not-in-room');
    }
  }

  private async onClose(conn: Conn): Promise<void> {
    if (conn.waiting) await this.matching.stopWaiting(conn).catch(() => undefined);
    if (conn.room) this.relay.toOwner(conn, { type: 'drop' });
  }

  /**
   * Shutdown: running battles owned here end with `server-restart` (nothing stored for them),
   * finished ones finish storing, sockets relayed to other owners count as dropped there (their
   * players may rejoin through another process), then every socket closes with 1001.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.ownership.stopWatching();
    await this.ownership.abortAll();
    for (const conn of this.conns.values()) {
      if (conn.waiting) await this.matching.stopWaiting(conn).catch(() => undefined);
      if (conn.room && conn.room.owner !== this.procId) this.relay.toOwner(conn, { type: 'drop' });
      conn.room = null;
    }
    await this.reviews.close();
    this.conns.closeAll(1001, 'server restart');
    await this.relay.stop();
    await this.registry.stop();
  }

  /** For tests: stop the heartbeat without any cleanup, as a crashed process would. */
  async simulateCrash(): Promise<void> {
    this.closing = true;
    this.ownership.stopWatching();
    await this.registry.stop(false);
    this.ownership.drop();
    await this.relay.stop();
  }
}
