/**
 * SQL of uploads: the upload row of a preview (store.ts: what it holds), the preview's hidden draft
 * book (draft-book.ts: how it is made, published and dropped), and the dictionary lookups that match
 * uploaded words to entries (match.ts: how they are batched).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { NewBook } from './book-items.js';
import type { StoredForm, UploadRow } from './store.js';

/** A dictionary entry found by its headword. */
export interface HeadRow {
  id: number;
  headword: string;
  freq_rank: number | null;
}

/** A search key (reading, form) of a dictionary entry. */
export interface KeyRow {
  key: string;
  entry_id: number;
  rank: number;
}

export const uploadsRepo = {
  /**
   * The upload row of a preview being stored, its item count 0 until `complete`: apply refuses it
   * (`upload.empty`) meanwhile, though nobody has its id yet; a crash leaves it to the expiry cleanup.
   */
  async create(db: Executor, row: Omit<UploadRow, 'appliedBookId' | 'count'>, now: number): Promise<void> {
    await db
      .insertInto('uploads')
      .values({
        id: row.id,
        user_id: row.userId,
        form: JSON.stringify(row.form),
        item_count: 0,
        source: row.source,
        created_at: now,
        expires_at: row.expiresAt,
        applied_book_id: null,
      })
      .execute();
  },

  /** The preview stored whole: its count and source (a file's type is known once it is read). */
  async complete(db: Executor, id: string, count: number, source: string): Promise<void> {
    await db.updateTable('uploads').set({ item_count: count, source }).where('id', '=', id).execute();
  },

  /** A preview that failed midway: its row goes (its draft book is dropped first: preview.ts). */
  async discard(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('uploads').where('id', '=', id).execute();
  },

  /** The user's upload, unexpired (an applied one stays readable until it expires, for a repeated apply). */
  async find(db: Executor, userId: number, id: string, now: number): Promise<UploadRow | null> {
    const r = await db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!r) return null;
    return {
      id: r.id,
      userId: Number(r.user_id),
      form: JSON.parse(r.form) as StoredForm,
      count: r.item_count,
      source: r.source,
      expiresAt: Number(r.expires_at),
      appliedBookId: r.applied_book_id === null ? null : Number(r.applied_book_id),
    };
  },

  /** Marks the upload applied (inside the apply's transaction); the row stays for a repeated apply. */
  async markApplied(db: Executor, id: string, bookId: number): Promise<void> {
    await db.updateTable('uploads').set({ applied_book_id: bookId }).where('id', '=', id).execute();
  },

  /** The hidden (retired) book row of a preview being made, with no items yet; answers its id. */
  async insertDraftBook(db: Executor, book: NewBook, now: number): Promise<number> {
    const row = await db
      .insertInto('books')
      .values({ ...book, item_count: 0, retired_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The id of the uploaded book of this slug while it is still hidden, if any. */
  async draftBookId(db: Executor, slug: string): Promise<number | null> {
    const r = await db
      .selectFrom('books')
      .select('id')
      .where('slug', '=', slug)
      .where('builtin', '=', 0)
      .where('retired_at', 'is not', null)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  },

  /** How many items a book has. */
  async itemCount(db: Executor, bookId: number): Promise<number> {
    const items = await db
      .selectFrom('book_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow();
    return Number(items.n);
  },

  /**
   * Shows a hidden draft book with the review state and count apply decided; false when no hidden
   * row of that id was there to show.
   */
  async showDraftBook(
    db: Executor,
    bookId: number,
    book: Pick<NewBook, 'status' | 'review_status'>,
    count: number,
    now: number,
  ): Promise<boolean> {
    const r = await db
      .updateTable('books')
      .set({
        status: book.status,
        review_status: book.review_status,
        item_count: count,
        created_at: now,
        updated_at: now,
        retired_at: null,
      })
      .where('id', '=', bookId)
      .where('retired_at', 'is not', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Deletes up to `limit` items of a book in one statement; answers how many went. */
  async deleteItemBatch(db: Executor, bookId: number, limit: number): Promise<number> {
    const r = await db
      .deleteFrom('book_items')
      .where('id', 'in', (eb) => eb.selectFrom('book_items').select('id').where('book_id', '=', bookId).limit(limit))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /** Deletes a book row while it is still hidden (its items gone first). */
  async deleteDraftBook(db: Executor, bookId: number): Promise<void> {
    await db.deleteFrom('books').where('id', '=', bookId).where('retired_at', 'is not', null).execute();
  },

  /** The hidden draft books (slug `upload-<uploadId>`) of uploads that expire unapplied at `now`. */
  async expiredDraftBooks(db: Executor, now: number): Promise<number[]> {
    const rows = await db
      .selectFrom('books as b')
      .innerJoin('uploads as u', (j) => j.on(sql<boolean>`b.slug = ${'upload-'} || u.id`))
      .select('b.id')
      .where('u.expires_at', '<=', now)
      .where('u.applied_book_id', 'is', null)
      .where('b.builtin', '=', 0)
      .where('b.retired_at', 'is not', null)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  /** Live dictionary entries of the language whose headword is one of `words` (an `in (…)` list). */
  async headwordsIn(db: Executor, lang: string, words: string[]): Promise<HeadRow[]> {
    return db
      .selectFrom('dict_entries')
      .select(['id', 'headword', 'freq_rank'])
      .where('lang', '=', lang)
      .where('headword', 'in', words)
      .where('retired_at', 'is', null)
      .execute();
  },

  /** Search keys (not lemmas) of the language among `words` (an `in (…)` list). */
  async keysIn(db: Executor, lang: string, words: string[]): Promise<KeyRow[]> {
    // No ORDER BY: sorting by rank would make the planner walk the rank index of the whole
    // language; the best rank per key is picked in match.ts `resolve` instead.
    const rows = await sql<KeyRow>`
          select k.key, k.entry_id, k.rank from dict_keys k
          where k.lang = ${lang} and k.key in (${sql.join(words)}) and k.kind <> 'lemma'`.execute(db);
    return rows.rows;
  },

  /** SQLite: live dictionary entries of the language whose headword is one of `words`, passed as one JSON array. */
  async headwordsInJson(db: Executor, lang: string, words: string[]): Promise<HeadRow[]> {
    const rows = await sql<HeadRow>`
        select id, headword, freq_rank from dict_entries
        where lang = ${lang} and headword in (select value from json_each(${JSON.stringify(words)})) and retired_at is null`.execute(db);
    return rows.rows;
  },

  /** SQLite: search keys (not lemmas) of the language among `words`, passed as one JSON array. */
  async keysInJson(db: Executor, lang: string, words: string[]): Promise<KeyRow[]> {
    const rows = await sql<KeyRow>`
        select key, entry_id, rank from dict_keys
        where lang = ${lang} and key in (select value from json_each(${JSON.stringify(words)})) and kind <> 'lemma'`.execute(db);
    return rows.rows;
  },
};
