/**
 * What keeps removed content alive. When a load drops an entry, book or book item that rows
 * elsewhere still point at, the loader retires it (kept with its id, `retired_at` set) instead of
 * deleting it; with nothing pointing at it, it is deleted. Every table that comes to reference
 * content (memory cards, review logs, exam items…) adds its column here, and its foreign key makes
 * the database refuse a delete this list forgot.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { isPostgres } from './batch.js';

type ContentTable = 'dict_entries' | 'books' | 'book_items';

/**
 * Referencing (table, column) pairs per content table. Entries: every book item counts, because by
 * the time removed entries are handled the current built-in items point at current entries only,
 * so what is left pointing at a removed entry is a user's book or a retired built-in item.
 */
const REFERENCES: Record<ContentTable, readonly (readonly [string, string])[]> = {
  dict_entries: [
    ['user_words', 'entry_id'],
    ['book_items', 'entry_id'],
    ['memory_cards', 'entry_id'],
    ['study_session_items', 'entry_id'],
    ['word_status', 'entry_id'],
    ['player_items', 'entry_id'],
  ],
  // Items left in a removed book once its removed items are handled are retired ones.
  books: [
    ['book_items', 'book_id'],
    ['study_settings', 'active_book_id'],
    ['group_progress', 'book_id'],
    ['study_sessions', 'book_id'],
    ['playlists', 'book_id'],
  ],
  book_items: [
    ['memory_cards', 'item_id'],
    ['study_session_items', 'item_id'],
    ['player_items', 'item_id'],
  ],
};

/** Ids per statement: far below both databases' parameter limits. */
const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

async function referencedAmong(trx: Kysely<DB>, table: ContentTable, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const [refTable, column] of REFERENCES[table]) {
    const rows = await sql<{
      id: number;
    }>`select distinct ${sql.ref(column)} as id from ${sql.table(refTable)} where ${sql.ref(column)} in (${sql.join(ids)})`.execute(trx);
    for (const r of rows.rows) found.add(Number(r.id));
  }
  return found;
}

export interface RetireResult {
  retired: number;
  deleted: number;
}

/**
 * Retires the referenced ones among `ids` and deletes the rest. `onRetire` adds what else a retired
 * row of this table loses (e.g. its search keys, a book's public status).
 */
export async function retireOrDelete(
  trx: Kysely<DB>,
  table: ContentTable,
  ids: number[],
  now: number,
  onRetire?: (ids: number[]) => Promise<void>,
): Promise<RetireResult> {
  const result = { retired: 0, deleted: 0 };
  for (const chunk of chunks(ids)) {
    const keep = await referencedAmong(trx, table, chunk);
    const retire = chunk.filter((id) => keep.has(id));
    const drop = chunk.filter((id) => !keep.has(id));
    if (retire.length) {
      await sql`update ${sql.table(table)} set retired_at = ${now} where retired_at is null and id in (${sql.join(retire)})`.execute(trx);
      await onRetire?.(retire);
      result.retired += retire.length;
    }
    if (drop.length) {
      await sql`delete from ${sql.table(table)} where id in (${sql.join(drop)})`.execute(trx);
      result.deleted += drop.length;
    }
  }
  return result;
}

/**
 * The next id for rows the loader inserts with explicit ids: above every id ever handed out, so a
 * deleted row's id is never given to another (clients may still hold it).
 */
export async function nextId(trx: Kysely<DB>, table: ContentTable): Promise<number> {
  const seq = isPostgres(trx)
    ? sql<{ n: number | null }>`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as n`
    : sql<{ n: number | null }>`select seq as n from sqlite_sequence where name = ${table}`;
  const used = (await seq.execute(trx)).rows[0]?.n ?? 0;
  const max = await sql<{ n: number | null }>`select max(id) as n from ${sql.table(table)}`.execute(trx);
  return Math.max(Number(used), Number(max.rows[0]?.n ?? 0)) + 1;
}

/** PostgreSQL: moves the id sequence past the explicit ids inserted (SQLite follows by itself). */
export async function syncSequence(trx: Kysely<DB>, table: ContentTable): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(
    coalesce((select max(id) from ${sql.table(table)}), 1),
    coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass), 1)))`.execute(trx);
}
