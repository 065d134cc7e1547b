/**
 * The store of @fastify/rate-limit: Redis (the plugin's own Lua counter, shared by every process)
 * while the Kv's Redis is reachable, the plugin's in-process store while it is not, so a limited
 * route answers at once rather than waiting on Redis, and keeps limiting per process.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Kv } from './kv.js';
import { RedisKv } from './redis-kv.js';

const require = createRequire(import.meta.url);
type StoreCtor = new (...args: unknown[]) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;

type Incr = FastifyRateLimitStore['incr'];

class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly kv: RedisKv,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...args: Parameters<Incr>): void {
    const store = this.kv.degraded ? this.local : this.shared;
    store.incr(...args);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FailoverStore(this.kv, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The plugin options that pick its store: in-process for a MemoryKv, Redis with fail-over for a RedisKv. */
export function rateLimitStorage(kv: Kv, nameSpace: string): { store?: FastifyRateLimitStoreCtor } {
  if (!(kv instanceof RedisKv)) return {};
  const store = function Store(this: unknown, options: RateLimitPluginOptions) {
    const shared = new RedisStore(options.continueExceeding, options.exponentialBackoff, kv.redis, nameSpace);
    const local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    return new FailoverStore(kv, shared, local);
  } as unknown as FastifyRateLimitStoreCtor;
  return { store };
}
