/**
 * Active recall, as in Anki: a review session in recall mode asks each due card as a flashcard
 * (the word or sentence alone); the learner recalls it, reveals the answer and grades it Again,
 * Hard, Good or Easy. The grade is the FSRS rating, used as given (production is graded by the
 * learner), and any grade ends the card's turn in the session: the card's next due date says
 * when it comes back (an Again within minutes). Each grade button shows that next interval,
 * computed with the same grading the answer will use, on the card as it stands.
 */
import type { RatingValue, ReviewMode, SessionItem, StudyWord } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { errors } from '../../http/errors.js';
import { memoryRepo } from '../memory/repo.js';
import { gradeReview, userMemorySettings } from '../memory/service.js';
import type { StudyContext } from './context.js';
import type { DraftItem } from './items.js';
import type { ItemRow } from './sessions-repo.js';
import { shortMeaning } from './words.js';

const GRADES: readonly RatingValue[] = [1, 2, 3, 4];

/** How the learner's reviews are asked by default (study settings): choice questions or recall. */
export async function reviewModeOf(db: Executor, userId: number): Promise<ReviewMode> {
  return (await userMemorySettings(db, userId)).reviewMode;
}

/**
 * One flashcard per word or sentence: the prompt is the text itself, the expected answer its short
 * meaning or translation (what a mistake shows in the summary; the text itself when it has none).
 * The whole entry (meanings, reading, example) comes with the session's words.
 */
export function flashcardItems(words: readonly (StudyWord & { key: string })[]): DraftItem[] {
  return words.map((w) => ({
    kind: 'flashcard',
    entryId: w.entryId,
    itemId: w.itemId,
    cardKey: w.key,
    prompt: w.text,
    choices: null,
    tokens: null,
    expected: shortMeaning(w.meanings, w.text),
    lang: w.lang,
  }));
}

/**
 * The learner's grade of a flashcard (required, 1-4); null for any other kind, which the server
 * grades itself (a rating sent with it is ignored).
 */
export function selfRating(kind: string, rating: number | undefined): RatingValue | null {
  if (kind !== 'flashcard') return null;
  if (rating === undefined || !GRADES.includes(rating as RatingValue)) throw errors.validation('rating');
  return rating as RatingValue;
}

/**
 * Session items with, on each flashcard, the time from now to the card's next due date for each
 * grade (Again, Hard, Good, Easy), graded exactly as an answer would be (`gradeReview` with the
 * learner's scheduler options); a card not yet stored counts as new.
 */
export async function withIntervals(
  db: Executor,
  ctx: StudyContext,
  rows: readonly ItemRow[],
  items: SessionItem[],
): Promise<SessionItem[]> {
  const flashcards = rows.filter((r) => r.kind === 'flashcard');
  if (flashcards.length === 0) return items;
  const opts = await userMemorySettings(db, ctx.userId);
  const cards = new Map(
    (await memoryRepo.cardsByKeys(db, ctx.userId, [...new Set(flashcards.map((r) => r.card_key))])).map((c) => [c.card_key, c]),
  );
  const byItem = new Map<number, number[]>();
  for (const r of flashcards) {
    const card = cards.get(r.card_key) ?? null;
    const input = {
      entryId: r.entry_id,
      itemId: r.card_key.startsWith('i:') ? Number(r.item_id) : null,
      source: 'practice' as const,
      ms: 0,
      requestId: 'preview',
    };
    byItem.set(
      r.id,
      GRADES.map((rating) => Math.max(0, Math.round(gradeReview(card, { ...input, rating }, opts, ctx.now).after.due - ctx.now))),
    );
  }
  return items.map((it) => {
    const intervals = byItem.get(it.id);
    return intervals ? { ...it, intervals } : it;
  });
}
