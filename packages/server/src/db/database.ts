/** Opens the database: an SQLite file by default, PostgreSQL when a URL is given. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DB } from './schema.js';
import { attachReader, openSqliteReader } from './sqlite-reader.js';

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
  const sqlite = new SQLite(opts.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite leaves foreign keys unenforced unless each connection asks (migration 004 declares them).
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // An in-memory database is private to its one connection: no second reader can see it.
  if (opts.sqlitePath === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  const reader = openSqliteReader(opts.sqlitePath);
  attachReader(db, reader);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
      reader.close();
    },
  };
}

/**
 * Kysely's SQLite driver prepares every query anew, which cost more than running it on the hot
 * paths (the token lookup of every signed-in request). The same SQL text reuses its prepared
 * statement; the driver runs one query at a time on its connection, so a statement is never
 * used twice at once. Bounded because IN lists of varying length make many distinct texts.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    prepare(sql: string) {
      let stmt = statements.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        statements.set(sql, stmt);
      }
      return stmt;
    },
    close: () => sqlite.close(),
  };
}
