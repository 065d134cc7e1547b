/**
 * SQL of uploads: a parsed preview stored for its owner until it is applied or expires. The
 * items are kept as JSON lines, one per item, encoded in the worker (parse-task.ts), and their
 * dictionary entries as a JSON array beside them, so that neither storing nor applying 100,000
 * items builds them all as objects at once on the request thread.
 */
import type { UploadForm } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { OwnFields } from '../books/item-extra.js';

/** One item as a stored line. */
export interface StoredLine {
  text: string;
  translation: string | null;
  own: OwnFields;
}

/** The form as stored: the native title's language resolved. */
export type StoredForm = UploadForm & { nativeLang: NonNullable<UploadForm['nativeLang']> };

export interface UploadRow {
  id: string;
  userId: number;
  form: StoredForm;
  /** StoredLine JSON, one per line. */
  lines: string;
  entryIds: (number | null)[];
  count: number;
  source: string;
  expiresAt: number;
  appliedBookId: number | null;
}

export const uploadsRepo = {
  async insert(db: Executor, row: Omit<UploadRow, 'appliedBookId'>, now: number): Promise<void> {
    await db
      .insertInto('uploads')
      .values({
        id: row.id,
        user_id: row.userId,
        form: JSON.stringify(row.form),
        items: row.lines,
        entry_ids: JSON.stringify(row.entryIds),
        item_count: row.count,
        source: row.source,
        created_at: now,
        expires_at: row.expiresAt,
        applied_book_id: null,
      })
      .execute();
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
      lines: r.items,
      entryIds: JSON.parse(r.entry_ids) as (number | null)[],
      count: r.item_count,
      source: r.source,
      expiresAt: Number(r.expires_at),
      appliedBookId: r.applied_book_id === null ? null : Number(r.applied_book_id),
    };
  },

  /** Frees the stored items once applied (the book holds them now); keeps the row for a repeated apply. */
  async markApplied(db: Executor, id: string, bookId: number): Promise<void> {
    await db.updateTable('uploads').set({ applied_book_id: bookId, items: '', entry_ids: '[]' }).where('id', '=', id).execute();
  },
};
