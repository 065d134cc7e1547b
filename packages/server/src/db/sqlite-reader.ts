/**
 * Point reads on the read-only SQLite connection (the one db/sqlite-driver.ts reads on beside a
 * transaction) for the lookup every signed-in request makes (token → user, db/prepared.ts). Through Kysely, that read waits its turn on the one
 * shared connection's mutex and has better-sqlite3 build each row object natively, which cost
 * more than the lookup itself; here the statement is prepared once and returns plain arrays that
 * become objects in JS. In WAL mode this connection reads exactly what is committed: never the
 * uncommitted rows of another request's open transaction (a read on the shared connection between
 * two of that transaction's awaits would see them), and a revoked token as soon as the revocation
 * commits. Reads inside a transaction still go through the transaction (they must see its writes).
 */
import type SQLite from 'better-sqlite3';

export interface SqliteReader {
  /** The first row of a query as an object keyed by its column names, or undefined. */
  first(sql: string, params: readonly unknown[]): Record<string, unknown> | undefined;
}

interface Prepared {
  statement: SQLite.Statement<unknown[], unknown[]>;
  columns: string[];
}

/** Point reads on the read-only connection that db/sqlite-driver.ts also reads on (the driver owns and closes it). */
export function pointReader(conn: SQLite.Database): SqliteReader {
  // Few distinct texts: only the compiled hot queries come here.
  const statements = new Map<string, Prepared>();
  return {
    first(sql, params) {
      let prepared = statements.get(sql);
      if (!prepared) {
        const statement = conn.prepare<unknown[], unknown[]>(sql).raw(true);
        prepared = { statement, columns: statement.columns().map((c) => c.name) };
        statements.set(sql, prepared);
      }
      const row = prepared.statement.get(params);
      if (!row) return undefined;
      const out: Record<string, unknown> = {};
      for (let i = 0; i < prepared.columns.length; i++) out[prepared.columns[i] as string] = row[i];
      return out;
    },
  };
}

/** The reader of an app's root Kysely instance (never of a transaction: those read on their own connection). */
const readers = new WeakMap<object, SqliteReader>();

export function attachReader(db: object, reader: SqliteReader): void {
  readers.set(db, reader);
}

export function readerOf(db: object): SqliteReader | undefined {
  return readers.get(db);
}
