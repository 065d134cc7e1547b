/**
 * The chat sockets of one process. Fan-out is per user: a process with at least one socket of
 * user U subscribes to the Bus channel `chat:u:<U>` (once, however many tabs U has open here;
 * unsubscribed with the last one), and whoever sends a message publishes the frame on the channel
 * of every member of the conversation. Any process may publish; only processes holding a socket
 * of the user receive it (Redis pub/sub drops messages nobody listens to). No owner, no clock: a
 * chat needs neither. A user with no socket anywhere simply gets the message from the database on
 * the next history or conversations read (offline delivery), with the unread count. Client
 * frames (pings) go through the app's one frame limit (realtime/frame-limit.ts).
 */
import type { ChatServerFrame, UiLang } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { translate } from '../../i18n/messages.js';
import type { Bus } from '../../realtime/bus.js';
import { readFrames } from '../../realtime/frame-limit.js';

export const userChannel = (userId: number) => `chat:u:${userId}`;

/** Largest frame a chat client sends (it only pings). */
const MAX_CLIENT_FRAME = 256;

interface Sub {
  sockets: Set<WebSocket>;
  /** The Bus subscription (resolves to its unsubscribe). */
  ready: Promise<() => Promise<void>>;
}

export class ChatHub {
  private readonly users = new Map<number, Sub>();
  private readonly alive = new WeakSet<WebSocket>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyInstance['log'],
    private readonly pingEveryMs = 30_000,
  ) {}

  /** Counts for tests and benchmarks. */
  stats() {
    let sockets = 0;
    for (const s of this.users.values()) sockets += s.sockets.size;
    return { users: this.users.size, sockets };
  }

  start(): void {
    // A socket that did not answer the last ping (a phone that lost its network) is dropped.
    this.sweeper = setInterval(() => {
      for (const sub of this.users.values())
        for (const ws of sub.sockets) {
          if (!this.alive.has(ws)) {
            ws.terminate();
            continue;
          }
          this.alive.delete(ws);
          ws.ping();
        }
    }, this.pingEveryMs);
    this.sweeper.unref();
  }

  /** Resolves once the user's channel is subscribed (frames published after it reach this socket). */
  async connect(ws: WebSocket, userId: number, lang: UiLang): Promise<void> {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    readFrames(ws, {
      maxBytes: MAX_CLIENT_FRAME,
      onLimited: () => this.send(ws, { type: 'error', code: 'rate-limited', msg: translate(lang, 'socket.rateLimited') }),
      onFrame: (text) => {
        this.alive.add(ws);
        if (text === '{"type":"ping"}') this.send(ws, { type: 'pong' });
      },
    });
    ws.on('error', () => undefined);
    let sub = this.users.get(userId);
    if (!sub) {
      const fresh: Sub = { sockets: new Set(), ready: this.bus.subscribe(userChannel(userId), (m) => this.deliver(userId, m)) };
      sub = fresh;
      this.users.set(userId, sub);
      fresh.ready.catch((err: unknown) => {
        this.log.error({ err }, 'chat subscribe failed');
        for (const s of fresh.sockets) s.close(1011, 'subscribe failed');
      });
    }
    sub.sockets.add(ws);
    ws.on('close', () => this.disconnect(userId, ws));
    await sub.ready;
    this.send(ws, { type: 'ready' });
  }

  private disconnect(userId: number, ws: WebSocket): void {
    const sub = this.users.get(userId);
    if (!sub?.sockets.delete(ws) || sub.sockets.size > 0) return;
    this.users.delete(userId);
    void sub.ready.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  }

  private deliver(userId: number, message: string): void {
    const sub = this.users.get(userId);
    if (!sub) return;
    for (const ws of sub.sockets) if (ws.readyState === ws.OPEN) ws.send(message);
  }

  private send(ws: WebSocket, frame: ChatServerFrame): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  /** Closes every socket (1001: clients reconnect, to another process behind the balancer). */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    const subs = [...this.users.values()];
    this.users.clear();
    for (const sub of subs) for (const ws of sub.sockets) ws.close(1001, 'server restart');
    await Promise.allSettled(subs.map((s) => s.ready.then((unsubscribe) => unsubscribe())));
  }
}

/** Publishes a frame to every socket of these users, on any process. */
export async function publishToUsers(bus: Bus, userIds: Iterable<number>, frame: ChatServerFrame): Promise<void> {
  const text = JSON.stringify(frame);
  await Promise.all([...new Set(userIds)].map((id) => bus.publish(userChannel(id), text)));
}

/**
 * For other modules: a frame to one user's open tabs, e.g. `{type: 'notice'}` so the info tab
 * refreshes its unread count. Nothing happens when the user has no socket open.
 */
export function pushToUser(app: FastifyInstance, userId: number, frame: ChatServerFrame): Promise<void> {
  return publishToUsers(app.realtime.bus, [userId], frame);
}
