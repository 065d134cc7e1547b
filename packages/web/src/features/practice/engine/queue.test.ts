import { describe, expect, it } from 'vitest';
import { answerCurrent, applyVerdict, currentItem, isFinished, progressOf, RETRY_GAP, startQueue } from './queue';

describe('practice queue', () => {
  it('brings a wrong item back a few items later until it is right', () => {
    let q = startQueue([1, 2, 3, 4, 5, 6], true);
    q = answerCurrent(q, false); // 1 wrong
    expect(q.order).toEqual([2, 3, 4, 1, 5, 6]);
    expect(q.order.indexOf(1)).toBe(RETRY_GAP);
    for (const _ of [2, 3, 4]) q = answerCurrent(q, true);
    expect(currentItem(q)).toBe(1);
    q = answerCurrent(q, true);
    q = answerCurrent(q, true);
    q = answerCurrent(q, true);
    expect(isFinished(q)).toBe(true);
    expect(q.done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(q.firstTry.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(progressOf(q)).toBe(1);
  });

  it('repeats the last item at once when nothing else is left', () => {
    let q = startQueue([7], true);
    q = answerCurrent(q, false);
    expect(q.order).toEqual([7]);
    expect(progressOf(q)).toBe(0);
    q = answerCurrent(q, true);
    expect(isFinished(q)).toBe(true);
    expect(q.firstTry).toEqual([]);
  });

  it('ends a wrong item in one-try sessions', () => {
    let q = startQueue([1, 2], false);
    q = answerCurrent(q, false);
    expect(q.order).toEqual([2]);
    expect(q.done).toEqual([1]);
    expect(q.firstTry).toEqual([]);
  });

  it('skips items already done', () => {
    const q = startQueue([1, 2, 3], true, [2]);
    expect(q.order).toEqual([1, 3]);
    expect(progressOf(q)).toBeCloseTo(1 / 3);
  });

  it('lets the server win when it disagrees', () => {
    let q = startQueue([1, 2, 3, 4, 5], true);
    q = answerCurrent(q, false); // client: 1 wrong, queued again
    q = applyVerdict(q, 1, false, true); // server: right
    expect(q.order).toEqual([2, 3, 4, 5]);
    expect(q.done).toContain(1);

    q = answerCurrent(q, true); // client: 2 right
    q = applyVerdict(q, 2, true, false); // server: wrong, so 2 comes back
    expect(q.done).not.toContain(2);
    expect(q.firstTry).not.toContain(2);
    expect(q.order).toEqual([3, 4, 5, 2]);
    expect(applyVerdict(q, 3, true, true)).toBe(q);
  });

  it('does not queue an item twice when the server disagrees while it is already queued', () => {
    let q = startQueue([1, 2], true);
    q = answerCurrent(q, true);
    q = applyVerdict(q, 1, true, false);
    q = applyVerdict(q, 1, true, false);
    expect(q.order.filter((id) => id === 1)).toHaveLength(1);
  });
});
