/**
 * Kysely's SQLite driver with a second, read-only connection for the time a transaction holds
 * the writer. Kysely's own driver has one connection behind a mutex: a long transaction made
 * every other request's query wait for its commit, health checks included. SQLite in WAL mode lets readers run beside the writer, so:
 *  - inside a transaction, queries run on the writer (it holds the writer's lock);
 *  - outside one, a statement that only reads (better-sqlite3's `readonly`) runs on the reader
 *    connection while a transaction holds the writer, seeing the last committed state, as a
 *    query beside a transaction would on PostgreSQL; with the writer free it runs there as
 *    before (so nothing changes while no transaction is open);
 *  - anything that writes waits for the writer, as before.
 * Each connection keeps its prepared statements (Kysely's driver prepared every query anew,
 * which cost more than running it on the hot paths); bounded, because IN lists of varying
 * length make many distinct texts. An in-memory database has no reader (a second connection
 * would be another database): it behaves as Kysely's driver did.
 */
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Dialect as KyselyDialect,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { WAL_AUTOCHECKPOINT } from './sqlite-writer.js';

class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  get locked(): boolean {
    return this.#held !== undefined;
  }

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

function statementCache(db: SQLite.Database) {
  const cache = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  };
}

function run(stmt: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

export class RoutedSqliteDriver implements Driver {
  readonly #writer: SQLite.Database;
  readonly #reader: SQLite.Database | null;
  readonly #prepareWriter: (sql: string) => SQLite.Statement;
  readonly #prepareReader: ((sql: string) => SQLite.Statement) | null;
  readonly #mutex = new Mutex();
  /** Queries answered by the reader connection (tests, diagnostics). */
  readsBeside = 0;

  constructor(writer: SQLite.Database, reader: SQLite.Database | null) {
    this.#writer = writer;
    this.#reader = reader;
    this.#prepareWriter = statementCache(writer);
    this.#prepareReader = reader ? statementCache(reader) : null;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  /** A query outside any transaction: on the reader when it only reads and a transaction holds the writer. */
  async runOutside(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const stmt = this.#prepareWriter(query.sql);
    if (stmt.readonly && this.#prepareReader && this.#mutex.locked) {
      this.readsBeside++;
      return run(this.#prepareReader(query.sql), query.parameters);
    }
    await this.#mutex.lock();
    try {
      return run(stmt, query.parameters);
    } finally {
      this.#mutex.unlock();
    }
  }

  #checkpointsSuspended = 0;

  /**
   * Stops the writer's automatic checkpoints until the answered function is called (counted: the
   * last of several callers restores them). For work that writes much and has the checkpoint
   * taken off this thread (modules/upload/routes.ts: a preview's draft book).
   */
  suspendAutoCheckpoint(): () => void {
    if (this.#checkpointsSuspended++ === 0) this.#writer.pragma('wal_autocheckpoint = 0');
    let resumed = false;
    return () => {
      if (resumed) return;
      resumed = true;
      if (--this.#checkpointsSuspended === 0) this.#writer.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT}`);
    };
  }

  /** A query of the transaction that holds the writer. */
  runOwned(query: CompiledQuery): QueryResult<unknown> {
    return run(this.#prepareWriter(query.sql), query.parameters);
  }

  async *streamOutside(query: CompiledQuery): AsyncIterableIterator<QueryResult<unknown>> {
    const stmt = this.#prepareWriter(query.sql);
    if (stmt.readonly && this.#prepareReader && this.#mutex.locked) {
      for (const row of this.#prepareReader(query.sql).iterate(query.parameters)) yield { rows: [row] };
      return;
    }
    await this.#mutex.lock();
    try {
      for (const row of stmt.iterate(query.parameters)) yield { rows: [row] };
    } finally {
      this.#mutex.unlock();
    }
  }

  *streamOwned(query: CompiledQuery): IterableIterator<QueryResult<unknown>> {
    for (const row of this.#prepareWriter(query.sql).iterate(query.parameters)) yield { rows: [row] };
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#mutex.lock();
    (connection as RoutedConnection).owner = true;
    try {
      // IMMEDIATE: the transaction takes the write lock when it begins, waiting (busy_timeout) for
      // another connection's writer. A deferred one reads first and asks for the lock at its
      // first write; if another connection (the battle review writer's thread) committed in
      // between, SQLite refuses that upgrade at once with SQLITE_BUSY, whatever the timeout.
      this.runOwned(CompiledQuery.raw('begin immediate'));
    } catch (e) {
      (connection as RoutedConnection).owner = false;
      this.#mutex.unlock();
      throw e;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection, 'rollback');
  }

  async #end(connection: DatabaseConnection, command: 'commit' | 'rollback'): Promise<void> {
    try {
      this.runOwned(CompiledQuery.raw(command));
    } finally {
      (connection as RoutedConnection).owner = false;
      this.#mutex.unlock();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction whose commit or rollback never ran (cannot happen through Kysely) must not keep the writer.
    if ((connection as RoutedConnection).owner) {
      (connection as RoutedConnection).owner = false;
      this.#mutex.unlock();
    }
  }

  async destroy(): Promise<void> {
    this.#reader?.close();
    this.#writer.close();
  }
}

class RoutedConnection implements DatabaseConnection {
  /** True while this connection's transaction holds the writer. */
  owner = false;

  constructor(private readonly driver: RoutedSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.owner) return Promise.resolve(this.driver.runOwned(query) as QueryResult<R>);
    return this.driver.runOutside(query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const rows = this.owner ? this.driver.streamOwned(query) : this.driver.streamOutside(query);
    for await (const r of rows) yield r as QueryResult<R>;
  }
}

const drivers = new WeakMap<object, RoutedSqliteDriver>();

/** Remembers the driver of an app's root Kysely instance (database.ts). */
export function attachDriver(db: object, driver: RoutedSqliteDriver): void {
  drivers.set(db, driver);
}

/** RoutedSqliteDriver.suspendAutoCheckpoint of the app's database; nothing to suspend without that driver. */
export function suspendAutoCheckpoint(db: object): () => void {
  return drivers.get(db)?.suspendAutoCheckpoint() ?? (() => {});
}

/** The dialect around RoutedSqliteDriver: Kysely's SQLite adapter, compiler and introspector. */
export function routedSqliteDialect(driver: RoutedSqliteDriver): KyselyDialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
