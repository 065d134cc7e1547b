/**
 * Keeps user data pointing at the right dictionary entries across a content reload: entry ids change
 * when the content changes, so user_words and the items of users' own books are re-pointed by
 * (lang, headword, reading). Runs inside the loader's transaction. Built-in book items are never
 * touched here: the loader links them to the new entries itself.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { isPostgres } from './batch.js';

export interface OldEntryRef {
  id: number;
  key: string;
  keyNoReading: string;
}

export const entryKey = (lang: string, headword: string, reading: string | null): string => `${lang}\t${headword}\t${reading ?? ''}`;
export const headKey = (lang: string, headword: string): string => `${lang}\t${headword}`;

/** Old ids per statement: a CASE with a `when`/`then` pair each plus an `in` list stays far below the parameter limits. */
const CHUNK = 500;

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

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** `case entry_id when -old then new … else entry_id end` for negated old ids (the else gives PostgreSQL the type). */
function caseOfNegated(pairs: [number, number | null][]): RawBuilder<number | null> {
  const whens = sql.join(
    pairs.map(([o, n]) => sql`when ${-o} then ${n}`),
    sql` `,
  );
  return sql<number | null>`case entry_id ${whens} else entry_id end`;
}

/**
 * After the insert: re-point user references. Returns how many user words were moved to another
 * entry id and how many were dropped (their entry is gone).
 */
export async function remapReferences(
  trx: Kysely<DB>,
  old: OldEntryRef[],
  byKey: Map<string, number>,
  byHead: Map<string, number>,
): Promise<{ moved: number; dropped: number }> {
  if (!old.length) return { moved: 0, dropped: 0 };
  const pairs: [number, number | null][] = old.map((o) => [o.id, byKey.get(o.key) ?? byHead.get(o.keyNoReading) ?? null]);
  const userBooks = trx.selectFrom('books').select('id').where('builtin', '=', 0);

  // Items of users' books: negate (so an item moved to a new id is not moved again by a later chunk),
  // set the new id per old id, unresolved or unknown → null.
  await trx
    .updateTable('book_items')
    .set({ entry_id: sql<number>`-entry_id` })
    .where('entry_id', '>', 0)
    .where('book_id', 'in', userBooks)
    .execute();
  for (const chunk of chunks(pairs)) {
    await trx
      .updateTable('book_items')
      .set({ entry_id: caseOfNegated(chunk) })
      .where(
        'entry_id',
        'in',
        chunk.map(([o]) => -o),
      )
      .where('book_id', 'in', userBooks)
      .execute();
  }
  await trx.updateTable('book_items').set({ entry_id: null }).where('entry_id', '<', 0).where('book_id', 'in', userBooks).execute();

  // user_words, keyed by (user_id, entry_id): only rows whose id changes are touched. They are negated
  // first, so no moved row can meet a row that has yet to move; then each chunk is upserted under its
  // new id, merging rows that now coincide (kept in new words if either was, the earlier added_at).
  const changed = pairs.filter(([o, n]) => o !== n);
  if (!changed.length) return { moved: 0, dropped: 0 };
  let negated = 0;
  for (const chunk of chunks(changed)) {
    const r = await trx
      .updateTable('user_words')
      .set({ entry_id: sql<number>`-entry_id` })
      .where(
        'entry_id',
        'in',
        chunk.map(([o]) => o),
      )
      .executeTakeFirst();
    negated += Number(r.numUpdatedRows);
  }
  let dropped = 0;
  for (const chunk of chunks(changed.filter(([, n]) => n === null))) {
    const r = await trx
      .deleteFrom('user_words')
      .where(
        'entry_id',
        'in',
        chunk.map(([o]) => -o),
      )
      .executeTakeFirst();
    dropped += Number(r.numDeletedRows);
  }
  const pg = isPostgres(trx);
  const larger = pg
    ? sql<number>`greatest(user_words.in_new_words, excluded.in_new_words)`
    : sql<number>`max(user_words.in_new_words, excluded.in_new_words)`;
  const earlier = pg
    ? sql<number>`least(user_words.added_at, excluded.added_at)`
    : sql<number>`min(user_words.added_at, excluded.added_at)`;
  for (const chunk of chunks(changed.filter(([, n]) => n !== null))) {
    await trx
      .insertInto('user_words')
      .columns(['user_id', 'entry_id', 'in_new_words', 'added_at'])
      .expression((eb) =>
        eb
          .selectFrom('user_words')
          .select((s) => [
            'user_id',
            caseOfNegated(chunk).as('entry_id'),
            s.fn.max('in_new_words').as('in_new_words'),
            s.fn.min('added_at').as('added_at'),
          ])
          .where(
            'entry_id',
            'in',
            chunk.map(([o]) => -o),
          )
          // By position: the new id is the second column (an output alias would mean the old column on PostgreSQL).
          .groupBy(sql`1, 2`),
      )
      .onConflict((oc) => oc.columns(['user_id', 'entry_id']).doUpdateSet({ in_new_words: larger, added_at: earlier }))
      .execute();
  }
  await trx.deleteFrom('user_words').where('entry_id', '<', 0).execute();
  return { moved: negated - dropped, dropped };
}
