/** In-process Kv: used when no Redis is configured (one Node process). */
import { randomUUID } from 'node:crypto';
import type { Kv, KvLock } from './kv.js';

interface Item {
  value: string;
  expiresAt: number;
}

export class MemoryKv implements Kv {
  readonly degraded = false;
  private items = new Map<string, Item>();
  constructor(private now: () => number = Date.now) {}

  async ping(): Promise<number> {
    return 0;
  }

  private live(key: string): Item | undefined {
    const item = this.items.get(key);
    if (item && item.expiresAt <= this.now()) {
      this.items.delete(key);
      return undefined;
    }
    return item;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const item = this.live(key);
    const value = (item ? Number(item.value) : 0) + 1;
    this.items.set(key, { value: String(value), expiresAt: item?.expiresAt ?? this.now() + ttlSeconds * 1000 });
    return value;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.items.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.items.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
    return true;
  }

  async ttl(key: string): Promise<number> {
    const item = this.live(key);
    return item ? Math.ceil((item.expiresAt - this.now()) / 1000) : 0;
  }

  async del(key: string): Promise<void> {
    this.items.delete(key);
  }

  async close(): Promise<void> {
    this.items.clear();
  }

  async lock(key: string, ttlMs: number): Promise<KvLock | null> {
    if (this.live(key)) return null;
    const owner = randomUUID();
    this.items.set(key, { value: owner, expiresAt: this.now() + ttlMs });
    return {
      owner,
      release: async () => {
        if (this.live(key)?.value !== owner) return false;
        this.items.delete(key);
        return true;
      },
    };
  }
}
