/**
 * What an upload stores: a parsed preview kept for its owner until it is applied or expires. Its
 * items are JSON lines encoded in the worker (parse-task.ts) and written into the preview's hidden
 * draft book (draft-book.ts); the upload row (its SQL in repo.ts) holds the form, the count, the
 * expiry and the applied book.
 */
import type { UploadForm } from '@qfl/core';
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
