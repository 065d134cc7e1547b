/**
 * The one rating table: the FSRS grade (Again 1, Hard 2, Good 3, Easy 4) of every answer in every
 * activity. One answer is one review of one card.
 *
 * | answer                                                                      | rating          |
 * |-----------------------------------------------------------------------------|-----------------|
 * | wrong, "I don't know", skipped (every activity)                             | Again 1         |
 * | a look-up while reading (a repeat within 10 minutes writes no review)       | Again 1         |
 * | recognition right: meaning-, word-, listen-, translation-choice (practice,  | Good 3, at any  |
 * |   quiz, daily test, vocabulary test, exam choice, battle, pronunciation)    |   speed         |
 * | production right (spell, dictation, word-order, a flashcard without grade), | Hard 2          |
 * |   slower than the kind's threshold below                                    |                 |
 * | production right otherwise                                                  | Good 3          |
 * | "I know it already"                                                         | Easy 4          |
 * | recall (flashcard, active recall) graded by the learner                     | the grade, 1-4  |
 *
 * Production is Hard after (the answer length hint `size` adds time: +300 ms per letter beyond 6
 * to spell, +1 s per word beyond 5 to order):
 *
 * | kind       | Hard after                        |
 * |------------|-----------------------------------|
 * | spell      | 15 s (+0.3 s per letter beyond 6) |
 * | word-order | 25 s (+1 s per word beyond 5)     |
 * | flashcard  | 8 s                               |
 *
 * Speed never makes a recognition answer Easy: choosing among four is not recalling.
 */
import type { ItemKind, RatingValue } from '../constants.js';

/** A look-up of the same card within this long after the last logged one writes nothing. */
export const LOOKUP_REPEAT_MS = 10 * 60_000;

/** How an answer went. */
export const ANSWER_OUTCOMES = ['right', 'wrong', 'dont-know', 'skipped', 'known-already'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

/** Kinds that recognise the word among choices: right is Good whatever the speed. */
export const RECOGNITION_KINDS: readonly ItemKind[] = ['meaning-choice', 'word-choice', 'listen-choice', 'translation-choice'];
/** Kinds that produce the answer: right is Hard when slow, else Good. */
export const PRODUCTION_KINDS: readonly ItemKind[] = ['spell', 'word-order', 'flashcard'];

/** Milliseconds after which a right production answer is Hard (before the length allowance). */
export const HARD_AFTER_MS: Readonly<Record<'spell' | 'word-order' | 'flashcard', number>> = {
  spell: 15_000,
  'word-order': 25_000,
  flashcard: 8_000,
};

/** The time after which a right answer of this kind is Hard; null for recognition (never Hard). */
export function hardAfter(kind: ItemKind, size = 0): number | null {
  if (kind === 'spell') return HARD_AFTER_MS.spell + Math.max(0, size - 6) * 300;
  if (kind === 'word-order') return HARD_AFTER_MS['word-order'] + Math.max(0, size - 5) * 1000;
  if (kind === 'flashcard') return HARD_AFTER_MS.flashcard;
  return null;
}

export interface RatedAnswer {
  outcome: AnswerOutcome;
  /** The item kind; a choice of meanings when absent. */
  kind?: ItemKind;
  /** Response time in ms (production answers slower than `hardAfter` are Hard). */
  ms?: number;
  /** Answer length hint: letters to spell, words to order. */
  size?: number;
  /** A recall graded by the learner (1-4): taken as given. */
  selfGrade?: number;
}

const isRating = (n: unknown): n is RatingValue => n === 1 || n === 2 || n === 3 || n === 4;

/** The rating of an answer, by the table above. */
export function ratingFor({ outcome, kind = 'meaning-choice', ms, size = 0, selfGrade }: RatedAnswer): RatingValue {
  if (isRating(selfGrade)) return selfGrade;
  if (outcome === 'known-already') return 4;
  if (outcome !== 'right') return 1;
  const slow = hardAfter(kind, size);
  if (slow === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return 3;
  return ms > slow ? 2 : 3;
}

/** The rating of a right or wrong answer of an item kind (`ratingFor` with outcome right or wrong). */
export function deriveRating(kind: ItemKind, correct: boolean, ms: number, size = 0): RatingValue {
  return ratingFor({ outcome: correct ? 'right' : 'wrong', kind, ms, size });
}
