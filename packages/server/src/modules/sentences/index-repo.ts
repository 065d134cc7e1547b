/**
 * SQL of the sentence index builder (indexer.ts): the sources it reads page by page (sentence
 * books' items, dictionary entries' examples), the index rows it looks up, writes and removes, and
 * its version in `content_meta`. Page sizes and chunks are the caller's: each function runs one
 * statement shape on what it is given.
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SentencesTable } from '../../db/schema.js';

export const indexRepo = {
  /** The sentences indexed under these keys, with what their signature is made of. */
  async byKeys(db: Executor, skeys: readonly string[]) {
    return db
      .selectFrom('sentences')
      .select(['id', 'skey', 'lang', 'text', 'translation', 'book_id', 'entry_id'])
      .where('skey', 'in', skeys)
      .execute();
  },

  async maxSentenceId(db: Executor): Promise<number> {
    const top = await db
      .selectFrom('sentences')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(top?.id ?? 0);
  },

  /** Sentence books to read (all, or one), retired ones left out. */
  async sentenceBooks(db: Executor, bookId?: number): Promise<{ id: number; lang: string; builtin: number }[]> {
    let q = db
      .selectFrom('books')
      .select(['id', 'lang', 'builtin'])
      .where('type', '=', 'sentence')
      .where('retired_at', 'is', null)
      .orderBy('id');
    if (bookId !== undefined) q = q.where('id', '=', bookId);
    return (await q.execute()).map((b) => ({ id: b.id, lang: b.lang, builtin: b.builtin }));
  },

  /** One page of a book's items in order (the book_items_book index: book, position). */
  async itemPage(db: Executor, bookId: number, after: number, limit: number) {
    return db
      .selectFrom('book_items')
      .select(['id', 'position', 'text', 'translation', 'entry_id'])
      .where('book_id', '=', bookId)
      .where('position', '>', after)
      .where('retired_at', 'is', null)
      .orderBy('position')
      .limit(limit)
      .execute();
  },

  /**
   * Entries with examples in the id range (after, after + span]: by range, not `limit` after a
   * filter (most entries have no example, and PostgreSQL would scan far for each page).
   */
  async entryRange(db: Executor, after: number, span: number) {
    return db
      .selectFrom('dict_entries')
      .select(['id', 'lang', 'examples'])
      .where('id', '>', after)
      .where('id', '<=', after + span)
      .where('retired_at', 'is', null)
      .where('examples', '<>', '[]')
      .orderBy('id')
      .execute();
  },

  async maxEntryId(db: Executor): Promise<number> {
    const top = await db
      .selectFrom('dict_entries')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(top?.id ?? 0);
  },

  async meta(db: Executor, keys: readonly string[]) {
    return db.selectFrom('content_meta').select(['key', 'value']).where('key', 'in', keys).execute();
  },

  async setMeta(db: Executor, key: string, value: string): Promise<void> {
    await db.deleteFrom('content_meta').where('key', '=', key).execute();
    await db.insertInto('content_meta').values({ key, value }).execute();
  },

  /** Refreshes PostgreSQL's statistics of the index tables. */
  async analyze(db: Executor): Promise<void> {
    await sql`analyze sentences`.execute(db);
    await sql`analyze sentence_terms`.execute(db);
  },

  /** Sentence ids in (after, maxId], in order (of one book when given). */
  async idPage(db: Executor, after: number, maxId: number, limit: number, bookId?: number): Promise<number[]> {
    let q = db.selectFrom('sentences').select('id').where('id', '>', after).where('id', '<=', maxId).orderBy('id').limit(limit);
    if (bookId !== undefined) q = q.where('book_id', '=', bookId);
    return (await q.execute()).map((r) => r.id);
  },

  async deleteSentences(db: Executor, ids: readonly number[]): Promise<void> {
    await db.deleteFrom('sentences').where('id', 'in', ids).execute();
  },

  async insertSentence(db: Executor, row: Insertable<SentencesTable>): Promise<number> {
    return (await db.insertInto('sentences').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  /** Rewrites a sentence in place; its terms are removed first (the caller inserts the new ones). */
  async updateSentence(db: Executor, id: number, row: Insertable<SentencesTable>): Promise<void> {
    await db.deleteFrom('sentence_terms').where('sentence_id', '=', id).execute();
    await db.updateTable('sentences').set(row).where('id', '=', id).execute();
  },

  async insertTerms(db: Executor, rows: readonly { term: string; sentence_id: number }[]): Promise<void> {
    await db.insertInto('sentence_terms').values(rows).execute();
  },
};
