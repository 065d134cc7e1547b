/**
 * What other modules ask about access to a book (wired into them by modules/index.ts, as the
 * memory's hooks): an item the actor may see, a book the actor may study. The rule is policy.ts's.
 */
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { bookPolicy } from './policy.js';
import { booksRepo } from './repo.js';

/** A book item the actor may see, with its headword's entry; null when unknown or not theirs to see. */
export async function viewableItem(db: Executor, actor: Actor, itemId: number): Promise<{ entryId: number | null } | null> {
  const item = await booksRepo.itemAccess(db, itemId);
  if (!item || !bookPolicy.can(actor, 'view', item)) return null;
  return { entryId: item.entry_id };
}

/** Whether the actor may study this book: it exists, is not retired, and they may see it. */
export async function studiableBook(db: Executor, actor: Actor, bookId: number): Promise<boolean> {
  const book = await booksRepo.access(db, bookId);
  return book !== undefined && book.retired_at === null && bookPolicy.can(actor, 'view', book);
}
