/**
 * A message bus between the server processes: battles (and next, chat) publish JSON strings on
 * named channels and every process subscribed to a channel receives them. In one process it is
 * an EventEmitter; with REDIS_URL it is Redis pub/sub, so processes behind a load balancer reach
 * each other's sockets. Delivery is at most once and in order per publisher (Redis pub/sub).
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { KvUnavailableError } from '../kv/kv.js';

export type BusHandler = (message: string) => void;

export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Subscribes; the returned function unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: messages are delivered on a later microtask, never inside `publish`. */
export class MemoryBus implements Bus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: string): Promise<void> {
    queueMicrotask(() => this.emitter.emit(channel, message));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Redis pub/sub: one connection publishes, one (in subscriber mode) listens. Channels get the key prefix. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<BusHandler>>();
  /** Connections that failed since they were last ready. */
  private readonly failed = new Set<Redis>();

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // Auto-pipelining sends the publishes of one tick in one write (a burst of frames, one syscall).
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    // No ready check on the subscriber: its INFO would be refused once the connection is in subscriber mode.
    this.sub = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
    // While Redis is unreachable publishes fail at once (delivery is at most once anyway) rather than
    // waiting on reconnects; subscribing fails at once too (the socket that needed it is closed).
    for (const conn of [this.pub, this.sub]) {
      conn.on('error', () => this.failed.add(conn));
      conn.on('close', () => this.failed.add(conn));
      conn.on('ready', () => this.failed.delete(conn));
    }
    this.sub.on('message', (channel: string, message: string) => {
      const set = this.handlers.get(channel);
      if (set) for (const h of set) h(message);
    });
  }

  /** Resolves once the connection is ready; rejects at once when it failed, or when its first attempt fails. */
  private usable(conn: Redis): Promise<void> {
    if (conn.status === 'ready') return Promise.resolve();
    if (this.failed.has(conn)) return Promise.reject(new KvUnavailableError());
    return new Promise((resolve, reject) => {
      const settle = (ok: boolean) => {
        conn.off('ready', onReady);
        conn.off('error', onError);
        if (ok) resolve();
        else reject(new KvUnavailableError());
      };
      const onReady = () => settle(true);
      const onError = () => settle(false);
      conn.on('ready', onReady);
      conn.on('error', onError);
    });
  }

  private down(conn: Redis): boolean {
    return this.failed.has(conn) && conn.status !== 'ready';
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.down(this.pub)) throw new KvUnavailableError();
    await this.pub.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    const name = this.prefix + channel;
    let set = this.handlers.get(name);
    if (!set) {
      await this.usable(this.sub);
      set = new Set();
      this.handlers.set(name, set);
      await this.sub.subscribe(name);
    }
    set.add(handler);
    return async () => {
      const s = this.handlers.get(name);
      if (!s) return;
      s.delete(handler);
      if (s.size === 0) {
        this.handlers.delete(name);
        await this.sub.unsubscribe(name).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled(
      [this.sub, this.pub].map((conn) => (conn.status === 'ready' ? conn.quit() : Promise.resolve(conn.disconnect()))),
    );
  }
}

export function openBus(opts: { redisUrl?: string; prefix: string }): Bus {
  return opts.redisUrl ? new RedisBus(opts.redisUrl, opts.prefix) : new MemoryBus();
}
