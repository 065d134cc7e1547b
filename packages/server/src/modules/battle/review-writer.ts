/**
 * Where battle reviews and results are written. With a database another connection can reach (an SQLite file
 * or PostgreSQL), a worker thread with its own connection writes them (workers/review-writer.ts):
 * under a thousand rooms, writing them on the event loop put answer → opponent latency in the
 * hundreds of milliseconds. An in-memory SQLite database has no second connection: the event
 * loop writes. What the thread could not write (it failed, or its connection did) is written on
 * the event loop instead: no answer is lost. A battle's result (`finish`, after its reviews) is
 * stored by the thread too, in its transaction, or on the event loop when the thread fails
 * (storing it is idempotent per room).
 */
import { Piscina } from 'piscina';
import type { Executor } from '../../db/executor.js';
import { workerExecArgv, workerUrl } from '../../worker-url.js';
import type { WriteResult } from '../../workers/review-writer.js';
import { type BattleToStore, finishBattle, type StoredOutcome } from './service.js';
import { type PendingReview, writeReviewBatch } from './review-batch.js';

export interface ReviewWriter {
  /** How many batches it writes at once. */
  readonly parallel: number;
  write(batch: PendingReview[]): Promise<void>;
  /** Stores a battle's result (its reviews written first by the caller). */
  finish(battle: BattleToStore): Promise<[StoredOutcome, StoredOutcome]>;
  /** Gets ready for the first batch (a room opened): starts the thread and its connection if none runs. */
  warm(): void;
  close(): Promise<void>;
}

export function inlineReviewWriter(db: Executor, onError: (err: unknown) => void): ReviewWriter {
  return {
    parallel: 1,
    write: async (batch) => {
      await writeReviewBatch(db, batch, onError);
    },
    finish: (battle) => finishBattle(db, battle.meta, battle.seats),
    warm: () => undefined,
    close: async () => undefined,
  };
}

export function threadReviewWriter(
  target: { databaseUrl?: string; sqlitePath: string; parallel?: number },
  fallback: ReviewWriter,
  onError: (err: unknown) => void,
): ReviewWriter {
  // PostgreSQL can take several transactions at once (the thread's pool has 10 connections); SQLite has one writer.
  const parallel = target.databaseUrl ? (target.parallel ?? 1) : 1;
  const pool = new Piscina({
    filename: workerUrl('review-writer').href,
    execArgv: workerExecArgv(),
    minThreads: 0,
    maxThreads: 1,
    concurrentTasksPerWorker: parallel,
    idleTimeout: 60_000,
    workerData: { databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath },
  });
  return {
    parallel,
    async write(batch) {
      let result: WriteResult;
      try {
        result = (await pool.run(batch)) as WriteResult;
      } catch (err) {
        onError(err);
        await fallback.write(batch);
        return;
      }
      for (const message of result.errors) onError(new Error(`review writer thread: ${message}`));
      if (result.failed.length > 0) await fallback.write(result.failed);
    },
    async finish(battle) {
      try {
        return (await pool.run(battle, { name: 'finish' })) as [StoredOutcome, StoredOutcome];
      } catch (err) {
        onError(err);
        return fallback.finish(battle);
      }
    },
    // An empty batch opens the thread's connection and writes nothing. Started at the first
    // write instead, the thread (a second or more to load) held the first battle's result back.
    warm() {
      if (pool.threads.length === 0 && pool.queueSize === 0) pool.run([]).catch(onError);
    },
    close: () => pool.destroy(),
  };
}

/** The writer for this app's database. */
export function reviewWriterFor(
  config: { DATABASE_URL?: string; SQLITE_PATH: string; BATTLE_REVIEW_PARALLEL?: number },
  db: Executor,
  onError: (err: unknown) => void,
): ReviewWriter {
  const inline = inlineReviewWriter(db, onError);
  if (!config.DATABASE_URL && config.SQLITE_PATH === ':memory:') return inline;
  return threadReviewWriter(
    { databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH, parallel: config.BATTLE_REVIEW_PARALLEL },
    inline,
    onError,
  );
}
