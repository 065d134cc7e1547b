/** Redis-backed Kv for several Node processes behind a load balancer. */
import { Redis } from 'ioredis';
import type { Kv } from './kv.js';

export class RedisKv implements Kv {
  readonly redis: Redis;
  constructor(
    url: string,
    private prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const k = this.prefix + key;
    const [[, value]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, 'NX').exec()) as [[null, number]];
    return value;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
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
}
