/**
 * A small key-value store for counters and short-lived state (SMS limits, cooldowns).
 * Redis when REDIS_URL is set, in-process otherwise; both behave the same.
 *
 * Redis down: RedisKv answers at once from an in-process store instead of waiting on Redis
 * (`degraded` is true until Redis is back): counters, rate limits, cooldowns and back-offs then
 * count per process. Shared-state uses that only make sense across processes (socket tickets,
 * locks) check `degraded` and fail fast (`KvUnavailableError`, answered 503 `service.unavailable`).
 */
export interface Kv {
  /** True while the shared store (Redis) is unreachable and values are kept in this process. */
  readonly degraded: boolean;
  /** Asks the store itself; resolves to its round-trip in ms, rejects when it does not answer. */
  ping(): Promise<number>;
  /** Increments a counter; the first increment sets its time to live. Returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  get(key: string): Promise<string | null>;
  /** Sets (or overwrites) a value with a time to live. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets a value only if absent. Returns true when it was set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left for a key, or 0 when absent. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Takes the lock `key` for `ttlMs` unless someone holds it (Redis: `SET key owner NX PX ttl`).
   * Returns the lock, whose release deletes the key only while this owner still holds it, or null.
   */
  lock(key: string, ttlMs: number): Promise<KvLock | null>;
}

export interface KvLock {
  /** Random id of this holder. */
  readonly owner: string;
  /** Frees the lock if this owner still holds it; true when it did. */
  release(): Promise<boolean>;
}

/** The shared store is unreachable and this use cannot run per process. */
export class KvUnavailableError extends Error {
  constructor() {
    super('kv unavailable');
  }
}
