/**
 * SQL of books: browsing what a reader may see, "my dictionaries", categories, the admins' review
 * queue, the owner's changes (manage.ts) and the own fields of uploaded items (item-extra.ts).
 */
import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { BookItemsTable, BooksTable } from '../../db/schema.js';
import { type BookActor, bookPolicy } from './policy.js';

export interface BookFilter {
  lang?: string;
  level?: number;
  type?: string;
  category?: string;
  /** Words of a title (any language), matched anywhere in it. */
  q?: string;
  /** Only the actor's own books. */
  mine?: boolean;
  limit: number;
}

/** The columns a book is presented and checked with (presenter, policy). */
export const BOOK_COLUMNS = [
  'id',
  'slug',
  'type',
  'lang',
  'category',
  'level',
  'titles',
  'descriptions',
  'status',
  'item_count',
  'group_size',
  'review_status',
  'review_reason',
  'translation_mode',
  'owner_id',
  'builtin',
] as const;

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const booksRepo = {
  list(db: Executor, actor: BookActor, { lang, level, type, category, q, mine, limit }: BookFilter) {
    let query = db.selectFrom('books').select(BOOK_COLUMNS).where('retired_at', 'is', null).where(bookPolicy.visibleWhere(actor));
    if (mine && actor) query = query.where('owner_id', '=', actor.id);
    if (lang) query = query.where('lang', '=', lang);
    if (level) query = query.where('level', '=', level);
    if (type) query = query.where('type', '=', type);
    // A category includes its children: their names carry it as an underscore-separated prefix.
    if (category) {
      const prefix = `${category}_`;
      query = query.where((eb) =>
        eb.or([eb('category', '=', category), eb(sql<string>`substr(category, 1, ${prefix.length})`, '=', prefix)]),
      );
    }
    if (q) query = query.where(sql<boolean>`lower(titles) like ${likePattern(q.toLowerCase())} escape '\\'`);
    const ordered = mine ? query.orderBy('id', 'desc') : query.orderBy('level').orderBy('id');
    return ordered.limit(limit).execute();
  },

  /** The whole row of a book, which must exist. */
  byId(db: Executor, id: number) {
    return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  /** What the policy needs to decide who may see a book, and whether it is retired; undefined when unknown. */
  access(db: Executor, id: number) {
    return db
      .selectFrom('books')
      .select(['status', 'review_status', 'owner_id', 'builtin', 'retired_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** A book item's entry with what the policy needs about its book; undefined when unknown. */
  itemAccess(db: Executor, itemId: number) {
    return db
      .selectFrom('book_items as i')
      .innerJoin('books as b', 'b.id', 'i.book_id')
      .select(['i.entry_id', 'b.status', 'b.review_status', 'b.owner_id', 'b.builtin'])
      .where('i.id', '=', itemId)
      .executeTakeFirst();
  },

  /** Every category, in display order. */
  categories(db: Executor) {
    return db.selectFrom('categories').select(['name', 'titles', 'position']).orderBy('position').execute();
  },

  /** Categories of the books of a language that anyone may see (their parents are not listed). */
  async usedCategories(db: Executor, lang: string): Promise<string[]> {
    const rows = await db
      .selectFrom('books')
      .select('category')
      .distinct()
      .where('lang', '=', lang)
      .where(bookPolicy.visibleWhere(null))
      .where('retired_at', 'is', null)
      .execute();
    return rows.map((r) => r.category);
  },

  /** Public uploaded books in a review state, oldest first (the admins' queue). */
  reviewQueue(db: Executor, status: string, limit: number) {
    return db
      .selectFrom('books')
      .select(BOOK_COLUMNS)
      .where('retired_at', 'is', null)
      .where('builtin', '=', 0)
      .where('status', '=', 'public')
      .where('review_status', '=', status)
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** A book as the owner's changes and the admins' review check it, with `retired_at`; undefined when unknown. */
  managed(db: Executor, id: number) {
    return db
      .selectFrom('books')
      .select([
        'id',
        'status',
        'review_status',
        'translation_mode',
        'owner_id',
        'builtin',
        'titles',
        'descriptions',
        'item_count',
        'retired_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async update(db: Executor, id: number, set: Updateable<BooksTable>): Promise<void> {
    await db.updateTable('books').set(set).where('id', '=', id).execute();
  },

  /**
   * Deletes a book and what refers to its items: the session items and item cards of them (every
   * learner's), the sessions on the book, then the book (its items and the rest of what refers to
   * it go by their foreign keys).
   */
  async deleteWithItems(db: Executor, id: number): Promise<void> {
    const items = sql`(select id from book_items where book_id = ${id})`;
    await sql`delete from study_session_items where item_id in ${items}`.execute(db);
    await sql`delete from memory_cards where item_id in ${items}`.execute(db);
    await db.deleteFrom('study_sessions').where('book_id', '=', id).execute();
    await db.deleteFrom('books').where('id', '=', id).execute();
  },

  /** An item of the book, with its text; undefined when the book has no such item. */
  item(db: Executor, bookId: number, itemId: number) {
    return db.selectFrom('book_items').select(['id', 'text']).where('id', '=', itemId).where('book_id', '=', bookId).executeTakeFirst();
  },

  /** The live items of one group (an article's page) of a book, in book order. */
  groupItems(db: Executor, bookId: number, groupNo: number): Promise<{ id: number; text: string; translation: string | null }[]> {
    return db
      .selectFrom('book_items')
      .select(['id', 'text', 'translation'])
      .where('book_id', '=', bookId)
      .where('group_no', '=', groupNo)
      .where('retired_at', 'is', null)
      .orderBy('position')
      .execute();
  },

  /** An item of the book, with its position; undefined when the book has no such item. */
  itemPosition(db: Executor, bookId: number, itemId: number) {
    return db.selectFrom('book_items').select(['id', 'position']).where('id', '=', itemId).where('book_id', '=', bookId).executeTakeFirst();
  },

  async updateItem(db: Executor, itemId: number, set: Pick<Updateable<BookItemsTable>, 'text' | 'translation'>): Promise<void> {
    await db.updateTable('book_items').set(set).where('id', '=', itemId).execute();
  },

  async setReviewStatus(db: Executor, id: number, review: string, now: number): Promise<void> {
    await db.updateTable('books').set({ review_status: review, updated_at: now }).where('id', '=', id).execute();
  },

  /** Deletes an item with the learners' session items and item cards of it. */
  async deleteItem(db: Executor, itemId: number): Promise<void> {
    await db.deleteFrom('study_session_items').where('item_id', '=', itemId).execute();
    await db.deleteFrom('memory_cards').where('item_id', '=', itemId).execute();
    await db.deleteFrom('book_items').where('id', '=', itemId).execute();
  },

  /** Closes the gap of a deleted item: later items move up one place, and groups follow positions. */
  async closeGap(db: Executor, bookId: number, position: number, groupSize: number): Promise<void> {
    await sql`update book_items set position = position - 1, group_no = (position - 1) / ${groupSize} + 1
      where book_id = ${bookId} and position > ${position}`.execute(db);
  },

  async setItemCount(db: Executor, id: number, count: number): Promise<void> {
    await db.updateTable('books').set({ item_count: count }).where('id', '=', id).execute();
  },

  /** Records the review of a pending book; false when it was no longer pending (a concurrent review). */
  async review(
    db: Executor,
    id: number,
    set: Pick<Updateable<BooksTable>, 'review_status' | 'review_reason' | 'reviewed_at' | 'reviewed_by'>,
  ): Promise<boolean> {
    const done = await db.updateTable('books').set(set).where('id', '=', id).where('review_status', '=', 'pending').executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  },

  /** Items of uploaded (not built-in) books among `itemIds`, with their `extra` and book (any number of ids per call: the caller chunks). */
  uploadedItemExtras(db: Executor, itemIds: number[]) {
    return db
      .selectFrom('book_items as i')
      .innerJoin('books as b', 'b.id', 'i.book_id')
      .select(['i.id', 'i.extra', 'b.type', 'b.translation_mode'])
      .where('i.id', 'in', itemIds)
      .where('b.builtin', '=', 0)
      .execute();
  },
};
