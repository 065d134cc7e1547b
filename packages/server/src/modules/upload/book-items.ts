/**
 * A preview's items into `book_items`: each chunk into the preview's draft book as it arrives
 * (`insertChunk`, on the request thread; draft-book.ts).
 */
import { DEFAULT_GROUP_SIZE, groupOfPosition } from '@qfl/core';
import { CompiledQuery, type Insertable } from 'kysely';
import { type Executor, isPostgres, yieldToEventLoop } from '../../db/executor.js';
import type { BooksTable } from '../../db/schema.js';
import type { StoredLine } from './store.js';

const utf8 = new TextDecoder();

/**
 * PostgreSQL: rows per insert statement, the event loop let go between them (other requests run
 * meanwhile on other connections).
 */
const BATCH = 100;
const ITEM_COLUMNS = ['book_id', 'position', 'group_no', 'entry_id', 'text', 'translation', 'extra'] as const;

/** A book row as inserted (the draft's, built by apply.ts bookRow). */
export type NewBook = Insertable<BooksTable>;

/**
 * One multi-row insert of `rows` items, as fixed SQL text: built by hand rather than by the query
 * builder, whose compiling of hundreds of values per batch cost more than the insert itself; the
 * same text for every full batch also reuses the prepared statement.
 */
function insertItemsSql(rows: number): string {
  let n = 0;
  const row = () => `(${ITEM_COLUMNS.map(() => `$${++n}`).join(', ')})`;
  return `insert into book_items (${ITEM_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, row).join(', ')}`;
}

/** A stored line as the book item's text, translation and `extra` column. */
function storedItem(line: string): [text: string, translation: string | null, extra: string | null] {
  const [text, translation, extra] = JSON.parse(line) as StoredLine;
  return [text, translation, extra === null ? null : JSON.stringify(extra)];
}

/**
 * SQLite: a chunk's lines, as the upload thread encoded them (UTF-8, bound as they are), and their
 * entry ids (a JSON array) copied into `book_items` by SQLite itself. The chunk's lines become one
 * JSON array (a raw newline only ever separates lines: JSON escapes those inside strings),
 * `json_each` gives each line and its index, and the entry ids (a JSON array by index) join
 * through an automatically indexed materialized table; `->> 2` gives `extra` as the book item's
 * column holds it: an object as its JSON text, null as NULL. Nothing of the chunk is decoded,
 * parsed or bound in JavaScript: for a 100,000-row upload this took 0.63-0.66 s against
 * 0.77-0.85 s for parsing the lines and binding them in 500-row inserts (one process, the same
 * database), and left no garbage in the thread.
 */
const PUT_CHUNK_SQL = `insert into book_items (${ITEM_COLUMNS.join(', ')})
  with e as materialized (select key as k, value as v from json_each(?))
  select ?, ? + l.key, (? + l.key) / ? + 1, e.v, l.value ->> 0, l.value ->> 1, l.value ->> 2
  from json_each('[' || replace(cast(? as text), char(10), ',') || ']') l
  left join e on e.k = l.key`;

/** PostgreSQL: a chunk's lines inserted BATCH per statement from `position`; answers the items written. */
async function insertLines(
  db: Executor,
  bookId: number,
  position: number,
  text: string,
  entryIds: readonly (number | null)[],
): Promise<number> {
  const lines = text === '' ? [] : text.split('\n');
  for (let start = 0; start < lines.length; start += BATCH) {
    const batch = lines.slice(start, start + BATCH);
    const params: unknown[] = [];
    batch.forEach((line, k) => {
      const at = position + start + k;
      const [itemText, translation, extra] = storedItem(line);
      params.push(bookId, at, groupOfPosition(at), entryIds[start + k] ?? null, itemText, translation, extra);
    });
    await db.executeQuery(CompiledQuery.raw(insertItemsSql(batch.length), params));
    await yieldToEventLoop();
  }
  return lines.length;
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
    return insertLines(db, bookId, position, typeof lines === 'string' ? lines : utf8.decode(lines), entryIds);
  }
  const bytes = typeof lines === 'string' ? Buffer.from(lines) : Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength);
  // Integers bound as BigInt: better-sqlite3 binds a JS number as a REAL, and `/` would then
  // divide as reals (group 0.05 instead of 0).
  const base = BigInt(position);
  const result = await db.executeQuery(
    CompiledQuery.raw(PUT_CHUNK_SQL, [JSON.stringify(entryIds), BigInt(bookId), base, base, BigInt(DEFAULT_GROUP_SIZE), bytes]),
  );
  return Number(result.numAffectedRows ?? 0n);
}
