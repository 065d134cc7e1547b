/**
 * Keeps user data pointing at the right dictionary entries across a content reload: entry ids change
 * when the content changes, so user_words and the items of users' own books are re-pointed by
 * (lang, headword, reading). Runs inside the loader's transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { BatchInserter } from './batch.js';

export interface OldEntryRef {
  id: number;
  key: string;
  keyNoReading: string;
}

export const entryKey = (lang: string, headword: string, reading: string | null): string => `${lang}\t${headword}\t${reading ?? ''}`;
export const headKey = (lang: string, headword: string): string => `${lang}\t${headword}`;

/** Before the delete: the entries that user data refers to. */
export async function collectReferenced(trx: Kysely<DB>): Promise<OldEntryRef[]> {
  const rows = await trx
    .selectFrom('dict_entries')
    .select(['id', 'lang', 'headword', 'reading'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('user_words').select('entry_id')),
        eb(
          'id',
          'in',
          eb
            .selectFrom('book_items')
            .innerJoin('books', 'books.id', 'book_items.book_id')
            .select('book_items.entry_id')
            .where('books.builtin', '=', 0),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => ({ id: Number(r.id), key: entryKey(r.lang, r.headword, r.reading), keyNoReading: headKey(r.lang, r.headword) }));
}

/** After the insert: re-point user references; returns how many user words were dropped (entry gone). */
export async function remapReferences(
  trx: Kysely<DB>,
  old: OldEntryRef[],
  byKey: Map<string, number>,
  byHead: Map<string, number>,
): Promise<{ moved: number; dropped: number }> {
  if (!old.length) return { moved: 0, dropped: 0 };
  const map = new Map<number, number | null>();
  for (const o of old) map.set(o.id, byKey.get(o.key) ?? byHead.get(o.keyNoReading) ?? null);

  // Users' book items: negate, then set the new id per old id (CASE in chunks), unresolved → null.
  await trx.updateTable('book_items').set({ entry_id: sql<number>`-entry_id` }).where('entry_id', '>', 0).execute();
  const pairs = [...map.entries()];
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    const cases = sql.join(
      chunk.map(([o, n]) => sql`when ${-o} then ${n}`),
      sql` `,
    );
    await trx
      .updateTable('book_items')
      .set({ entry_id: sql<number | null>`case entry_id ${cases} else entry_id end` })
      .where(
        'entry_id',
        'in',
        chunk.map(([o]) => -o),
      )
      .execute();
  }
  await trx.updateTable('book_items').set({ entry_id: null }).where('entry_id', '<', 0).execute();

  // user_words has (user_id, entry_id) as key: rewrite the rows, merging any that now coincide.
  const words = await trx.selectFrom('user_words').selectAll().execute();
  const merged = new Map<string, { user_id: number; entry_id: number; in_new_words: number; added_at: number }>();
  let dropped = 0;
  for (const w of words) {
    const id = map.has(Number(w.entry_id)) ? map.get(Number(w.entry_id)) : Number(w.entry_id);
    if (id === null || id === undefined) {
      dropped++;
      continue;
    }
    const k = `${w.user_id}:${id}`;
    const have = merged.get(k);
    if (have) {
      have.in_new_words = Math.max(have.in_new_words, Number(w.in_new_words));
      have.added_at = Math.min(have.added_at, Number(w.added_at));
    } else merged.set(k, { user_id: Number(w.user_id), entry_id: id, in_new_words: Number(w.in_new_words), added_at: Number(w.added_at) });
  }
  await trx.deleteFrom('user_words').execute();
  const ins = new BatchInserter(trx, 'user_words', 4);
  for (const row of merged.values()) await ins.add(row);
  await ins.flush();
  return { moved: merged.size, dropped };
}
