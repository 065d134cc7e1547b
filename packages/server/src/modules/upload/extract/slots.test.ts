/** Slots: a bounded number run, a bounded number wait in order, aborts and closing refuse waiters. */
import { describe, expect, it } from 'vitest';
import { Slots } from './slots.js';

describe('Slots', () => {
  it('runs up to its size, queues up to its queue, then is full', async () => {
    const slots = new Slots(1, 2);
    const order: string[] = [];
    await slots.acquire();
    expect(slots.full).toBe(false);
    const b = slots.acquire().then(() => order.push('b'));
    const c = slots.acquire().then(() => order.push('c'));
    expect(slots.full).toBe(true);
    slots.release();
    await b;
    slots.release();
    await c;
    expect(order).toEqual(['b', 'c']);
    slots.release();
    expect(slots.full).toBe(false);
  });

  it('drops a waiter whose signal aborts, with the signal reason', async () => {
    const slots = new Slots(1, 1);
    await slots.acquire();
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    expect(slots.full).toBe(true);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(slots.full).toBe(false);
  });

  it('refuses every waiter when closing', async () => {
    const slots = new Slots(1, 5);
    await slots.acquire();
    const waiters = [slots.acquire(), slots.acquire()];
    slots.refuseAll(new Error('closed'));
    for (const w of waiters) await expect(w).rejects.toThrow('closed');
  });
});
