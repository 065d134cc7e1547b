/** The fair queue in front of the speech pool: order between clients, never timing. */
import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** A task that finishes when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('FairQueue', () => {
  it("serves client B's single request before client A's tenth queued one", async () => {
    const queue = new FairQueue(1, 1);
    const order: string[] = [];
    const first = gate();
    const done: Promise<void>[] = [];
    // A floods: ten requests, the first one holds the only slot until we open it.
    for (let i = 1; i <= 10; i++) {
      done.push(
        queue.run('ip:A', async () => {
          if (i === 1) await first.opened;
          order.push(`A${i}`);
        }),
      );
    }
    done.push(
      queue.run('user:B', async () => {
        order.push('B1');
      }),
    );
    expect(queue.waiting).toBe(10);
    first.open();
    await Promise.all(done);
    expect(order.indexOf('B1')).toBe(2);
    expect(order.indexOf('B1')).toBeLessThan(order.indexOf('A10'));
    expect(order.filter((o) => o.startsWith('A'))).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10']);
  });

  it('alternates between waiting clients and runs at most one task per client', async () => {
    const queue = new FairQueue(2, 1);
    const order: string[] = [];
    const started: string[] = [];
    let running = 0;
    const perClient = new Map<string, number>();
    let maxPerClient = 0;
    const task = (client: string, i: number) =>
      queue.run(client, async () => {
        started.push(`${client}${i}`);
        running++;
        perClient.set(client, (perClient.get(client) ?? 0) + 1);
        maxPerClient = Math.max(maxPerClient, perClient.get(client) ?? 0);
        expect(running).toBeLessThanOrEqual(2);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(`${client}${i}`);
        perClient.set(client, (perClient.get(client) ?? 0) - 1);
        running--;
      });
    await Promise.all([task('A', 1), task('A', 2), task('A', 3), task('B', 1), task('B', 2), task('C', 1)]);
    expect(maxPerClient).toBe(1);
    // Round-robin in order of arrival: A and B take the two slots, then A, B, C, A by turns.
    expect(started).toEqual(['A1', 'B1', 'A2', 'B2', 'C1', 'A3']);
    expect(order).toHaveLength(6);
  });

  it('passes failures to their caller and goes on', async () => {
    const queue = new FairQueue(1, 1);
    await expect(queue.run('A', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      queue.run('A', () => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    await expect(queue.run('A', async () => 42)).resolves.toBe(42);
    expect(queue.waiting).toBe(0);
  });
});
