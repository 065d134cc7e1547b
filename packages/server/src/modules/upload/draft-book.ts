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
import { type Executor, inTransaction, yieldToEventLoop } from '../../db/executor.js';
import type { NewBook } from './book-items.js';
import { uploadsRepo } from './repo.js';

/** Items deleted per statement when a draft goes (the event loop free between them). */
const DROP_BATCH = 2_000;

export const draftSlug = (uploadId: string) => `upload-${uploadId}`;

export const draftBooks = {
  /** The hidden book row of a preview being made; answers its id. */
  create(db: Executor, book: NewBook, now: number): Promise<number> {
    return uploadsRepo.insertDraftBook(db, book, now);
  },

  /** The draft of an upload, if it has one still hidden. */
  find(db: Executor, uploadId: string): Promise<number | null> {
    return uploadsRepo.draftBookId(db, draftSlug(uploadId));
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
      if ((await uploadsRepo.itemCount(trx, bookId)) !== count) return false;
      if (!(await uploadsRepo.showDraftBook(trx, bookId, book, count, now))) return false;
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
      if ((await uploadsRepo.deleteItemBatch(db, bookId, DROP_BATCH)) === 0) break;
    }
    await uploadsRepo.deleteDraftBook(db, bookId);
  },

  /** The drafts of uploads that expire unapplied at `now` (the cleanup drops them before the uploads go). */
  expired(db: Executor, now: number): Promise<number[]> {
    return uploadsRepo.expiredDraftBooks(db, now);
  },
};
