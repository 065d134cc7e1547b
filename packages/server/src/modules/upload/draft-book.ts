/**
 * The draft book of a preview: the book row and its items written while the preview is made, chunk
 * by chunk (preview.ts), and hidden until apply publishes it in one statement. A draft is a book
 * with `retired_at` set and the slug `upload-<uploadId>`: every way to a book (lists, study,
 * reading, search, exams, the sentence index) already leaves retired books out, and an uploaded
 * book never retires otherwise (deleting one deletes its rows). So apply copies no items at the
 * user's click (100,000 took 0.6-0.8 s on SQLite): they are written on the request thread while the
 * upload thread reads the file. A kill or a failure at any point
 * leaves no visible book: before apply's commit the draft is hidden, and the expiry cleanup (or the
 * failed preview itself) deletes it.
 */
import { sql } from 'kysely';
import { type Executor, inTransaction, yieldToEventLoop } from '../../db/executor.js';
import type { NewBook } from './book-items.js';
import { uploadsRepo } from './store.js';

/** Items deleted per statement when a draft goes (the event loop free between them). */
const DROP_BATCH = 2_000;

export const draftSlug = (uploadId: string) => `upload-${uploadId}`;

export const draftBooks = {
  /** The hidden book row of a preview being made; answers its id. */
  async create(db: Executor, book: NewBook, now: number): Promise<number> {
    const row = await db
      .insertInto('books')
      .values({ ...book, item_count: 0, retired_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The draft of an upload, if it has one still hidden. */
  async find(db: Executor, uploadId: string): Promise<number | null> {
    const r = await db
      .selectFrom('books')
      .select('id')
      .where('slug', '=', draftSlug(uploadId))
      .where('builtin', '=', 0)
      .where('retired_at', 'is not', null)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  },

  /**
   * Apply: the draft becomes the book in one transaction (its row shown, with the review state and
   * count apply decided) and the upload is marked applied. Fewer items than `count` (a draft a
   * failed preview left) → false, nothing changed.
   */
  async publish(
    db: Executor,
    uploadId: string,
    bookId: number,
    book: Pick<NewBook, 'status' | 'review_status'>,
    count: number,
    now: number,
  ): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      const items = await trx
        .selectFrom('book_items')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('book_id', '=', bookId)
        .executeTakeFirstOrThrow();
      if (Number(items.n) !== count) return false;
      const r = await trx
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
      if (Number(r.numUpdatedRows) !== 1) return false;
      await uploadsRepo.markApplied(trx, uploadId, bookId);
      return true;
    });
  },

  /**
   * Deletes a draft and its items, DROP_BATCH items per statement: one statement for 200,000 items
   * would hold SQLite's one writer, and the event loop, for about a second.
   */
  async drop(db: Executor, bookId: number): Promise<void> {
    for (;;) {
      await yieldToEventLoop();
      const r = await db
        .deleteFrom('book_items')
        .where('id', 'in', (eb) => eb.selectFrom('book_items').select('id').where('book_id', '=', bookId).limit(DROP_BATCH))
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) break;
    }
    await db.deleteFrom('books').where('id', '=', bookId).where('retired_at', 'is not', null).execute();
  },

  /** The drafts of uploads that expire unapplied at `now` (the cleanup drops them before the uploads go). */
  async expired(db: Executor, now: number): Promise<number[]> {
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
};
