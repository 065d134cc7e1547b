/**
 * The FSRS rating of an answer, from correctness and response time: wrong → Again (1); right and
 * slow → Hard (2); right → Good (3); right and fast → Easy (4). Thresholds are per item kind,
 * because recognising a meaning among four takes less time than typing a word. A self-graded
 * flashcard sends its rating directly.
 *
 * | kind               | fast (Easy) below | slow (Hard) above |
 * |--------------------|-------------------|-------------------|
 * | meaning-choice     | 2.5 s             | 8 s               |
 * | word-choice        | 3 s               | 9 s               |
 * | listen-choice      | 3.5 s             | 10 s              |
 * | translation-choice | 5 s               | 15 s              |
 * | spell              | 5 s               | 15 s              |
 * | word-order         | 8 s               | 25 s              |
 * | flashcard          | 2 s               | 8 s               |
 * Spelling and ordering get more time per character / word: +300 ms per letter beyond 6 and
 * +1 s per word beyond 5 (an answer length hint passed as `size`).
 */
import type { ItemKind, RatingValue } from '../constants.js';

export const RATING_THRESHOLDS: Record<ItemKind, { fast: number; slow: number }> = {
  'meaning-choice': { fast: 2500, slow: 8000 },
  'word-choice': { fast: 3000, slow: 9000 },
  'listen-choice': { fast: 3500, slow: 10000 },
  'translation-choice': { fast: 5000, slow: 15000 },
  spell: { fast: 5000, slow: 15000 },
  'word-order': { fast: 8000, slow: 25000 },
  flashcard: { fast: 2000, slow: 8000 },
};

/** Extra time allowed for long answers (letters to type, words to order). */
export function thresholdsFor(kind: ItemKind, size = 0): { fast: number; slow: number } {
  const base = RATING_THRESHOLDS[kind];
  let extra = 0;
  if (kind === 'spell') extra = Math.max(0, size - 6) * 300;
  if (kind === 'word-order') extra = Math.max(0, size - 5) * 1000;
  return { fast: base.fast + extra, slow: base.slow + extra };
}

/** Again / Hard / Good / Easy from an answer. A non-finite or negative time counts as neither fast nor slow. */
export function deriveRating(kind: ItemKind, correct: boolean, ms: number, size = 0): RatingValue {
  if (!correct) return 1;
  if (!Number.isFinite(ms) || ms < 0) return 3;
  const { fast, slow } = thresholdsFor(kind, size);
  if (ms > slow) return 2;
  if (ms < fast) return 4;
  return 3;
}
