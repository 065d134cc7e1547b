import { describe, expect, it } from 'vitest';
import { BufferCache } from './buffer-cache';

interface Call {
  key: string;
  resolve(v: string): void;
  reject(e: Error): void;
  signal: AbortSignal;
}

function setup(concurrency = 2, retries = 2) {
  const calls: Call[] = [];
  const settled: string[] = [];
  const cache = new BufferCache<string>({
    load: (key, signal) => new Promise<string>((resolve, reject) => calls.push({ key, resolve, reject, signal })),
    onSettled: (k) => settled.push(k),
    concurrency,
    retries,
    delay: () => Promise.resolve(),
  });
  return { cache, calls, settled };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('BufferCache', () => {
  it('loads in order of need, at most `concurrency` at a time', async () => {
    const { cache, calls, settled } = setup(2);
    cache.want(['a', 'b', 'c']);
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    calls[0]?.resolve('A');
    await flush();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(cache.get('a')).toEqual({ kind: 'ready', value: 'A' });
    expect(settled).toEqual(['a']);
  });

  it('retries a failure, then marks it failed', async () => {
    const { cache, calls, settled } = setup(1, 2);
    cache.want(['x']);
    for (let i = 0; i < 3; i++) {
      calls[i]?.reject(new Error('429'));
      await flush();
    }
    expect(calls).toHaveLength(3);
    expect(cache.get('x')).toEqual({ kind: 'failed' });
    expect(settled).toEqual(['x']);
  });

  it('evicts what is no longer needed, aborting its request: memory stays flat over a long playlist', async () => {
    const { cache, calls } = setup(3, 0);
    for (let i = 0; i < 1000; i++) {
      const keys = [`k${i}`, `k${i + 1}`, `k${i + 2}`];
      cache.retain(new Set(keys));
      cache.want(keys);
      for (const c of calls) if (!c.signal.aborted) c.resolve(c.key.toUpperCase());
      await flush();
      expect(cache.keys().length).toBeLessThanOrEqual(3);
    }
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1000')).toEqual({ kind: 'ready', value: 'K1000' });
  });

  it('drops a clip that arrives after it was evicted', async () => {
    const { cache, calls, settled } = setup(1);
    cache.want(['a']);
    cache.retain(new Set());
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('A');
    await flush();
    expect(cache.get('a')).toBeUndefined();
    expect(settled).toEqual([]);
  });
});
