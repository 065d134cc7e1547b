/**
 * The transaction convention. Every repository function takes the executor it runs on as its first
 * argument: the app's `db` or a transaction (a Kysely `Transaction` is an executor too). Multi-step
 * writes open one transaction with `inTransaction` and pass the transaction down; a call made inside
 * a transaction joins it instead of opening a second one, so services compose.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/** `db` or a transaction: what repository functions run on. */
export type Executor = Kysely<DB>;

/** True when `db` runs on PostgreSQL (else SQLite): for the few statements the two write differently. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** Runs `work` in one transaction: all of its writes commit together or none do. */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}

/** A unique index refused the row (SQLite and PostgreSQL wording). */
export const isUniqueViolation = (err: unknown) => /unique|duplicate/i.test(String(err));

/**
 * Runs an idempotent write: when a concurrent request with the same idempotency key committed
 * first, the unique index refuses ours and the work runs once more, now finding the stored answer.
 */
export async function idempotent<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (err) {
    if (db.isTransaction || !isUniqueViolation(err)) throw err;
    return inTransaction(db, work);
  }
}

/**
 * Lets the event loop serve other requests between the chunks of a long piece of work. SQLite
 * (better-sqlite3) runs every query synchronously, and awaiting a settled promise does not yield:
 * a loop of 100 queries would otherwise hold every other request until it ends.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Serializes the transactions that check a limit and then write under it ("at most 5 teams", "one
 * membership", "20 posts an hour"): each named key is held until the transaction ends. On
 * PostgreSQL a transaction-scoped advisory lock per key (taken in sorted order, so two callers never
 * wait on each other crosswise); SQLite runs one write transaction at a time, so there is nothing to
 * take. Call it first thing inside `inTransaction`.
 */
export async function lockKeys(trx: Transaction<DB>, ...keys: string[]): Promise<void> {
  if (!trx.getExecutor().adapter.constructor.name.startsWith('Postgres')) return;
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
