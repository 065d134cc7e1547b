/** Kv.lock on both stores: exclusive, expires, released only by its owner. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Kv } from './kv.js';
import { MemoryKv } from './memory-kv.js';
import { RedisKv } from './redis-kv.js';

const stores: [string, () => Kv][] = [['memory', () => new MemoryKv()]];
if (process.env.REDIS_URL) {
  const prefix = `qfl_t_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}:`;
  stores.push(['redis', () => new RedisKv(process.env.REDIS_URL as string, prefix)]);
}

describe.each(stores)('Kv.lock on %s', (_name, open) => {
  const opened: Kv[] = [];
  const kv = () => {
    const store = open();
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('is exclusive until released by its owner', async () => {
    const a = kv();
    const b = open === stores[0]?.[1] ? a : kv();
    const first = await a.lock('job:x', 10_000);
    expect(first).not.toBeNull();
    expect(await b.lock('job:x', 10_000)).toBeNull();
    expect(await first?.release()).toBe(true);
    const second = await b.lock('job:x', 10_000);
    expect(second).not.toBeNull();
    // The first holder's release no longer frees someone else's lock.
    expect(await first?.release()).toBe(false);
    expect(await a.lock('job:x', 10_000)).toBeNull();
    await second?.release();
  });

  it('expires after its time to live, and a stale owner cannot release the new holder', async () => {
    const store = kv();
    const stale = await store.lock('job:y', 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const fresh = await store.lock('job:y', 10_000);
    expect(fresh).not.toBeNull();
    expect(await stale?.release()).toBe(false);
    expect(await store.lock('job:y', 10_000)).toBeNull();
    expect(await fresh?.release()).toBe(true);
  });
});
