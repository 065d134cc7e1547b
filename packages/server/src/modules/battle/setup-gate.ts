/**
 * At most `limit` pieces of work at once; the rest wait their turn, first come first served. The
 * hub pairs quick-match learners and builds their rooms through one: a thousand `queue` frames
 * at once would otherwise start a thousand pairings whose queries fill the database pool in turn
 * (every pairing's first query before any room's setup), so the rooms all opened together at the
 * end and their questions and answers came in one burst, while frames of running rooms waited
 * behind the queries' callbacks. Through the gate the rooms open one after another.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((ok) => this.waiting.push(ok));
    try {
      return await work();
    } finally {
      // A waiting piece takes the slot over; otherwise it is free.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Pieces running and waiting (tests). */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
