/**
 * A small key-value store for counters and short-lived state (SMS limits, cooldowns).
 * Redis when REDIS_URL is set, in-process otherwise; both behave the same.
 */
export interface Kv {
  /** Increments a counter; the first increment sets its time to live. Returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  get(key: string): Promise<string | null>;
  /** Sets a value only if absent. Returns true when it was set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Seconds left for a key, or 0 when absent. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
