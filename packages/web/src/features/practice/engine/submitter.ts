/**
 * Sends answers to the server in the background, one at a time in the order given (a wrong answer
 * must reach the server before the right one to the same item). A transport failure is retried
 * with the SAME requestId (the server records an answer once per requestId) after a growing pause;
 * any other failure is reported and the next answer goes. `drain()` resolves once all are sent.
 */

export interface SubmitterDeps<B, R> {
  send(body: B): Promise<R>;
  /** True when the failure is the network's (retry), false when the server refused (do not). */
  isTransport(error: unknown): boolean;
  wait(ms: number): Promise<void>;
  /** First transport failure of a run of them (the page says "network request failed" once). */
  onTrouble?(error: unknown): void;
  /** The connection works again after trouble. */
  onRecovered?(): void;
}

export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];

export interface Submitter<B, R> {
  submit(body: B): Promise<R>;
  drain(): Promise<void>;
  pending(): number;
  /** The page closed: answers still queued are sent once more, without retrying a network failure. */
  close(): void;
}

export function createSubmitter<B, R>(deps: SubmitterDeps<B, R>): Submitter<B, R> {
  const queue: { body: B; resolve(r: R): void; reject(e: unknown): void }[] = [];
  let running = false;
  let closed = false;
  let idle: (() => void)[] = [];

  async function sendWithRetry(body: B): Promise<R> {
    let troubled = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await deps.send(body);
        if (troubled) deps.onRecovered?.();
        return result;
      } catch (error) {
        if (!deps.isTransport(error) || closed) throw error;
        if (!troubled) deps.onTrouble?.(error);
        troubled = true;
        await deps.wait(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 15000);
        if (closed) throw error;
      }
    }
  }

  async function run(): Promise<void> {
    if (running) return;
    running = true;
    while (queue.length > 0) {
      const next = queue[0]!;
      try {
        next.resolve(await sendWithRetry(next.body));
      } catch (error) {
        next.reject(error);
      }
      queue.shift();
    }
    running = false;
    const waiting = idle;
    idle = [];
    for (const done of waiting) done();
  }

  return {
    submit(body) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ body, resolve, reject });
        void run();
      });
    },
    drain() {
      if (!running && queue.length === 0) return Promise.resolve();
      return new Promise((ok) => idle.push(ok));
    },
    pending: () => queue.length,
    close() {
      closed = true;
    },
  };
}
