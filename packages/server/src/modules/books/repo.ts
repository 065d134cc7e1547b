/** SQL of books: browsing what a reader may see. */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { type BookActor, bookPolicy } from './policy.js';

export interface BookFilter {
  lang?: string;
  level?: number;
  type?: string;
  category?: string;
  limit: number;
}

export const booksRepo = {
  list(db: Executor, actor: BookActor, { lang, level, type, category, limit }: BookFilter) {
    let q = db
      .selectFrom('books')
      .select(['id', 'slug', 'type', 'lang', 'category', 'level', 'titles', 'descriptions', 'status', 'item_count', 'group_size'])
      .where(bookPolicy.visibleWhere(actor));
    if (lang) q = q.where('lang', '=', lang);
    if (level) q = q.where('level', '=', level);
    if (type) q = q.where('type', '=', type);
    // A category includes its children: their names carry it as an underscore-separated prefix.
    if (category) {
      const prefix = `${category}_`;
      q = q.where((eb) => eb.or([eb('category', '=', category), eb(sql<string>`substr(category, 1, ${prefix.length})`, '=', prefix)]));
    }
    return q.orderBy('level').orderBy('id').limit(limit).execute();
  },
};
