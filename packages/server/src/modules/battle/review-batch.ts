/**
 * Writing a batch of battle reviews into the memory: one transaction for the batch, a handful of
 * statements for all its reviews (`recordReviews`); if it fails, one review at a time
 * (`recordReview` is idempotent per request id, so nothing is written twice).
 * Runs in the review-writer thread (workers/review-writer.ts) or, without one, on the event loop.
 */
import { type Executor, inTransaction } from '../../db/executor.js';
import { type BatchedReview, recordReviews } from '../memory/record-batch.js';
import { recordReview } from '../memory/service.js';

export type PendingReview = BatchedReview;

/** Writes the batch; answers the reviews it could not write (each after `onError`). */
export async function writeReviewBatch(db: Executor, batch: PendingReview[], onError: (err: unknown) => void): Promise<PendingReview[]> {
  try {
    await inTransaction(db, (trx) => recordReviews(trx, batch));
    return [];
  } catch {
    const failed: PendingReview[] = [];
    for (const p of batch) {
      await recordReview(db, p.userId, p.input, p.at).catch((err) => {
        onError(err);
        failed.push(p);
      });
    }
    return failed;
  }
}
