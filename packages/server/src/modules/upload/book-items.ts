/**
 * Items into `book_items`: a preview's chunk into its draft book as it arrives (`insertChunk`, the
 * request thread); and, for an upload stored before drafts, the apply's transaction body: the book
 * row and every item of the stored chunks, read back a chunk at a time, then the upload marked
 * applied. That runs on whatever connection holds the transaction: the request thread's
 * (PostgreSQL, an in-memory SQLite) or the upload thread's own connection to the SQLite file
 * (apply-task.ts).
 */
import { DEFAULT_GROUP_SIZE, groupOfPosition } from '@qfl/core';
import { CompiledQuery, type Insertable, sql, type Transaction } from 'kysely';
import { type Executor, yieldToEventLoop } from '../../db/executor.js';
import { isPostgres } from '../memory/service.js';
import type { BooksTable, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { encodeExtra } from '../books/item-extra.js';
import { ChunkLines } from './chunk-lines.js';
import { type LegacyStoredLine, type StoredLine, uploadsRepo } from './store.js';

const utf8 = new TextDecoder();

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

/** A stored line as the book item's text, translation and `extra` column (a legacy line's fields encoded here). */
function storedItem(line: string): [text: string, translation: string | null, extra: string | null] {
  const it = JSON.parse(line) as StoredLine | LegacyStoredLine;
  if (!Array.isArray(it)) return [it.text, it.translation, encodeExtra(it.own)];
  const [text, translation, extra] = it;
  return [text, translation, extra === null || typeof extra === 'string' ? extra : JSON.stringify(extra)];
}

/**
 * SQLite: a chunk's items copied into `book_items` by SQLite itself, its JSON lines (as text) and
 * entry ids (a JSON array) given as SQL expressions: a stored chunk's columns (COPY_CHUNK_SQL) or
 * bound values (PUT_CHUNK_SQL). The chunk's lines become one JSON array (a raw newline only ever separates lines: JSON escapes those inside
 * strings), `json_each` gives each line and its index, and the entry ids (a JSON array by index)
 * join through an automatically indexed materialized table; `->> 2` gives `extra` as the book
 * item's column holds it: an object as its JSON text, a string (a line stored by the version
 * before) as itself, null as NULL. Nothing of the chunk is decoded, parsed or bound in
 * JavaScript: for a 100,000-row upload this took 0.63-0.66 s against
 * 0.77-0.85 s for parsing the lines and binding them in 500-row inserts (one process, the same
 * database), and left no garbage in the thread. Only chunks of tuple lines (`[`) go this way.
 */
const copySql = (lines: string, entryIds: string) => `insert into book_items (${ITEM_COLUMNS.join(', ')})
  with e as materialized (select key as k, value as v from json_each(${entryIds}))
  select ?, ? + l.key, (? + l.key) / ? + 1, e.v, l.value ->> 0, l.value ->> 1, l.value ->> 2
  from json_each('[' || replace(${lines}, char(10), ',') || ']') l
  left join e on e.k = l.key`;
const COPY_CHUNK_SQL = copySql(
  '(select lines from upload_chunks where upload_id = ? and seq = ?)',
  '(select entry_ids from upload_chunks where upload_id = ? and seq = ?)',
);

/**
 * Whether chunk `seq` exists and, on SQLite, whether its lines are tuples SQLite can copy itself
 * (a legacy chunk of objects goes through JavaScript).
 */
async function chunkKind(trx: Transaction<DB>, uploadId: string, seq: number): Promise<'none' | 'tuples' | 'other'> {
  const r = await trx
    .selectFrom('upload_chunks')
    .select(sql<string>`substr(lines, 1, 1)`.as('first'))
    .where('upload_id', '=', uploadId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return !r ? 'none' : r.first === '[' ? 'tuples' : 'other';
}

/** SQLite: chunk `seq` copied by COPY_CHUNK_SQL from `position`; answers the items written. */
async function copyChunk(trx: Transaction<DB>, bookId: number, uploadId: string, seq: number, position: number): Promise<number> {
  // Integers bound as BigInt: better-sqlite3 binds a JS number as a REAL, and `/` would then
  // divide as reals (group 0.05 instead of 0).
  const base = BigInt(position);
  const result = await trx.executeQuery(
    CompiledQuery.raw(COPY_CHUNK_SQL, [uploadId, seq, BigInt(bookId), base, base, BigInt(DEFAULT_GROUP_SIZE), uploadId, seq]),
  );
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * SQLite: a chunk's lines, as the upload thread encoded them (UTF-8, bound as they are), and their
 * entry ids (JSON) copied into `book_items` by SQLite itself: the same statement over bound values
 * instead of a stored chunk (the preview's draft book, draft-book.ts).
 */
const PUT_CHUNK_SQL = copySql('cast(? as text)', '?');

/** Lines inserted `pace.batch` per statement from `position`, reporting after each; answers the position after them. */
async function insertLines(
  db: Executor,
  pg: boolean,
  bookId: number,
  position: number,
  lines: ChunkLines,
  entryIds: readonly (number | null)[],
  pace: { batch: number; yieldBetween: boolean },
  report?: (done: number) => Promise<void>,
): Promise<number> {
  for (let start = 0; ; start += pace.batch) {
    const batch = lines.next(pace.batch);
    if (batch.length === 0) break;
    const params: unknown[] = [];
    batch.forEach((line, k) => {
      const [text, translation, extra] = storedItem(line);
      params.push(bookId, position, groupOfPosition(position), entryIds[start + k] ?? null, text, translation, extra);
      position++;
    });
    await db.executeQuery(CompiledQuery.raw(insertItemsSql(batch.length, pg), params));
    await report?.(position);
    // PostgreSQL: other requests run meanwhile on other connections. SQLite on the request
    // thread: they wait for the one connection either way, but the event loop serves what needs
    // no database.
    if (pace.yieldBetween) await yieldToEventLoop();
  }
  return position;
}

/**
 * One chunk of a preview (its JSON lines and each line's entry) written to the draft book from
 * `position`, on the request thread; answers the items written. SQLite copies it in one statement
 * (PUT_CHUNK_SQL, ~10-20 ms for 2,000 items), PostgreSQL gets 100-row inserts.
 */
export async function insertChunk(
  db: Executor,
  bookId: number,
  position: number,
  lines: Uint8Array | string,
  entryIds: readonly (number | null)[],
): Promise<number> {
  if (isPostgres(db)) {
    const text = typeof lines === 'string' ? lines : utf8.decode(lines);
    return (await insertLines(db, true, bookId, position, new ChunkLines(text), entryIds, REQUEST_THREAD)) - position;
  }
  const bytes = typeof lines === 'string' ? Buffer.from(lines) : Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength);
  const base = BigInt(position);
  const result = await db.executeQuery(
    CompiledQuery.raw(PUT_CHUNK_SQL, [JSON.stringify(entryIds), BigInt(bookId), base, base, BigInt(DEFAULT_GROUP_SIZE), bytes]),
  );
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * An upload stored before previews wrote a draft book (chunks in `upload_chunks`): the book and
 * the upload's `count` items inserted inside `trx`, reporting the items written after each batch;
 * answers the book's id. Fewer stored items than `count` → `upload.notFound` (the transaction
 * rolls back).
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
    if (!pg) {
      const kind = await chunkKind(trx, uploadId, seq);
      if (kind === 'none') break;
      if (kind === 'tuples') {
        position += await copyChunk(trx, id, uploadId, seq, position);
        await report(position);
        if (pace.yieldBetween) await yieldToEventLoop();
        continue;
      }
    }
    const chunk = await uploadsRepo.chunk(trx, uploadId, seq);
    if (!chunk) break;
    position = await insertLines(trx, pg, id, position, chunk.lines, chunk.entryIds, pace, report);
  }
  if (position !== count) throw new AppError('upload.notFound', 404);
  await uploadsRepo.markApplied(trx, uploadId, id);
  return id;
}
