/**
 * Battle answers become memory reviews in batches. A thousand rooms answer in bursts (everyone
 * at once when a question opens); one transaction per review made SQLite commit a thousand times
 * a second on the event loop that also relays the frames, and answer → opponent latency grew to
 * seconds in the benchmark. Reviews wait here at most FLUSH_MS (or until 25 are waiting) and
 * are written 25 per transaction, yielding to the event loop between batches. `recordReview`
 * is idempotent per request id, so a batch that fails is retried one review at a time.
 */
import { inTransaction, yieldToEventLoop, type Executor } from '../../db/executor.js';
import { type ReviewInput, recordReview } from '../memory/service.js';

const BATCH = 25;
const FLUSH_MS = 100;

interface Pending {
  userId: number;
  input: ReviewInput;
  at: number;
}

export class ReviewQueue {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly onError: (err: unknown) => void,
  ) {}

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
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, BATCH);
      try {
        await inTransaction(this.db, async (trx) => {
          for (const p of batch) await recordReview(trx, p.userId, p.input, p.at);
        });
      } catch {
        for (const p of batch) await recordReview(this.db, p.userId, p.input, p.at).catch(this.onError);
      }
      await yieldToEventLoop();
    }
  }

  /** Writes everything still waiting (shutdown). */
  async drain(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running.then(() => this.flush());
    await this.running;
  }
}
