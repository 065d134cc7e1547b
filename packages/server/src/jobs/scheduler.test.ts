/** The scheduler: once per slot across processes sharing a Kv (Redis when set), never overlapping itself. */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kv } from '../kv/kv.js';
import { MemoryKv } from '../kv/memory-kv.js';
import { RedisKv } from '../kv/redis-kv.js';
import { type Job, Scheduler } from './scheduler.js';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const PERIOD = 60_000;

/** Opens one Kv per "process"; with Redis they share the server and prefix, in memory one store. */
const kinds: [string, () => () => Kv][] = [
  [
    'memory (one process)',
    () => {
      const shared = new MemoryKv();
      return () => shared;
    },
  ],
];
if (process.env.REDIS_URL) {
  kinds.push([
    'redis (two processes)',
    () => {
      const prefix = `qfl_t_jobs_${process.pid}_${Math.random().toString(36).slice(2, 8)}:`;
      return () => new RedisKv(process.env.REDIS_URL as string, prefix);
    },
  ]);
}

describe.each(kinds)('Scheduler on %s', (_kind, shared) => {
  const open: Kv[] = [];
  afterEach(async () => {
    await Promise.all([...new Set(open.splice(0))].map((kv) => kv.close()));
  });

  function setup(job: Job) {
    let now = Date.UTC(2026, 10, 22, 12, 0, 5);
    const kvOf = shared();
    const make = () => {
      const kv = kvOf();
      open.push(kv);
      return new Scheduler(kv, log, PERIOD, [job], () => now);
    };
    return {
      a: make(),
      b: make(),
      advance(ms: number) {
        now += ms;
      },
    };
  }

  it('runs a job once per period across two schedulers', async () => {
    let runs = 0;
    const { a, b, advance } = setup({ name: 'count', run: async () => ++runs });
    expect([...(await a.tick()), ...(await b.tick())]).toEqual(['count']);
    advance(PERIOD / 2);
    await Promise.all([a.tick(), b.tick(), a.tick()]);
    expect(runs).toBe(1);
    advance(PERIOD);
    await Promise.all([b.tick(), a.tick()]);
    expect(runs).toBe(2);
    advance(PERIOD);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(3);
  });

  it('never runs a job twice at once in one process, even across a period boundary', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { a, advance } = setup({
      name: 'slow',
      run: async () => {
        runs++;
        await slow;
      },
    });
    const first = a.tick();
    advance(PERIOD);
    expect(await a.tick()).toEqual([]);
    release();
    expect(await first).toEqual(['slow']);
    expect(runs).toBe(1);
  });

  it('lets another scheduler retry in the same period when the job failed', async () => {
    let calls = 0;
    const { a, b } = setup({
      name: 'flaky',
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return 'ok';
      },
    });
    expect(await a.tick()).toEqual([]);
    expect(await b.tick()).toEqual(['flaky']);
    expect(await a.tick()).toEqual([]);
    expect(calls).toBe(2);
  });

  it('starts and stops without keeping the process alive', async () => {
    let runs = 0;
    const { a } = setup({ name: 'started', run: async () => ++runs });
    a.start();
    expect(a.started).toBe(true);
    await a.stop();
    expect(a.started).toBe(false);
    expect(runs).toBeLessThanOrEqual(1);
  });
});
