import { describe, expect, it } from 'vitest';
import { deriveRating, thresholdsFor } from './rating.js';
import { newCard, retrievability, reviewCard, stateName } from './memory.js';

const DAY = 86_400_000;

describe('rating derivation', () => {
  it('wrong is Again whatever the time', () => {
    expect(deriveRating('meaning-choice', false, 100)).toBe(1);
    expect(deriveRating('spell', false, 60_000)).toBe(1);
  });
  it('right: fast Easy, normal Good, slow Hard, per kind', () => {
    expect(deriveRating('meaning-choice', true, 1000)).toBe(4);
    expect(deriveRating('meaning-choice', true, 4000)).toBe(3);
    expect(deriveRating('meaning-choice', true, 9000)).toBe(2);
    // 4 s is fast enough for Good on a choice but Easy on a sentence order.
    expect(deriveRating('word-order', true, 4000)).toBe(4);
    expect(deriveRating('spell', true, 12_000)).toBe(3);
  });
  it('long answers get more time', () => {
    expect(thresholdsFor('spell', 12).slow).toBe(15_000 + 6 * 300);
    expect(deriveRating('spell', true, 16_000, 12)).toBe(3);
    expect(deriveRating('spell', true, 16_000, 4)).toBe(2);
  });
  it('a bogus time is Good, not Easy', () => {
    expect(deriveRating('meaning-choice', true, Number.NaN)).toBe(3);
    expect(deriveRating('meaning-choice', true, -5)).toBe(3);
  });
});

describe('memory (FSRS)', () => {
  const t0 = Date.UTC(2026, 0, 1);
  it('a new card graded Good leaves the new state and is due later', () => {
    const c = reviewCard(null, 3, t0);
    expect(stateName(c.state)).not.toBe('new');
    expect(c.reps).toBe(1);
    expect(c.due).toBeGreaterThan(t0);
    expect(retrievability(newCard(t0), t0)).toBe(0);
  });
  it('Easy schedules further out than Hard; Again counts a lapse on a review card', () => {
    let c = reviewCard(null, 3, t0);
    c = reviewCard(c, 3, c.due);
    c = reviewCard(c, 3, c.due);
    expect(stateName(c.state)).toBe('review');
    const easy = reviewCard(c, 4, c.due);
    const hard = reviewCard(c, 2, c.due);
    expect(easy.due).toBeGreaterThan(hard.due);
    const again = reviewCard(c, 1, c.due);
    expect(again.lapses).toBe(c.lapses + 1);
    expect(stateName(again.state)).toBe('relearning');
  });
  it('retrievability falls with time and a higher retention target schedules sooner', () => {
    let c = reviewCard(null, 3, t0);
    c = reviewCard(c, 3, c.due);
    c = reviewCard(c, 3, c.due);
    const r1 = retrievability(c, c.due);
    const r2 = retrievability(c, c.due + 30 * DAY);
    expect(r1).toBeGreaterThan(r2);
    const strict = reviewCard(c, 3, c.due, { retention: 0.97 });
    const lax = reviewCard(c, 3, c.due, { retention: 0.7 });
    expect(strict.due).toBeLessThan(lax.due);
  });
});
