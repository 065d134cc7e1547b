/** Every SQLite connection the server opens has the small page cache (sqlite-cache.ts), not better-sqlite3's 16 MB. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { inTransaction } from './executor.js';
import { READER_CACHE_KIB, WRITER_CACHE_KIB } from './sqlite-cache.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('sets the writer and reader caches', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-cache-'));
  dirs.push(dir);
  const database = openDatabase({ sqlitePath: join(dir, 'd.db') });
  try {
    // Inside a transaction, the writer answers; outside while it is held, the reader does.
    let writer = 0;
    let reader = 0;
    await inTransaction(database.db, async (trx) => {
      writer = Number((await sql<{ cache_size: number }>`pragma cache_size`.execute(trx)).rows[0]?.cache_size);
      reader = Number((await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db)).rows[0]?.cache_size);
    });
    expect(writer).toBe(-WRITER_CACHE_KIB);
    expect(reader).toBe(-READER_CACHE_KIB);
  } finally {
    await database.close();
  }
});
