/** SQL of books: browsing what a reader may see, "my dictionaries", categories, and the admins' review queue. */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
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
};
