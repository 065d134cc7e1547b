/**
 * A message bus between the server processes: battles (and next, chat) publish JSON strings on
 * named channels and every process subscribed to a channel receives them. In one process it is
 * an EventEmitter; with REDIS_URL it is Redis pub/sub, so processes behind a load balancer reach
 * each other's sockets. Delivery is at most once and in order per publisher (Redis pub/sub).
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // Auto-pipelining sends the publishes of one tick in one write (a burst of frames, one syscall).
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    // No ready check on the subscriber: its INFO would be refused once the connection is in subscriber mode.
    this.sub = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
    this.sub.on('message', (channel: string, message: string) => {
      const set = this.handlers.get(channel);
      if (set) for (const h of set) h(message);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    const name = this.prefix + channel;
    let set = this.handlers.get(name);
    if (!set) {
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
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

export function openBus(opts: { redisUrl?: string; prefix: string }): Bus {
  return opts.redisUrl ? new RedisBus(opts.redisUrl, opts.prefix) : new MemoryBus();
}
