/**
 * The apply's transaction in the upload thread (named task `apply` of
 * src/workers/upload-extract.ts), on SQLite: the thread's own connection to the app's file writes
 * the book and its items (book-items.ts) in one transaction, then frees the upload's chunks. On
 * the request thread, better-sqlite3 ran every insert synchronously, and the commit ran SQLite's
 * WAL checkpoint of the whole book (~50 MB, with fsyncs) there: one pause of the event loop of
 * 0.4-0.8 s. Here they pause only this thread, and the checkpoint runs after the answer. Meanwhile
 * the request thread holds its writer (db/sqlite-driver.ts holdWriter), so its writes wait
 * without blocking its event loop. The connection's page cache is a reader's (2 MB, not the
 * writer's 8): this thread runs right after the preview's parse, when the server's memory peaks.
 *
 * Progress goes to the request thread on the task's port at most every PROGRESS_MS, and the next
 * batch waits for its answer (a report that failed rolls the apply back, as on the request thread).
 */
import type { ErrorKey } from '@qfl/core';
import type SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { MessagePort } from 'node:worker_threads';
import { collectGarbage } from '../../collect-garbage.js';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { RoutedSqliteDriver, routedSqliteDialect } from '../../db/sqlite-driver.js';
import { limitCache, READER_CACHE_KIB } from '../../db/sqlite-cache.js';
import { openSqliteWriter } from '../../db/sqlite-writer.js';
import { AppError } from '../../http/errors.js';
import { insertBookItems, type NewBook, UPLOAD_THREAD } from './book-items.js';
import { uploadsRepo } from './store.js';

const PROGRESS_MS = 50;

export interface ApplyTask {
  sqlitePath: string;
  uploadId: string;
  book: NewBook;
  count: number;
  /** Items written so far go out as numbers; each is answered `true` (reported) or `false` (failed). */
  port?: MessagePort;
}

export type ApplyTaskResult = { ok: true; bookId: number } | { ok: false; key: ErrorKey; status: number };

let writer: { path: string; conn: SQLite.Database; db: Kysely<DB> } | null = null;

/** This thread's writing connection to the SQLite file (opened once, closed with the thread). */
function writerDb(path: string): Kysely<DB> {
  if (writer?.path !== path) {
    const conn = openSqliteWriter(path);
    // Checkpoints are taken after the apply has answered (checkpointWhole), not by its commit.
    conn.pragma('wal_autocheckpoint = 0');
    limitCache(conn, READER_CACHE_KIB);
    writer = { path, conn, db: new Kysely<DB>({ dialect: routedSqliteDialect(new RoutedSqliteDriver(conn, null)) }) };
  }
  return writer.db;
}

/**
 * The WAL copied into the database file (PASSIVE: beside readers and writers, as far as they
 * allow) once the task's answer is on its way: the commit's own checkpoint, ~50 MB of a
 * 100,000-item book with fsyncs, made the apply answer that much later. With this connection's
 * automatic checkpoints off, the book's commit leaves the WAL long (~16,700 frames). This runs
 * only because the pool's threads keep their event loop between tasks (`atomics: 'disabled'` in
 * extract/pool.ts): with piscina's default a thread sleeps from its answer to its next task, and
 * the checkpoint never ran; the app writer's next commit (past its 8,192-frame threshold) then
 * checkpointed the whole book on the request thread: the next upload's first write took
 * 0.16-0.25 s, a health answer 0.2-0.65 s, in the three-round bench. A passive checkpoint may stop
 * short of a frame a reader still needs: it is tried again every CHECKPOINT_RETRY_MS until the
 * WAL is copied whole, at most CHECKPOINT_TRIES times.
 */
const CHECKPOINT_TRIES = 10;
const CHECKPOINT_RETRY_MS = 100;

/** Answers whether the WAL is copied whole, after at most `tries` tries CHECKPOINT_RETRY_MS apart. */
async function checkpointWhole(conn: SQLite.Database, tries = CHECKPOINT_TRIES): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, CHECKPOINT_RETRY_MS));
    try {
      const [r] = conn.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      if (!r || (r.busy === 0 && r.checkpointed >= r.log)) return true;
    } catch {
      // Busy, or the connection closed with the thread: tried again while it lives.
    }
  }
  return false;
}

export interface CheckpointTask {
  sqlitePath: string;
}

/**
 * Named task `checkpoint`: the WAL copied into the file on this thread's connection, for the
 * request thread, whose writer does not checkpoint while a preview writes its draft book
 * (db/sqlite-driver.ts suspendAutoCheckpoint): 100,000 items are ~16,700 WAL frames, two of its
 * 8,192-frame checkpoints, which held the event loop ~100 ms each (the upload bench's slowest
 * health answers). Answers whether the WAL was copied whole.
 */
export async function checkpointTask(task: CheckpointTask): Promise<boolean> {
  writerDb(task.sqlitePath);
  return writer ? checkpointWhole(writer.conn) : false;
}

/** Sends `done` and waits for the request thread's answer. */
function reportOn(port: MessagePort, done: number): Promise<void> {
  return new Promise((resolve, reject) => {
    port.once('message', (ok: boolean) => (ok ? resolve() : reject(new Error('progress report failed'))));
    port.postMessage(done);
  });
}

export default async function applyTask(task: ApplyTask): Promise<ApplyTaskResult> {
  // This thread usually parsed the preview a moment ago: its heap still holds that garbage and
  // the file, which a collection here gives back before the apply adds its own memory.
  collectGarbage();
  const db = writerDb(task.sqlitePath);
  let last = Date.now();
  const report = async (done: number) => {
    if (!task.port || (Date.now() - last < PROGRESS_MS && done < task.count)) return;
    await reportOn(task.port, done);
    last = Date.now();
  };
  try {
    const bookId = await inTransaction(db, (trx) =>
      insertBookItems(trx, false, task.book, task.uploadId, task.count, report, UPLOAD_THREAD),
    );
    await uploadsRepo.dropChunks(db, task.uploadId);
    return { ok: true, bookId };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, key: e.key, status: e.status };
    throw e;
  } finally {
    task.port?.close();
    if (writer) void checkpointWhole(writer.conn);
  }
}
