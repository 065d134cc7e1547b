/** Batched multi-row inserts within the bind-parameter limits of SQLite (32766) and PostgreSQL (65535). */
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** Rows per INSERT for a table with `columns` columns. */
export function rowsPerInsert(db: Kysely<DB>, columns: number): number {
  const limit = isPostgres(db) ? 65535 : 32766;
  return Math.max(1, Math.floor(limit / columns));
}

export interface BatchOptions {
  /** Appended to each INSERT, e.g. an `on conflict (id) do update set …` clause (both databases). */
  suffix?: string;
  /** Flushed before each batch of this one is sent: rows here refer to rows there (foreign keys). */
  after?: BatchInserter<string>;
}

/** Collects rows and inserts them in as few statements as the parameter limit allows. */
export class BatchInserter<T extends string> {
  private rows: Record<string, unknown>[] = [];
  private readonly size: number;
  private readonly pg: boolean;
  /** The statement in flight: the next batch is prepared while the database works on it. */
  private pending: Promise<void> | null = null;
  inserted = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: T,
    columns: number,
    private readonly options: BatchOptions = {},
  ) {
    this.size = rowsPerInsert(db, columns);
    this.pg = isPostgres(db);
  }

  async add(row: Record<string, unknown>): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.send();
  }

  /** Sends the collected rows and waits until everything sent so far is written. */
  async flush(): Promise<void> {
    await this.send();
    await this.settle();
  }

  private async settle(): Promise<void> {
    const p = this.pending;
    this.pending = null;
    if (p) await p;
  }

  /**
   * One multi-row INSERT, compiled by hand: building Kysely's query tree for tens of thousands of
   * values costs more than the database work. Identifiers are the schema's own column names.
   */
  private async send(): Promise<void> {
    await this.settle();
    if (this.options.after) await this.options.after.flush();
    const rows = this.rows;
    if (!rows.length) return;
    this.rows = [];
    const columns = Object.keys(rows[0] ?? {});
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of rows) {
      const marks: string[] = [];
      for (const c of columns) {
        params.push(row[c] ?? null);
        marks.push(this.pg ? `$${params.length}` : '?');
      }
      tuples.push(`(${marks.join(',')})`);
    }
    const suffix = this.options.suffix ? ` ${this.options.suffix}` : '';
    const text = `insert into "${this.table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}${suffix}`;
    const run = this.db.executeQuery(CompiledQuery.raw(text, params)).then(() => {
      this.inserted += rows.length;
    });
    // Awaited by the next send() or flush(); marked handled here so a failure is reported once.
    run.catch(() => {});
    this.pending = run;
  }
}
