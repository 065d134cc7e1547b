/** Picks the Kv implementation from configuration. */
import type { Kv } from './kv.js';
import { MemoryKv } from './memory-kv.js';
import { RedisKv } from './redis-kv.js';

export function openKv(opts: { redisUrl?: string; prefix: string }): Kv {
  return opts.redisUrl ? new RedisKv(opts.redisUrl, opts.prefix) : new MemoryKv();
}
