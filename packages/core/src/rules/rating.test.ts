import { describe, expect, it } from 'vitest';
import { deriveRating, hardAfter, ratingFor } from './rating.js';

describe('the rating table', () => {
  it('wrong, "I don\'t know" and skipped are Again in every kind, whatever the time', () => {
    for (const outcome of ['wrong', 'dont-know', 'skipped'] as const) {
      expect(ratingFor({ outcome, kind: 'meaning-choice', ms: 100 })).toBe(1);
      expect(ratingFor({ outcome, kind: 'spell', ms: 60_000 })).toBe(1);
    }
    expect(deriveRating('meaning-choice', false, 100)).toBe(1);
    expect(deriveRating('spell', false, 60_000)).toBe(1);
  });

  it('recognition right is Good at any speed (no fast Easy, no slow Hard)', () => {
    for (const kind of ['meaning-choice', 'word-choice', 'listen-choice', 'translation-choice'] as const) {
      for (const ms of [300, 4000, 60_000]) expect(deriveRating(kind, true, ms)).toBe(3);
    }
    expect(ratingFor({ outcome: 'right' })).toBe(3);
  });

  it('"I know it already" is Easy', () => {
    expect(ratingFor({ outcome: 'known-already' })).toBe(4);
    expect(ratingFor({ outcome: 'known-already', kind: 'spell', ms: 60_000 })).toBe(4);
  });

  it('production right: slow is Hard, otherwise Good (15 s to spell, 25 s to order, 8 s a flashcard)', () => {
    expect(deriveRating('spell', true, 1000)).toBe(3);
    expect(deriveRating('spell', true, 15_000)).toBe(3);
    expect(deriveRating('spell', true, 15_001)).toBe(2);
    expect(deriveRating('word-order', true, 4000)).toBe(3);
    expect(deriveRating('word-order', true, 25_001)).toBe(2);
    expect(deriveRating('flashcard', true, 8_001)).toBe(2);
    expect(deriveRating('flashcard', true, 500)).toBe(3);
  });

  it('long answers get more time: +300 ms per letter beyond 6, +1 s per word beyond 5', () => {
    expect(hardAfter('spell', 12)).toBe(15_000 + 6 * 300);
    expect(hardAfter('word-order', 8)).toBe(25_000 + 3 * 1000);
    expect(hardAfter('meaning-choice', 12)).toBeNull();
    expect(deriveRating('spell', true, 16_000, 12)).toBe(3);
    expect(deriveRating('spell', true, 16_000, 4)).toBe(2);
    expect(deriveRating('word-order', true, 27_000, 8)).toBe(3);
    expect(deriveRating('word-order', true, 27_000, 5)).toBe(2);
  });

  it('a recall self-grade is taken as given; a bogus time is Good', () => {
    for (const g of [1, 2, 3, 4]) expect(ratingFor({ outcome: 'right', kind: 'flashcard', selfGrade: g, ms: 60_000 })).toBe(g);
    expect(ratingFor({ outcome: 'right', kind: 'flashcard', selfGrade: 7, ms: 60_000 })).toBe(2);
    expect(deriveRating('spell', true, Number.NaN)).toBe(3);
    expect(deriveRating('spell', true, -5)).toBe(3);
  });
});
