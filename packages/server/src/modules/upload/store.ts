/**
 * SQL of uploads: a parsed preview stored for its owner until it is applied or expires. Its items
 * are JSON lines encoded in the worker (parse-task.ts) and written into the preview's hidden draft
 * book (draft-book.ts); this row holds the form, the count, the expiry and the applied book.
 */
import type { UploadForm } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { ItemExtra } from '../books/item-extra.js';

/**
 * One item as a stored line: `[text, translation, extra]`, `extra` being the book item's `extra`
 * column (books/item-extra.ts extraOf) as JSON inside the line, so that the draft book's insert
 * copies it instead of parsing the item's own fields and encoding them again (on SQLite, SQLite
 * renders the object back to text itself: book-items.ts).
 */
export type StoredLine = [text: string, translation: string | null, extra: ItemExtra | null];

/** The form as stored: the native title's language resolved. */
export type StoredForm = UploadForm & { nativeLang: NonNullable<UploadForm['nativeLang']> };

export interface UploadRow {
  id: string;
  userId: number;
  form: StoredForm;
  count: number;
  source: string;
  expiresAt: number;
  appliedBookId: number | null;
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
};
