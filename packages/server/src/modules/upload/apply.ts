/**
 * Apply: an upload becomes a book in one transaction — the book row and every item, or nothing
 * (a crash or a kill mid-apply rolls back: no partial book is ever visible). Items go in batches
 * of multi-row inserts; progress is reported per batch. A second apply of the same upload answers
 * the book it created. Review: a public professional book waits for an admin (pending); a public
 * simple book is auto approved (its meanings are the dictionary's). A private book is never in
 * the review queue (the queue lists public books) but carries the state it will have when made
 * public: professional books pending, simple ones auto approved.
 */
import { DEFAULT_GROUP_SIZE, UPLOAD_CATEGORY } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { encodeExtra } from '../books/item-extra.js';
import { moderateTitles } from '../books/moderation.js';
import type { ProgressReporter } from './progress.js';
import { type StoredForm, uploadsRepo } from './store.js';

const BATCH = 500;

/** The review state a book starts in (or returns to when it becomes public). */
export function initialReview(mode: string, moderation: 'pass' | 'review'): 'pending' | 'auto_approved' {
  return mode === 'professional' || moderation === 'review' ? 'pending' : 'auto_approved';
}

export function titlesOf(form: Pick<StoredForm, 'nativeLang' | 'nativeTitle' | 'titles'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, title] of Object.entries(form.titles ?? {})) if (title) out[lang] = title;
  out[form.nativeLang] = form.nativeTitle;
  return out;
}

export async function applyUpload(
  db: Executor,
  userId: number,
  uploadId: string,
  progress: ProgressReporter,
  now = Date.now(),
): Promise<number> {
  const upload = await uploadsRepo.find(db, userId, uploadId, now);
  if (!upload) throw new AppError('upload.notFound', 404);
  if (upload.appliedBookId !== null) return upload.appliedBookId;
  const { form, items } = upload;
  if (items.length === 0) throw new AppError('upload.empty', 422);
  const titles = titlesOf(form);
  const verdict = form.visibility === 'public' ? await moderateTitles([...Object.values(titles), form.description]) : 'pass';
  await progress.report('apply', 0, items.length);

  const bookId = await inTransaction(db, async (trx) => {
    const book = await trx
      .insertInto('books')
      .values({
        slug: `upload-${uploadId}`,
        type: form.type,
        lang: form.lang,
        category: UPLOAD_CATEGORY,
        level: form.level,
        titles: JSON.stringify(titles),
        descriptions: JSON.stringify(form.description ? { [form.nativeLang]: form.description } : {}),
        status: form.visibility,
        review_status: initialReview(form.mode, verdict),
        translation_mode: form.mode,
        owner_id: userId,
        builtin: 0,
        item_count: items.length,
        group_size: DEFAULT_GROUP_SIZE,
        created_at: now,
        updated_at: now,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(book.id);
    for (let start = 0; start < items.length; start += BATCH) {
      const rows = items.slice(start, start + BATCH).map((it, k) => {
        const position = start + k;
        return {
          book_id: id,
          position,
          group_no: Math.floor(position / DEFAULT_GROUP_SIZE),
          entry_id: it.entryId,
          text: it.text,
          translation: it.translation,
          extra: encodeExtra(it.own),
          ikey: null,
          chash: null,
          retired_at: null,
        };
      });
      await trx.insertInto('book_items').values(rows).execute();
      await progress.report('apply', Math.min(items.length, start + BATCH), items.length);
    }
    await uploadsRepo.markApplied(trx, uploadId, id);
    return id;
  });
  await progress.report('done', items.length, items.length);
  return bookId;
}
