/**
 * The apply's transaction body: the book row and every item of a stored upload, read back a chunk
 * at a time and inserted in multi-row batches, then the upload marked applied. It runs on whatever
 * connection holds the transaction: the request thread's (PostgreSQL, an in-memory SQLite) or the
 * upload thread's own connection to the SQLite file (apply-task.ts).
 */
import { DEFAULT_GROUP_SIZE } from '@qfl/core';
import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
import { yieldToEventLoop } from '../../db/executor.js';
import type { BooksTable, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { encodeExtra } from '../books/item-extra.js';
import { type LegacyStoredLine, type StoredLine, uploadsRepo } from './store.js';

/**
 * Rows per insert statement, and whether the event loop is let go between them. On the request
 * thread each statement runs synchronously (better-sqlite3), and one of 500 rows held it for
 * 100-400 ms on a loaded machine: 100, with the event loop free between them. The upload thread
 * serves nothing else: 500, without yielding (fewer statements, 3,500 values each, well under
 * SQLite's 32,766).
 */
export const REQUEST_THREAD = { batch: 100, yieldBetween: true } as const;
export const UPLOAD_THREAD = { batch: 500, yieldBetween: false } as const;
const ITEM_COLUMNS = ['book_id', 'position', 'group_no', 'entry_id', 'text', 'translation', 'extra'] as const;

/** The book row as apply inserts it (built on the request thread, plain data for the upload thread). */
export type NewBook = Insertable<BooksTable>;

/**
 * One multi-row insert of `rows` items, as fixed SQL text: built by hand rather than by the query
 * builder, whose compiling of 3,500 values per batch cost more than the insert itself; the same
 * text for every full batch also reuses SQLite's prepared statement.
 */
function insertItemsSql(rows: number, pg: boolean): string {
  let n = 0;
  const row = () => `(${ITEM_COLUMNS.map(() => (pg ? `$${++n}` : '?')).join(', ')})`;
  return `insert into book_items (${ITEM_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, row).join(', ')}`;
}

/** A stored line as the book item's text, translation and extra (a legacy line's fields encoded here). */
function storedItem(line: string): StoredLine {
  const it = JSON.parse(line) as StoredLine | LegacyStoredLine;
  return Array.isArray(it) ? it : [it.text, it.translation, encodeExtra(it.own)];
}

/**
 * Inserts the book and the upload's `count` items inside `trx`, reporting the items written after
 * each batch; answers the book's id. Fewer stored items than `count` → `upload.notFound` (the
 * transaction rolls back).
 */
export async function insertBookItems(
  trx: Transaction<DB>,
  pg: boolean,
  book: NewBook,
  uploadId: string,
  count: number,
  report: (done: number) => Promise<void>,
  pace: { batch: number; yieldBetween: boolean } = REQUEST_THREAD,
): Promise<number> {
  const row = await trx.insertInto('books').values(book).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  let position = 0;
  for (let seq = 0; ; seq++) {
    const chunk = await uploadsRepo.chunk(trx, uploadId, seq);
    if (!chunk) break;
    for (let start = 0; ; start += pace.batch) {
      const batch = chunk.lines.next(pace.batch);
      if (batch.length === 0) break;
      const params: unknown[] = [];
      batch.forEach((line, k) => {
        const [text, translation, extra] = storedItem(line);
        params.push(id, position, Math.floor(position / DEFAULT_GROUP_SIZE), chunk.entryIds[start + k] ?? null, text, translation, extra);
        position++;
      });
      await trx.executeQuery(CompiledQuery.raw(insertItemsSql(batch.length, pg), params));
      await report(position);
      // PostgreSQL: other requests run meanwhile on other connections. SQLite on the request
      // thread: they wait for the one connection either way, but the event loop serves what needs
      // no database.
      if (pace.yieldBetween) await yieldToEventLoop();
    }
  }
  if (position !== count) throw new AppError('upload.notFound', 404);
  await uploadsRepo.markApplied(trx, uploadId, id);
  return id;
}
