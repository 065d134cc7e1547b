/**
 * The extraction pool: files are read in real worker threads; a task over its time limit or a
 * thread out of heap gives its error key and the pool goes on; a full queue answers busy;
 * close() ends the threads. The misbehaving cases use a stand-in task module (fixtures).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteWriter } from '../../../db/sqlite-writer.js';
import { makeCsv, makeTxt, makeXlsx, zipBomb } from '../test/index.js';
import { type ExtractPool, createExtractPool } from './pool.js';

const misbehaving = new URL('../test/misbehaving-worker.ts', import.meta.url);
const pools: ExtractPool[] = [];
const make = (...args: Parameters<typeof createExtractPool>) => {
  const pool = createExtractPool(...args);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

async function keyOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { key?: string }).key ?? String(e);
  }
}

describe('createExtractPool', () => {
  it('reads files in a worker thread and transfers the bytes', async () => {
    const pool = make();
    expect(pool.threadIds()).toEqual([]);
    const bytes = makeXlsx([['apple', '苹果']]);
    expect(await pool.extract(bytes, 'a.xlsx')).toEqual({ kind: 'table', type: 'xlsx', rows: [['apple', '苹果']] });
    // Moved, not copied: the caller's view is detached.
    expect(bytes.byteLength).toBe(0);
    expect(await pool.extract(makeTxt('你好', 'gb18030'), 'a.txt')).toEqual({ kind: 'text', type: 'txt', text: '你好' });
    const ids = pool.threadIds();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(threadId);
  });

  it('lets a thread run what a task left for after its answer, before the next task', async () => {
    // With piscina's default atomics a thread sleeps from its answer to its next task, and such
    // work would wait for it.
    const pool = make({ workerFile: misbehaving, maxThreads: 1 });
    const marker = join(mkdtempSync(join(tmpdir(), 'qfl-pool-')), 'ran');
    await pool.extract(new TextEncoder().encode(marker), 'later.txt');
    const deadline = Date.now() + 800;
    while (!existsSync(marker) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(marker)).toBe(true);
  });

  it('copies an SQLite file’s WAL into the file in a thread (after a large preview, routes.ts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qfl-checkpoint-'));
    const path = join(dir, 'c.db');
    const conn = openSqliteWriter(path);
    try {
      conn.pragma('wal_autocheckpoint = 0');
      conn.exec('create table t (v text)');
      const insert = conn.prepare('insert into t (v) values (?)');
      conn.transaction(() => {
        for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(1_000));
      })();
      // The rows are in the WAL only: the file holds the schema's page or two.
      const before = statSync(path).size;
      expect(before).toBeLessThan(100_000);
      expect(await make().checkpoint({ sqlitePath: path })).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(before + 2_000_000);
      expect(conn.prepare('select count(*) as n from t').get()).toEqual({ n: 2_000 });
    } finally {
      conn.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('copies a view on a larger buffer instead of detaching it', async () => {
    const pool = make();
    const csv = makeCsv([['a', 'b']]);
    const big = new Uint8Array(csv.length + 10);
    big.set(csv, 5);
    const view = big.subarray(5, 5 + csv.length);
    expect(await pool.extract(view, 'a.csv')).toEqual({ kind: 'table', type: 'csv', rows: [['a', 'b']] });
    expect(big.byteLength).toBe(csv.length + 10);
  });

  it('rebuilds errors from the worker as ExtractError with key and params', async () => {
    const pool = make();
    const err = await pool.extract(zipBomb(), 'bomb.xlsx').catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'ExtractError', key: 'upload.unzipTooLarge', params: { max: 200 } });
  });

  it('refuses a wrong type on the calling thread, before any worker starts', async () => {
    const pool = make();
    expect(await keyOf(pool.extract(makeTxt('a'), 'a.exe'))).toBe('upload.fileType');
    expect(pool.threadIds()).toEqual([]);
  });

  it('runs the stand-in task module in a thread of its own', async () => {
    const pool = make({ workerFile: misbehaving });
    const out = await pool.extract(makeTxt('x'), 'x.txt');
    expect(out.kind === 'text' && Number(out.text)).not.toBe(threadId);
  });

  it('terminates a task over its time limit: upload.parseTimeout, and the pool still works', async () => {
    const pool = make({ workerFile: misbehaving, maxThreads: 1 });
    expect(await keyOf(pool.extract(makeTxt('x'), 'hang.txt', { timeoutMs: 300 }))).toBe('upload.parseTimeout');
    expect((await pool.extract(makeTxt('x'), 'x.txt')).kind).toBe('text');
  });

  it('counts the time limit of a task from when it gets a thread, not while it waits', async () => {
    const pool = make({ workerFile: misbehaving, maxThreads: 1 });
    const slow = pool.extract(makeTxt('x'), 'slow.txt', { timeoutMs: 60_000 });
    // Waits behind the slow task longer than its own limit, then runs in a moment.
    const quick = pool.extract(makeTxt('x'), 'quick.txt', { timeoutMs: 1_000 });
    expect(await Promise.all([keyOf(slow), keyOf(quick)])).toEqual(['ok', 'ok']);
  });

  it('a thread that runs out of heap gives upload.parseFailed, and the pool still works', async () => {
    const pool = make({ workerFile: misbehaving, maxThreads: 1, heapMb: 32 });
    expect(await keyOf(pool.extract(makeTxt('x'), 'oom.txt'))).toBe('upload.parseFailed');
    expect((await pool.extract(makeTxt('x'), 'x.txt')).kind).toBe('text');
  });

  it('stops a task when the caller aborts', async () => {
    const pool = make({ workerFile: misbehaving, maxThreads: 1 });
    const controller = new AbortController();
    const running = pool.extract(makeTxt('x'), 'hang.txt', { signal: controller.signal });
    controller.abort();
    expect(await running.catch((e: Error) => e.name)).toBe('AbortError');
  });

  it('answers upload.busy when the queue is full', async () => {
    const pool = make({ workerFile: misbehaving, maxThreads: 1, maxQueue: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => keyOf(pool.extract(makeTxt('x'), 'x.txt'))));
    // One running and one waiting are accepted, the rest refused.
    expect(results).toEqual(['ok', 'ok', 'upload.busy', 'upload.busy', 'upload.busy']);
    expect(await keyOf(pool.extract(makeTxt('x'), 'x.txt'))).toBe('ok');
  });

  it('close() ends the threads; the next call starts new ones', async () => {
    const pool = make();
    await pool.extract(makeTxt('a'), 'a.txt');
    expect(pool.threadIds().length).toBeGreaterThan(0);
    await pool.close();
    expect(pool.threadIds()).toEqual([]);
    expect(await pool.extract(makeTxt('b'), 'b.txt')).toEqual({ kind: 'text', type: 'txt', text: 'b' });
  });
});
