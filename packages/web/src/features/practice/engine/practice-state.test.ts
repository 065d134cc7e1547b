import { describe, expect, it } from 'vitest';
import { initialState, practiceReducer as reduce } from './practice-state';
import { startQueue } from './queue';

const graded = (
  itemId: number,
  requestId: string,
  clientCorrect: boolean,
  correct: boolean,
  expected = 'x',
  points = 0,
  completed = false,
) => ({ type: 'graded', itemId, requestId, clientCorrect, result: { correct, expected, points, completed } }) as const;

describe('practice state', () => {
  it('shows feedback at once, then the server confirms it', () => {
    let s = initialState(startQueue([1, 2], true));
    expect(s.onScreen).toBe(1);
    s = reduce(s, { type: 'answer', given: 'cat', correct: false, expected: null, requestId: 'r1' });
    expect(s.feedback).toMatchObject({ itemId: 1, correct: false, expected: null, confirmed: false });
    expect(s.shown).toBe(0); // the answered view stays mounted (what was typed stays visible)
    expect(reduce(s, { type: 'answer', given: 'again', correct: true, expected: 'x', requestId: 'r2' })).toBe(s);
    s = reduce(s, graded(1, 'r1', false, false, 'dog'));
    expect(s.feedback).toMatchObject({ expected: 'dog', confirmed: true, overruled: false });
    s = reduce(s, { type: 'next' });
    expect(s.onScreen).toBe(2);
    expect(s.shown).toBe(1);
    expect(s.feedback).toBeNull();
  });

  it('lets the server overrule the feedback on screen', () => {
    let s = initialState(startQueue([1, 2, 3], true));
    s = reduce(s, { type: 'answer', given: 'a', correct: true, expected: 'a', requestId: 'r1' });
    s = reduce(s, graded(1, 'r1', true, false, 'b'));
    expect(s.feedback).toMatchObject({ correct: false, expected: 'b', overruled: true });
    expect(s.queue.order).toEqual([2, 3, 1]);
  });

  it('moves on when an item back for another try turns out right on the server', () => {
    let s = initialState(startQueue([5], true));
    s = reduce(s, { type: 'answer', given: 'a', correct: false, expected: 'b', requestId: 'r1' });
    s = reduce(s, { type: 'next' });
    expect(s.onScreen).toBe(5);
    s = reduce(s, { type: 'closed', itemId: 5, requestId: 'r1', clientCorrect: false, sessionFinished: true });
    expect(s.onScreen).toBeNull();
    expect(s.serverCompleted).toBe(true);
  });

  it('keeps the client grade when the server refuses the answer', () => {
    let s = initialState(startQueue([1, 2], true));
    s = reduce(s, { type: 'answer', given: 'x', correct: false, expected: null, requestId: 'r1' });
    s = reduce(s, { type: 'refused', requestId: 'r1' });
    expect(s.feedback).toMatchObject({ correct: false, expected: null, confirmed: false, refused: true });
    expect(reduce(s, { type: 'refused', requestId: 'other' })).toBe(s);
  });

  it('adds the points the server credits', () => {
    let s = initialState(startQueue([1], true));
    s = reduce(s, { type: 'answer', given: 'a', correct: true, expected: 'a', requestId: 'r1' });
    s = reduce(s, graded(1, 'r1', true, true, 'a', 10, true));
    expect(s.points).toBe(10);
    expect(s.serverCompleted).toBe(true);
  });
});
