import { describe, expect, it } from 'vitest';
import type { PendingReview } from './review-batch.js';
import { ReviewQueue } from './review-queue.js';
import type { ReviewWriter } from './review-writer.js';

/** A writer that records batches and finishes each when the test says so. */
function heldWriter(parallel: number) {
  const batches: PendingReview[][] = [];
  const release: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const writer: ReviewWriter = {
    parallel,
    write: (batch) => {
      batches.push(batch);
      running++;
      most = Math.max(most, running);
      return new Promise<void>((ok) =>
        release.push(() => {
          running--;
          ok();
        }),
      );
    },
    finish: async () => {
      throw new Error('no results in these tests');
    },
    warm: () => undefined,
    close: async () => undefined,
  };
  return { writer, batches, release, most: () => most };
}

const input = (entryId: number) => ({
  entryId,
  source: 'battle' as const,
  correct: true,
  ms: 900,
  kind: 'meaning-choice' as const,
  requestId: `r${entryId}`,
});
const tick = () => new Promise((r) => setImmediate(r));

describe('ReviewQueue', () => {
  it('writes at most `parallel` batches at once, each sorted by learner and word', async () => {
    const w = heldWriter(2);
    const q = new ReviewQueue(w.writer);
    for (let i = 0; i < 100; i++) q.push(100 - (i % 7), input(1000 - i), i);
    const drained = q.drain();
    await tick();
    expect(w.batches).toHaveLength(2);
    while (w.release.length > 0) {
      w.release.shift()?.();
      await tick();
    }
    await drained;
    expect(w.batches).toHaveLength(4);
    expect(w.most()).toBe(2);
    for (const b of w.batches) {
      const keys = b.map((p) => [p.userId, p.input.entryId ?? 0]);
      const sorted = [...keys].sort((x, y) => (x[0] as number) - (y[0] as number) || (x[1] as number) - (y[1] as number));
      expect(keys).toEqual(sorted);
    }
    expect(w.batches.flat()).toHaveLength(100);
  });

  it('drain waits for what was pushed before it, not for later reviews', async () => {
    const w = heldWriter(1);
    const q = new ReviewQueue(w.writer);
    q.push(1, input(1));
    let done = false;
    const drained = q.drain().then(() => {
      done = true;
    });
    await tick();
    for (let i = 2; i < 60; i++) q.push(2, input(i)); // a later burst fills batches behind it
    await tick();
    expect(done).toBe(false);
    w.release.shift()?.();
    await drained;
    expect(done).toBe(true);
    expect(w.batches[0]?.map((p) => p.input.entryId)).toEqual([1]);
    // Closing drains the burst too: release its batches as the writer starts them.
    let closed = false;
    const closing = q.close().then(() => {
      closed = true;
    });
    while (!closed) {
      w.release.shift()?.();
      await tick();
    }
    await closing;
    expect(w.batches.flat()).toHaveLength(59);
  });
});
