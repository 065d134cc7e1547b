/**
 * How other modules keep the sentence index right without importing its service: the app's index
 * registers itself against the app's database; `sentenceBookChanged(db, bookId)` (called after an
 * upload is applied or a book's items are edited, once the transaction committed) re-indexes that
 * book in the background. Deletions need no call: the index rows cascade.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SentenceIndex } from './indexer.js';

const indexes = new WeakMap<Kysely<DB>, SentenceIndex>();

export function registerSentenceIndex(db: Kysely<DB>, index: SentenceIndex): void {
  indexes.set(db, index);
}

export function sentenceIndexOf(db: Kysely<DB>): SentenceIndex | undefined {
  return indexes.get(db);
}

/** Queues a re-index of one book (no-op when no index is registered, e.g. in scripts). */
export function sentenceBookChanged(db: Kysely<DB>, bookId: number): void {
  void indexes
    .get(db)
    ?.reindexBook(bookId)
    .catch(() => undefined);
}
