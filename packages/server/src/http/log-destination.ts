/**
 * Where the server's log lines go in production: stdout, written asynchronously and in batches.
 * A synchronous write of every line blocked the event loop for a large share of each request;
 * an asynchronous write per line still cost a thread-pool round trip (a wake-up and a callback)
 * per request. Lines are gathered up to LOG_BATCH_BYTES, and at most LOG_FLUSH_MS after the
 * first unwritten one they are written anyway, so a quiet server's lines still show at once to a
 * person reading them. Buffered lines are written out when the app closes, and by pino's exit
 * handler when the process exits.
 */
import pino from 'pino';

const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 200;

export interface LogDestination {
  /** What pino writes to. */
  stream: { write(line: string): boolean };
  /** Writes out what is buffered, synchronously (at close). */
  flushSync(): void;
  /** Stops the flush timer. */
  stop(): void;
}

export function batchedStdout(): LogDestination {
  // Buffers, not strings: in string mode each line appended to the pending text and measured it
  // again (its UTF-8 length), flattening a growing string on every request.
  const boom = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, contentMode: 'buffer' });
  let pending = false;
  const timer = setInterval(() => {
    if (!pending) return;
    pending = false;
    boom.flush();
  }, LOG_FLUSH_MS);
  timer.unref();
  return {
    stream: {
      write(line) {
        pending = true;
        return boom.write(Buffer.from(line) as unknown as string);
      },
    },
    flushSync() {
      try {
        boom.flushSync();
      } catch {
        // Not open yet or already closed: nothing buffered to lose.
      }
    },
    stop: () => clearInterval(timer),
  };
}
