/**
 * "Already known?": when the learner opens a book, the words of it that a test showed they know
 * (word_evidence known = 1) and that have no card yet. Tests make no card; accepting the offer
 * ("mark known") is the learner's own "I know it already": an Easy review that makes each card.
 * Dismissing it is the client's (nothing is written).
 */
import { BOOK_EVIDENCE_MAX, type BookEvidence, type MarkKnownBody, type MarkKnownResult } from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import { recordReview } from '../memory/service.js';
import type { BookRow, StudyContext } from './context.js';
import { studyRepo } from './repo.js';

interface Offered {
  entryId: number;
  headword: string;
}

/** The book's offered words in book order (first position), at most `limit`, and how many there are. */
async function offered(db: Executor, userId: number, bookId: number, limit: number): Promise<{ words: Offered[]; count: number }> {
  const rows = await studyRepo.knownWithoutCard(db, userId, bookId);
  return {
    words: rows.slice(0, limit).map((r) => ({ entryId: Number(r.entry_id), headword: r.headword })),
    count: rows.length,
  };
}

export async function bookEvidence(db: Executor, ctx: StudyContext, book: BookRow): Promise<BookEvidence> {
  // A sentence book's cards are its sentences: no word of it is offered.
  if (book.type === 'sentence') return { known: [], count: 0 };
  const { words, count } = await offered(db, ctx.userId, book.id, BOOK_EVIDENCE_MAX);
  return { known: words, count };
}

/**
 * "Mark known": an Easy review (source `practice`, a new card) for each word still offered, or for
 * those of `entryIds` that are; words not offered are left alone. One transaction; a replay of
 * the request finds the words carded and marks nothing more.
 */
export async function markBookKnown(db: Executor, ctx: StudyContext, book: BookRow, body: MarkKnownBody): Promise<MarkKnownResult> {
  if (book.type === 'sentence') return { marked: 0, count: 0 };
  return idempotent(db, async (trx) => {
    const { words } = await offered(trx, ctx.userId, book.id, Number.MAX_SAFE_INTEGER);
    const wanted = body.entryIds ? new Set(body.entryIds) : null;
    const chosen = words.filter((w) => wanted === null || wanted.has(w.entryId)).slice(0, BOOK_EVIDENCE_MAX);
    let marked = 0;
    for (const w of chosen) {
      const outcome = await recordReview(
        trx,
        ctx.userId,
        {
          entryId: w.entryId,
          source: 'practice',
          rating: 4,
          ms: 0,
          requestId: `mark-known:${body.requestId}:${w.entryId}`,
          timeZone: ctx.actor.timeZone,
          createCard: true,
        },
        ctx.now,
      );
      if (outcome.recorded) marked++;
    }
    return { marked, count: words.length - marked };
  });
}
