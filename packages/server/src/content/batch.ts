/** Batched multi-row inserts within the bind-parameter limits of SQLite (32766) and PostgreSQL (65535). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** Rows per INSERT for a table with `columns` columns. */
export function rowsPerInsert(db: Kysely<DB>, columns: number): number {
  const limit = isPostgres(db) ? 65535 : 32766;
  return Math.max(1, Math.floor(limit / columns));
}

/** Collects rows and inserts them in as few statements as the parameter limit allows. */
export class BatchInserter<T extends keyof DB & string> {
  private rows: Record<string, unknown>[] = [];
  private readonly size: number;
  inserted = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: T,
    columns: number,
  ) {
    this.size = rowsPerInsert(db, columns);
  }

  async add(row: Record<string, unknown>): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const rows = this.rows;
    this.rows = [];
    // Kysely's typed insert cannot express a table chosen at run time; the rows match the schema.
    await this.db
      .insertInto(this.table)
      .values(rows as never)
      .execute();
    this.inserted += rows.length;
  }
}
