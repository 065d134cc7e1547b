/**
 * SQL of reading: article books and their pages, the cached analysis of items (`reading_tokens`),
 * word marks (`word_status`), the word cards statuses are read from, and reading positions.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export const readingRepo = {
  /** A book with what the books view rule needs. */
  async book(db: Executor, bookId: number) {
    return db
      .selectFrom('books')
      .select(['id', 'type', 'lang', 'titles', 'status', 'review_status', 'owner_id', 'builtin', 'retired_at'])
      .where('id', '=', bookId)
      .executeTakeFirst();
  },

  /** A book's groups in order, with how many of each group's items have a translation. */
  async groups(db: Executor, bookId: number) {
    return db
      .selectFrom('book_items')
      .select((eb) => ['group_no', eb.fn.count<number>('translation').as('translated')])
      .where('book_id', '=', bookId)
      .where('retired_at', 'is', null)
      .groupBy('group_no')
      .orderBy('group_no')
      .execute();
  },

  /** Every item of a book, in order. */
  async items(db: Executor, bookId: number) {
    return db
      .selectFrom('book_items')
      .select(['id', 'text'])
      .where('book_id', '=', bookId)
      .where('retired_at', 'is', null)
      .orderBy('position')
      .execute();
  },

  /** Pages (distinct groups) of each book. */
  async pageCounts(db: Executor, bookIds: readonly number[]) {
    return db
      .selectFrom('book_items')
      .select(['book_id', sql<number>`count(distinct group_no)`.as('pages')])
      .where('book_id', 'in', bookIds)
      .where('retired_at', 'is', null)
      .groupBy('book_id')
      .execute();
  },

  async cachedTokens(db: Executor, itemIds: readonly number[]) {
    return db.selectFrom('reading_tokens').select(['item_id', 'version', 'text_hash', 'tokens']).where('item_id', 'in', itemIds).execute();
  },

  /** A cache write: two readers analysing the same item at once write the same row. */
  async saveTokens(db: Executor, rows: readonly { item_id: number; version: number; text_hash: string; tokens: string }[]): Promise<void> {
    await db
      .insertInto('reading_tokens')
      .values(rows)
      .onConflict((oc) =>
        oc.column('item_id').doUpdateSet((eb) => ({
          version: eb.ref('excluded.version'),
          text_hash: eb.ref('excluded.text_hash'),
          tokens: eb.ref('excluded.tokens'),
        })),
      )
      .execute();
  },

  /** The learner's marks among these word keys. */
  async marks(db: Executor, userId: number, lang: string, keys: readonly string[]) {
    return db
      .selectFrom('word_status')
      .select(['word_key', 'status'])
      .where('user_id', '=', userId)
      .where('lang', '=', lang)
      .where('word_key', 'in', keys)
      .execute();
  },

  /** The learner's word cards (not item cards) of these entries. */
  async wordCards(db: Executor, userId: number, entryIds: readonly number[]) {
    return db
      .selectFrom('memory_cards')
      .select(['entry_id', 'state', 'reps', 'last_review', 'stability', 'learned_at'])
      .where('user_id', '=', userId)
      .where('item_id', 'is', null)
      .where('entry_id', 'in', entryIds)
      .execute();
  },

  async deleteMark(db: Executor, userId: number, lang: string, key: string): Promise<void> {
    await db.deleteFrom('word_status').where('user_id', '=', userId).where('lang', '=', lang).where('word_key', '=', key).execute();
  },

  async insertMark(
    db: Executor,
    row: { user_id: number; lang: string; word_key: string; entry_id: number | null; status: string; updated_at: number },
  ): Promise<void> {
    await db.insertInto('word_status').values(row).execute();
  },

  /** Marks written unless the word already has one. */
  async insertMarksIfNone(
    db: Executor,
    rows: readonly { user_id: number; lang: string; word_key: string; entry_id: number | null; status: string; updated_at: number }[],
  ): Promise<void> {
    await db
      .insertInto('word_status')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'lang', 'word_key']).doNothing())
      .execute();
  },

  async position(db: Executor, userId: number, bookId: number) {
    return db
      .selectFrom('reading_positions')
      .select(['page', 'sentence', 'updated_at'])
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
  },

  async savePosition(
    db: Executor,
    row: { user_id: number; book_id: number; page: number; sentence: number; updated_at: number },
  ): Promise<void> {
    await db
      .insertInto('reading_positions')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'book_id']).doUpdateSet({ page: row.page, sentence: row.sentence, updated_at: row.updated_at }),
      )
      .execute();
  },

  /** The learner's latest positions, newest first, with what the books view rule needs of each book. */
  async recentPositions(db: Executor, userId: number, limit: number) {
    return db
      .selectFrom('reading_positions as p')
      .innerJoin('books as b', 'b.id', 'p.book_id')
      .select([
        'p.book_id',
        'p.page',
        'p.updated_at',
        'b.lang',
        'b.titles',
        'b.status',
        'b.review_status',
        'b.owner_id',
        'b.builtin',
        'b.retired_at',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.updated_at', 'desc')
      .limit(limit)
      .execute();
  },

  async nativeLang(db: Executor, userId: number): Promise<string | null> {
    return (await db.selectFrom('users').select('native_lang').where('id', '=', userId).executeTakeFirst())?.native_lang ?? null;
  },

  async entries(db: Executor, ids: readonly number[]) {
    return db.selectFrom('dict_entries').select(['id', 'headword', 'reading', 'meanings']).where('id', 'in', ids).execute();
  },

  async entryLang(db: Executor, entryId: number): Promise<string | undefined> {
    return (await db.selectFrom('dict_entries').select('lang').where('id', '=', entryId).executeTakeFirst())?.lang;
  },
};
