/**
 * Redis-backed Kv for several Node processes behind a load balancer. While Redis is unreachable
 * (after its first connection error, until it is ready again) every call is answered at once by an
 * in-process MemoryKv instead of waiting for ioredis's reconnects: limits and counters keep
 * working per process, and `degraded` tells callers that need shared state (tickets, locks) to
 * fail fast. Locks are never taken locally: `lock` throws KvUnavailableError then.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Kv, type KvLock, KvUnavailableError } from './kv.js';
import { MemoryKv } from './memory-kv.js';

/** Deletes the key only when it still holds this owner's id (another may hold it after expiry). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
/** How long a health ping waits for Redis. */
const PING_TIMEOUT_MS = 500;

export class RedisKv implements Kv {
  readonly redis: Redis;
  /** Answers while Redis is unreachable. */
  private readonly local = new MemoryKv();
  private failed = false;

  constructor(
    url: string,
    private prefix: string,
  ) {
    // Auto-pipelining sends the commands of one tick in one write: a burst of requests or battle
    // rooms (tickets, rate-limit counters, matchmaking, room claims) made one system call each.
    // ioredis sends MULTI and the commands it cannot pipeline as before.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true });
    this.redis.on('error', () => {
      this.failed = true;
    });
    this.redis.on('close', () => {
      this.failed = true;
    });
    this.redis.on('ready', () => {
      this.failed = false;
    });
  }

  /** Redis is unreachable: it failed since it was last ready (the first connection attempt is waited for). */
  get degraded(): boolean {
    return this.failed && this.redis.status !== 'ready';
  }

  async ping(): Promise<number> {
    if (this.degraded) throw new KvUnavailableError();
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new KvUnavailableError()), PING_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return performance.now() - started;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    if (this.degraded) return this.local.incr(key, ttlSeconds);
    const k = this.prefix + key;
    const [[, value]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]];
    return value;
  }

  async get(key: string): Promise<string | null> {
    if (this.degraded) return this.local.get(key);
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (this.degraded) return this.local.set(key, value, ttlSeconds);
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.degraded) return this.local.setIfAbsent(key, value, ttlSeconds);
    return (await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async ttl(key: string): Promise<number> {
    if (this.degraded) return this.local.ttl(key);
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async del(key: string): Promise<void> {
    if (this.degraded) return this.local.del(key);
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.local.close();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  async lock(key: string, ttlMs: number): Promise<KvLock | null> {
    if (this.degraded) throw new KvUnavailableError();
    const k = this.prefix + key;
    const owner = randomUUID();
    if ((await this.redis.set(k, owner, 'PX', ttlMs, 'NX')) !== 'OK') return null;
    return {
      owner,
      release: async () => (await this.redis.eval(RELEASE, 1, k, owner)) === 1,
    };
  }
}
