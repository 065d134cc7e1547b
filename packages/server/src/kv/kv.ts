/**
 * A small key-value store for counters and short-lived state (SMS limits, cooldowns).
 * Redis when REDIS_URL is set, in-process otherwise; both behave the same.
 */
export interface Kv {
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
