/**
 * The upload thread's `checkpoint` task (named task of src/workers/upload-extract.ts): the app's
 * SQLite file's WAL copied into the database file on this thread's own writing connection, for the
 * request thread, whose writer does not checkpoint while a preview writes its draft book
 * (db/sqlite-driver.ts suspendAutoCheckpoint). The connection's page cache is a reader's (2 MB, not
 * the writer's 8): this thread runs right after the preview's parse, when the server's memory peaks.
 */
import type SQLite from 'better-sqlite3';
import { limitCache, READER_CACHE_KIB } from '../../db/sqlite-cache.js';
import { openSqliteWriter } from '../../db/sqlite-writer.js';

let writer: { path: string; conn: SQLite.Database } | null = null;

/** This thread's writing connection to the SQLite file (opened once, closed with the thread). */
function writerConnection(path: string): SQLite.Database {
  if (writer?.path !== path) {
    const conn = openSqliteWriter(path);
    // This connection writes nothing itself: its checkpoints are the task's (checkpointWhole).
    conn.pragma('wal_autocheckpoint = 0');
    limitCache(conn, READER_CACHE_KIB);
    writer = { path, conn };
  }
  return writer.conn;
}

/**
 * A PASSIVE checkpoint (beside readers and writers, as far as they allow) may stop short of a
 * frame a reader still needs: it is tried again every CHECKPOINT_RETRY_MS until the WAL is copied
 * whole, at most CHECKPOINT_TRIES times.
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
 * The WAL copied into the file after a large preview (routes.ts): 100,000 items are ~16,700 WAL
 * frames, two of the request thread's 8,192-frame checkpoints, which held its event loop ~100 ms
 * each (the upload bench's slowest health answers). Answers whether the WAL was copied whole.
 */
export default async function checkpointTask(task: CheckpointTask): Promise<boolean> {
  return checkpointWhole(writerConnection(task.sqlitePath));
}
