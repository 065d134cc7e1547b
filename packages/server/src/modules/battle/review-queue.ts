/**
 * Battle answers become memory reviews in batches. A thousand rooms answer in bursts (everyone
 * at once when a question opens); one transaction per review made SQLite commit a thousand times
 * a second on the event loop that also relays the frames, and answer → opponent latency grew to
 * seconds in the benchmark. Reviews wait here at most FLUSH_MS (or until 25 are waiting) and go
 * 25 at a time to the review writer (review-writer.ts: a worker thread with its own connection).
 * The writer says how many batches it takes at once: one on SQLite (one writer), several on
 * PostgreSQL, where one review is several round trips and one batch at a time left results
 * waiting for tens of seconds behind a thousand rooms' reviews. A batch is sorted by learner and
 * word, so concurrent batches lock cards in one order; a batch that still fails is written one
 * review at a time (review-batch.ts).
 */
import type { PendingReview } from './review-batch.js';
import type { ReviewWriter } from './review-writer.js';
import type { BattleToStore, StoredOutcome } from './service.js';
import type { ReviewInput } from '../memory/service.js';

const BATCH = 25;
const FLUSH_MS = 100;

interface Batch {
  items: PendingReview[];
  written: Promise<void>;
  resolve: () => void;
}

const byLearnerAndWord = (a: PendingReview, b: PendingReview) =>
  a.userId - b.userId || (a.input.entryId ?? 0) - (b.input.entryId ?? 0) || a.at - b.at;

export class ReviewQueue {
  /** Not yet in a batch. */
  private pending: PendingReview[] = [];
  /** In batches waiting for the writer. */
  private readonly queued: Batch[] = [];
  private readonly inflight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly writer: ReviewWriter) {}

  push(userId: number, input: ReviewInput, at = Date.now()): void {
    this.pending.push({ userId, input, at });
    if (this.pending.length >= BATCH) this.schedule(0);
    else this.schedule(FLUSH_MS);
  }

  private schedule(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.seal();
      this.pump();
    }, ms);
  }

  /** Puts everything pending into batches. */
  private seal(): void {
    while (this.pending.length > 0) {
      let resolve: () => void = () => undefined;
      const written = new Promise<void>((ok) => {
        resolve = ok;
      });
      this.queued.push({ items: this.pending.splice(0, BATCH).sort(byLearnerAndWord), written, resolve });
    }
  }

  /** Starts batches while the writer has room. */
  private pump(): void {
    while (this.queued.length > 0 && this.inflight.size < this.writer.parallel) {
      const batch = this.queued.shift() as Batch;
      const run: Promise<void> = this.writer
        .write(batch.items)
        .catch(() => undefined)
        .then(() => {
          this.inflight.delete(run);
          batch.resolve();
          this.pump();
        });
      this.inflight.add(run);
    }
  }

  /** Stores a battle's result once every review pushed so far is written. */
  async finish(battle: BattleToStore): Promise<[StoredOutcome, StoredOutcome]> {
    await this.drain();
    return this.writer.finish(battle);
  }

  /** A room opened: its reviews will come. */
  warm(): void {
    this.writer.warm();
  }

  /** Resolves when every review pushed so far is written (a battle's end, shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.seal();
    const waits = [...this.inflight, ...this.queued.map((b) => b.written)];
    this.pump();
    await Promise.all(waits);
  }

  /** Drains, then ends the writer (shutdown). */
  async close(): Promise<void> {
    await this.drain();
    await this.writer.close();
  }
}
