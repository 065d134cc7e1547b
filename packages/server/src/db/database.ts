/** Opens the database: an SQLite file by default, PostgreSQL when a URL is given. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { limitCache, READER_CACHE_KIB } from './sqlite-cache.js';
import { openSqliteWriter } from './sqlite-writer.js';
import { attachDriver, RoutedSqliteDriver, routedSqliteDialect } from './sqlite-driver.js';
import { attachReader, pointReader } from './sqlite-reader.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// bigint columns hold epoch milliseconds and ids: safe as JS numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(opts: { databaseUrl?: string; sqlitePath: string }): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (a restart, a failover, a dropped test
    // database) emits 'error' on the pool; unhandled, that would crash the process. The pool
    // discards that client and the next query opens a new connection.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (opts.sqlitePath !== ':memory:') mkdirSync(dirname(opts.sqlitePath), { recursive: true });
  const sqlite = openSqliteWriter(opts.sqlitePath);
  // Reads beside a long transaction (sqlite-driver.ts); an in-memory database cannot have a second connection.
  let reader: SQLite.Database | null = null;
  if (opts.sqlitePath !== ':memory:') {
    reader = new SQLite(opts.sqlitePath, { readonly: true, fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    limitCache(reader, READER_CACHE_KIB);
  }
  const driver = new RoutedSqliteDriver(sqlite, reader);
  const db = new Kysely<DB>({ dialect: routedSqliteDialect(driver) });
  attachDriver(db, driver);
  // The token lookup of every signed-in request reads there too, always (db/prepared.ts).
  if (reader) attachReader(db, pointReader(reader));
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
