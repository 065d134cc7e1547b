/**
 * Apply: an upload becomes a book in one transaction, or nothing changes (no partial book is ever
 * visible). A preview wrote its items into a hidden draft book (draft-book.ts): apply shows it
 * with its visibility, review state and count in one statement. An upload stored before drafts
 * has its chunks copied into a new book in one transaction (a crash or a kill mid-apply rolls
 * back), in batches (book-items.ts) with progress per batch: on an SQLite file with an upload
 * thread (`thread`) on that thread's own connection (apply-task.ts), the request thread's writer
 * held meanwhile; elsewhere (PostgreSQL, whose queries do not block the event loop; an in-memory
 * SQLite) on `db`. A second apply of the same upload answers the book it made. Review: a public professional book waits for an admin (pending); a public
 * simple book is auto approved (its meanings are the dictionary's). A private book is never in
 * the review queue (the queue lists public books) but carries the state it will have when made
 * public: professional books pending, simple ones auto approved.
 */
import { DEFAULT_GROUP_SIZE, UPLOAD_CATEGORY } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { whileWriterHeld } from '../../db/sqlite-driver.js';
import { AppError } from '../../http/errors.js';
import { moderateTitles } from '../books/moderation.js';
import { nativeFirst } from '../books/texts.js';
import { sentenceBookChanged } from '../sentences/notify.js';
import { insertBookItems, type NewBook } from './book-items.js';
import { draftBooks, draftSlug } from './draft-book.js';
import type { UploadParser } from './parser.js';
import type { ProgressReporter } from './progress.js';
import { type StoredForm, uploadsRepo } from './store.js';

/** The upload thread of an app on an SQLite file: where its applies write. */
export interface ApplyThread {
  sqlitePath: string;
  parser: Pick<UploadParser, 'apply'>;
}

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
  pg: boolean,
  userId: number,
  uploadId: string,
  progress: ProgressReporter,
  now = Date.now(),
  thread?: ApplyThread,
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
  if (draftId !== null) throw new AppError('upload.notFound', 404);
  // An upload stored before previews wrote drafts: its chunks copied now.
  const book: NewBook = { ...bookRow(form, uploadId, userId, now), status: form.visibility, review_status: review, item_count: count };
  const report = (done: number) => progress.report('apply', done, count);
  let bookId: number;
  if (thread && !pg) {
    // The chunks are freed there too, after the commit.
    const result = await thread.parser.apply({ sqlitePath: thread.sqlitePath, uploadId, book, count }, report, (work) =>
      whileWriterHeld(db, work),
    );
    if (!result.ok) throw new AppError(result.key, result.status);
    bookId = result.bookId;
    await progress.report('done', count, count);
  } else {
    bookId = await inTransaction(db, (trx) => insertBookItems(trx, pg, book, uploadId, count, report));
    await progress.report('done', count, count);
    await uploadsRepo.dropChunks(db, uploadId);
  }
  sentenceBookChanged(db, bookId);
  return bookId;
}
