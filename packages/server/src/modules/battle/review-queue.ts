/**
 * Battle answers become memory reviews in batches. A thousand rooms answer in bursts (everyone
 * at once when a question opens); one transaction per review made SQLite commit a thousand times
 * a second on the event loop that also relays the frames, and answer → opponent latency grew to
 * seconds in the benchmark. Reviews wait here at most FLUSH_MS (or until 25 are waiting) and go
 * 25 at a time to the review writer (review-writer.ts: a worker thread with its own connection),
 * one batch after the other.
 */
import type { PendingReview } from './review-batch.js';
import type { ReviewWriter } from './review-writer.js';
import type { ReviewInput } from '../memory/service.js';

const BATCH = 25;
const FLUSH_MS = 100;

export class ReviewQueue {
  private pending: PendingReview[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

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
      this.running = this.running.then(() => this.flush());
    }, ms);
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) await this.writer.write(this.pending.splice(0, BATCH));
  }

  /** Writes everything still waiting (a battle's end, shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running.then(() => this.flush());
    await this.running;
  }

  /** Drains, then ends the writer (shutdown). */
  async close(): Promise<void> {
    await this.drain();
    await this.writer.close();
  }
}
