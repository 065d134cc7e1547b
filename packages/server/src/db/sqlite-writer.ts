/**
 * A connection that writes to the app's SQLite file, as every writer opens it: the app's own
 * (database.ts) and the upload thread's checkpoint task (modules/upload/checkpoint-task.ts).
 */
import SQLite from 'better-sqlite3';
import { limitCache, WRITER_CACHE_KIB } from './sqlite-cache.js';

/** WAL pages past which a commit checkpoints (see below). */
export const WAL_AUTOCHECKPOINT = 8192;

export function openSqliteWriter(path: string): SQLite.Database {
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite leaves foreign keys unenforced unless each connection asks (migration 004 declares them).
  sqlite.pragma('foreign_keys = ON');
  limitCache(sqlite, WRITER_CACHE_KIB);
  // The WAL is checkpointed by the commit that grows it past this many pages, synchronously and with
  // fsyncs (60-100 ms on a busy disk, whatever its size): at SQLite's 1,000 pages (4 MB) an upload's
  // stored chunks paid one each. 8,192 pages (32 MB of WAL on disk, not in memory) makes them rare.
  sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT}`);
  return sqlite;
}
