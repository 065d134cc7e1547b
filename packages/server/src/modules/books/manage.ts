/**
 * The owner's changes to an uploaded book and the admins' review, as services over one
 * transaction each:
 * - update: titles, description, level, visibility. A professional book whose public texts or
 *   items change goes back to review (pending) — what others see must have been reviewed; a simple
 *   book stays auto approved unless moderation asks for a review.
 * - delete: the book, its items, and what only made sense with them (item cards of every learner,
 *   sessions on the book, group progress); words keep their memory (it lives on the dictionary
 *   entry, not on the item).
 * - items: edit the text/translation of one item, or delete one (a book keeps at least one).
 * - review: approve, or reject with a reason the owner sees.
 */
import { type BookUpdate, DEFAULT_GROUP_SIZE, textLength, UPLOAD_LIMITS } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { moderateTitles } from './moderation.js';
import { checkBookTexts, nativeFirst, nativeLangOf } from './texts.js';
import { type BookAction, bookPolicy } from './policy.js';
import { booksRepo } from './repo.js';
import { notify } from '../notifications/notify.js';

export interface ManagedBook {
  id: number;
  status: string;
  review_status: string;
  translation_mode: string;
  owner_id: number | null;
  builtin: number;
  titles: string;
  descriptions: string;
  item_count: number;
}

/** The book if the actor may `action` it; unknown, retired and invisible books alike are `book.notFound`. */
export async function bookFor(db: Executor, actor: Actor, id: number, action: BookAction): Promise<ManagedBook> {
  const row = await booksRepo.managed(db, id);
  if (!row || row.retired_at !== null) throw new AppError('book.notFound', 404);
  bookPolicy.authorize(actor, 'view', row);
  bookPolicy.authorize(actor, action, row);
  return row;
}

const parseTexts = (s: string): Record<string, string> => {
  try {
    return JSON.parse(s) as Record<string, string>;
  } catch {
    return {};
  }
};

/** The review state after a change of public texts or items. */
async function reviewAfterChange(book: ManagedBook, texts: string[]): Promise<string> {
  const verdict = await moderateTitles(texts);
  if (book.translation_mode === 'professional' || verdict === 'review') return 'pending';
  return book.review_status;
}

export async function updateBook(db: Executor, actor: Actor, id: number, change: BookUpdate, now = Date.now()): Promise<void> {
  const book = await bookFor(db, actor, id, 'edit');
  checkBookTexts({ nativeTitle: change.nativeTitle, titles: Object.values(change.titles ?? {}), description: change.description });
  const stored = parseTexts(book.titles);
  const storedNative = nativeLangOf(stored) ?? 'zh';
  const nativeLang = change.nativeLang ?? storedNative;
  const nativeTitle = change.nativeTitle ?? stored[nativeLang] ?? stored[storedNative] ?? '';
  // Other languages: the stored ones, then the change (an empty title removes its language).
  const others: Partial<Record<string, string>> = { ...stored, ...(change.titles ?? {}) };
  const titles = nativeFirst({ lang: nativeLang, title: nativeTitle }, others);
  const descriptions = parseTexts(book.descriptions);
  if (change.description !== undefined) {
    if (change.description) descriptions[nativeLang] = change.description;
    else delete descriptions[nativeLang];
  }
  const status = change.visibility ?? book.status;
  const textsChanged = change.nativeTitle !== undefined || change.titles !== undefined || change.description !== undefined;
  const goesPublic = status === 'public' && book.status !== 'public';
  let review = book.review_status;
  // What others will see must be reviewed: new public texts, or a book that becomes public.
  if (status === 'public' && (textsChanged || goesPublic))
    review = await reviewAfterChange(book, [...Object.values(titles), ...Object.values(descriptions)]);
  // A rejected book made public again is reviewed again.
  if (goesPublic && review === 'rejected') review = 'pending';
  await booksRepo.update(db, id, {
    titles: JSON.stringify(titles),
    descriptions: JSON.stringify(descriptions),
    status,
    review_status: review,
    ...(review !== book.review_status ? { review_reason: null } : {}),
    ...(change.level !== undefined ? { level: change.level } : {}),
    updated_at: now,
  });
}

export async function deleteBook(db: Executor, actor: Actor, id: number): Promise<void> {
  await bookFor(db, actor, id, 'delete');
  await inTransaction(db, async (trx) => {
    await booksRepo.deleteWithItems(trx, id);
  });
}

export async function updateItem(
  db: Executor,
  actor: Actor,
  bookId: number,
  itemId: number,
  change: { text: string; translation?: string | null | undefined },
  now = Date.now(),
): Promise<void> {
  const book = await bookFor(db, actor, bookId, 'edit');
  if (textLength(change.text) > UPLOAD_LIMITS.itemLength) throw new AppError('book.itemTooLong', 422, { max: UPLOAD_LIMITS.itemLength });
  if (change.translation && textLength(change.translation) > UPLOAD_LIMITS.translationLength) {
    throw new AppError('book.itemTooLong', 422, { max: UPLOAD_LIMITS.translationLength });
  }
  await inTransaction(db, async (trx) => {
    const item = await booksRepo.item(trx, bookId, itemId);
    if (!item) throw new AppError('book.itemNotFound', 404);
    await booksRepo.updateItem(trx, itemId, {
      text: change.text,
      ...(change.translation !== undefined ? { translation: change.translation || null } : {}),
    });
    if (book.status === 'public') {
      const review = await reviewAfterChange(book, [change.text, change.translation ?? '']);
      await booksRepo.setReviewStatus(trx, bookId, review, now);
    }
  });
}

export async function deleteItem(db: Executor, actor: Actor, bookId: number, itemId: number): Promise<void> {
  const book = await bookFor(db, actor, bookId, 'edit');
  await inTransaction(db, async (trx) => {
    const item = await booksRepo.itemPosition(trx, bookId, itemId);
    if (!item) throw new AppError('book.itemNotFound', 404);
    if (book.item_count <= 1) throw new AppError('book.lastItem', 422);
    await booksRepo.deleteItem(trx, itemId);
    // Close the gap: later items move up one place, and groups follow positions.
    await booksRepo.closeGap(trx, bookId, item.position, DEFAULT_GROUP_SIZE);
    await booksRepo.setItemCount(trx, bookId, book.item_count - 1);
  });
}

export async function reviewBook(
  db: Executor,
  actor: Actor,
  id: number,
  decision: { decision: 'approve' | 'reject'; reason?: string | undefined },
  now = Date.now(),
): Promise<void> {
  const book = await bookFor(db, actor, id, 'review');
  if (book.review_status !== 'pending') throw new AppError('book.notPending', 409);
  if (decision.decision === 'reject' && !decision.reason) throw new AppError('book.reasonRequired', 422);
  await inTransaction(db, async (trx) => {
    const done = await booksRepo.review(trx, id, {
      review_status: decision.decision === 'approve' ? 'approved' : 'rejected',
      review_reason: decision.decision === 'reject' ? (decision.reason ?? null) : null,
      reviewed_at: now,
      reviewed_by: actor.id,
    });
    // The owner hears of the result on the info tab (once: a concurrent second review updates nothing).
    if (book.owner_id !== null && done) {
      const payload = { decision: decision.decision, titles: parseTexts(book.titles), reason: decision.reason ?? null };
      await notify(trx, { userId: book.owner_id, kind: 'book_review', actorId: null, refId: id, payload }, now);
    }
  });
}
