/** Redis-backed Kv for several Node processes behind a load balancer. */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Kv, KvLock } from './kv.js';

/** Deletes the key only when it still holds this owner's id (another may hold it after expiry). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class RedisKv implements Kv {
  readonly redis: Redis;
  constructor(
    url: string,
    private prefix: string,
  ) {
    // Auto-pipelining sends the commands of one tick in one write: a burst of requests or battle
    // rooms (tickets, rate-limit counters, matchmaking, room claims) made one system call each.
    // ioredis sends MULTI and the commands it cannot pipeline as before.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true });
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const k = this.prefix + key;
    const [[, value]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]];
    return value;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  async lock(key: string, ttlMs: number): Promise<KvLock | null> {
    const k = this.prefix + key;
    const owner = randomUUID();
    if ((await this.redis.set(k, owner, 'PX', ttlMs, 'NX')) !== 'OK') return null;
    return {
      owner,
      release: async () => (await this.redis.eval(RELEASE, 1, k, owner)) === 1,
    };
  }
}
