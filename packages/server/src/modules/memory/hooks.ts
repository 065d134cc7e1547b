/**
 * What the memory's API needs from the modules built on it (books, tasks), passed in by
 * modules/index.ts: the memory is below them and imports neither.
 */
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';

export interface MemoryHooks {
  /** A book item the actor may see, with its headword's entry; null when unknown or not theirs to see. */
  viewableItem: (db: Executor, actor: Actor, itemId: number) => Promise<{ entryId: number | null } | null>;
  /** Whether the actor may make this book their active one (it exists, is not retired, they may see it). */
  studiableBook: (db: Executor, actor: Actor, bookId: number) => Promise<boolean>;
  /** Runs in the transaction of a review that was written (not a replay): every feature's reviews count for tasks. */
  afterReview: (trx: Executor, actor: Actor) => Promise<unknown>;
}
