/**
 * SQLite page cache per connection. better-sqlite3 builds SQLite with a 16 MB cache per
 * connection, and the server opens several (the writer, the reader, the dictionary search's, one
 * per upload worker thread): after the start-up sentence sync read every table, the writer's was
 * full, 16 MB of the idle server's RSS per connection. The file's pages stay in the OS page cache
 * (not the process's RSS) either way, so a smaller cache costs a copy from it, not a disk read.
 */
import type SQLite from 'better-sqlite3';

/** KiB of page cache: the writer keeps more (a large transaction's dirty pages spill past it). */
export const WRITER_CACHE_KIB = 8192;
export const READER_CACHE_KIB = 2048;

export function limitCache(conn: SQLite.Database, kib: number): void {
  conn.pragma(`cache_size = -${kib}`);
}
