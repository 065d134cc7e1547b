/**
 * SQL of sentence search (search.ts) and the sentence page (detail.ts): postings of the index's
 * terms, the matching sentences under the book view rule, and the books and entries they show.
 */
import type { Lang } from '@qfl/core';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { type BookActor, bookPolicy } from '../books/policy.js';

/** A sentence of the index as search reads it. */
export interface SentenceRow {
  id: number;
  skey: string;
  source: string;
  lang: string;
  text: string;
  translation: string | null;
  book_id: number | null;
  entry_id: number | null;
}

const COLUMNS = ['s.id', 's.skey', 's.source', 's.lang', 's.text', 's.translation', 's.book_id', 's.entry_id'] as const;

const toRow = (r: Record<string, unknown>): SentenceRow => ({
  id: Number(r.id),
  skey: String(r.skey),
  source: String(r.source),
  lang: String(r.lang),
  text: String(r.text),
  translation: (r.translation as string | null) ?? null,
  book_id: r.book_id == null ? null : Number(r.book_id),
  entry_id: r.entry_id == null ? null : Number(r.entry_id),
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A sentence the actor may see: a dictionary example, or one of a book the books policy lets them view. */
const visibleTo = (actor: BookActor) => (eb: ExpressionBuilder<DB & { s: DB['sentences'] }, 's'>) =>
  eb.or([
    eb('s.book_id', 'is', null),
    eb.exists(
      eb
        .selectFrom('books')
        .select('books.id')
        .whereRef('books.id', '=', 's.book_id')
        // biome-ignore lint/suspicious/noExplicitAny: the policy's builder is typed for a books-only query
        .where(bookPolicy.visibleWhere(actor) as any),
    ),
  ]);

export const sentencesRepo = {
  /** Postings of a term, counted up to `cap` (a cap, not a total). */
  async postingCount(db: Executor, term: string, cap: number): Promise<number> {
    const r = await sql<{
      n: number | string;
    }>`select count(*) as n from (select 1 from sentence_terms where term = ${term} limit ${cap}) x`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  },

  /**
   * Sentences holding every term, visible to the actor, in index order: the `drive` term's postings
   * in sentence order from the primary key, the others point lookups (EXISTS on (term, sentence)).
   */
  async matchAll(db: Executor, actor: BookActor, drive: string, rest: readonly string[], limit: number): Promise<SentenceRow[]> {
    let q = db
      .selectFrom('sentence_terms as t')
      .innerJoin('sentences as s', 's.id', 't.sentence_id')
      .select([...COLUMNS])
      .where('t.term', '=', drive);
    for (const other of rest) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sentence_terms as x')
            .select('x.sentence_id')
            .where('x.term', '=', other)
            .whereRef('x.sentence_id', '=', 't.sentence_id'),
        ),
      );
    }
    const rows = await q.where(visibleTo(actor)).orderBy('t.sentence_id').limit(limit).execute();
    return rows.map(toRow);
  },

  /** Sentences of the language holding `query` as a substring (`like`), visible to the actor, by id. */
  async substring(db: Executor, actor: BookActor, lang: Lang, query: string, limit: number): Promise<SentenceRow[]> {
    const rows = await db
      .selectFrom('sentences as s')
      .select([...COLUMNS])
      .where('s.lang', '=', lang)
      .where(sql<boolean>`s.text like ${`%${likeEscape(query)}%`} escape '\\'`)
      .where(visibleTo(actor))
      .orderBy('s.id')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  },

  async bookTitles(db: Executor, ids: readonly number[]) {
    return db.selectFrom('books').select(['id', 'titles']).where('id', 'in', ids).execute();
  },

  async headwords(db: Executor, ids: readonly number[]) {
    return db.selectFrom('dict_entries').select(['id', 'headword']).where('id', 'in', ids).execute();
  },

  async headword(db: Executor, entryId: number): Promise<string | null> {
    return (await db.selectFrom('dict_entries').select('headword').where('id', '=', entryId).executeTakeFirst())?.headword ?? null;
  },

  /** A book's item with what the book view rule needs of its book. */
  async bookItem(db: Executor, itemId: number) {
    return (
      db
        .selectFrom('book_items as i')
        .innerJoin('books as b', 'b.id', 'i.book_id')
        .select([
          'i.text',
          'i.translation',
          'i.entry_id',
          'b.id as book_id',
          'b.lang',
          'b.titles',
          'b.status',
          'b.review_status',
          'b.owner_id',
          'b.builtin',
        ])
        .where('i.id', '=', itemId)
        // Not an upload's hidden draft (upload/draft-book.ts): a retired uploaded book is one.
        .where((eb) => eb.or([eb('b.retired_at', 'is', null), eb('b.builtin', '=', 1)]))
        .executeTakeFirst()
    );
  },

  async entryExamples(db: Executor, entryId: number) {
    return db.selectFrom('dict_entries').select(['lang', 'examples']).where('id', '=', entryId).executeTakeFirst();
  },

  /** The item of a built-in sentence book holding this example of the entry (the first one), if any. */
  async builtinItemOf(db: Executor, entryId: number, text: string): Promise<number | null> {
    const item = await db
      .selectFrom('sentences')
      .select('item_id')
      .where('entry_id', '=', entryId)
      .where('source', '=', 'book')
      .where('builtin', '=', 1)
      .where('text', '=', text)
      .orderBy('id')
      .executeTakeFirst();
    return item?.item_id ?? null;
  },
};
