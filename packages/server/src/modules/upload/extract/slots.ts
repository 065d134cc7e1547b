/**
 * A counting gate in front of the worker pool: at most `size` tasks run, at most `queue` wait,
 * in arrival order. The pool hands piscina only tasks that have a thread, so a task's time limit
 * counts its own run, not its wait behind others (and piscina's own queue, unbounded for tasks
 * with an AbortSignal, stays empty).
 */
export class Slots {
  private running = 0;
  private readonly waiting: { grant: () => void; refuse: (e: unknown) => void }[] = [];

  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}

  /** Whether a new task would be refused right now. */
  get full(): boolean {
    return this.running >= this.size && this.waiting.length >= this.queue;
  }

  /** Resolves when a slot is free; rejects with the signal's reason if it aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        refuse: (e: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Frees a slot: the next waiter (if any) takes it over. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.running--;
  }

  /** Refuses every waiter (the pool is closing). */
  refuseAll(error: unknown): void {
    for (const w of this.waiting.splice(0)) w.refuse(error);
  }
}
