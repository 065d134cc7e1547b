/**
 * Apply: a preview wrote its items into a hidden draft book (draft-book.ts); apply shows it with
 * its visibility, review state and count in one statement, or nothing changes (no partial book is
 * ever visible). A second apply of the same upload answers the book it made. Review: a public
 * professional book waits for an admin (pending); a public simple book is auto approved (its
 * meanings are the dictionary's). A private book is never in the review queue (the queue lists
 * public books) but carries the state it will have when made public: professional books pending,
 * simple ones auto approved.
 */
import { DEFAULT_GROUP_SIZE, UPLOAD_CATEGORY } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { moderateTitles } from '../books/moderation.js';
import { nativeFirst } from '../books/texts.js';
import { sentenceBookChanged } from '../sentences/notify.js';
import type { NewBook } from './book-items.js';
import { draftBooks, draftSlug } from './draft-book.js';
import type { ProgressReporter } from './progress.js';
import { uploadsRepo } from './repo.js';
import type { StoredForm } from './store.js';

/** The review state a book starts in (or returns to when it becomes public). */
export function initialReview(mode: string, moderation: 'pass' | 'review'): 'pending' | 'auto_approved' {
  return mode === 'professional' || moderation === 'review' ? 'pending' : 'auto_approved';
}

export function titlesOf(form: Pick<StoredForm, 'nativeLang' | 'nativeTitle' | 'titles'>): Record<string, string> {
  return nativeFirst({ lang: form.nativeLang, title: form.nativeTitle }, form.titles ?? {});
}

/**
 * The book row of an upload (a draft's until apply sets its visibility, review state and count):
 * private, pending and empty here, so that a draft is shown to nobody even where only the book
 * policy is asked.
 */
export function bookRow(form: StoredForm, uploadId: string, userId: number, now: number): NewBook {
  return {
    slug: draftSlug(uploadId),
    type: form.type,
    lang: form.lang,
    category: UPLOAD_CATEGORY,
    level: form.level,
    titles: JSON.stringify(titlesOf(form)),
    descriptions: JSON.stringify(form.description ? { [form.nativeLang]: form.description } : {}),
    status: 'private',
    review_status: 'pending',
    translation_mode: form.mode,
    owner_id: userId,
    builtin: 0,
    item_count: 0,
    group_size: DEFAULT_GROUP_SIZE,
    created_at: now,
    updated_at: now,
    retired_at: null,
  };
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
  const { form, count } = upload;
  if (count === 0) throw new AppError('upload.empty', 422);
  const titles = titlesOf(form);
  const verdict = form.visibility === 'public' ? await moderateTitles([...Object.values(titles), form.description]) : 'pass';
  await progress.report('apply', 0, count);

  const review = initialReview(form.mode, verdict);
  const draftId = await draftBooks.find(db, uploadId);
  if (
    draftId !== null &&
    (await draftBooks.publish(db, uploadId, draftId, { status: form.visibility, review_status: review }, count, now))
  ) {
    // Written while the preview was made (draft-book.ts): shown in one statement.
    await progress.report('done', count, count);
    sentenceBookChanged(db, draftId);
    return draftId;
  }
  // A second apply of the same upload at the same time published it first.
  const again = await uploadsRepo.find(db, userId, uploadId, now);
  if (again?.appliedBookId != null) return again.appliedBookId;
  // No draft, or one with fewer items than the count (a preview that failed midway): nothing to show.
  throw new AppError('upload.notFound', 404);
}
