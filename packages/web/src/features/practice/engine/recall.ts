/**
 * Active recall on the client: which key does what on a flashcard (Space or Enter shows the
 * answer; 1-4 grade Again, Hard, Good, Easy once it shows), and how each grade button says when
 * the card comes back ("10 min", "3 days"), from the interval the server previewed for it with
 * core's FSRS and core's rounding (`intervalParts`).
 */
import { intervalParts, type RatingValue, type SessionItem, type StudyWord } from '@qfl/core';

export const GRADES = [
  { rating: 1, key: 'again' },
  { rating: 2, key: 'hard' },
  { rating: 3, key: 'good' },
  { rating: 4, key: 'easy' },
] as const satisfies readonly { rating: RatingValue; key: string }[];

export type RecallAction = { type: 'reveal' } | { type: 'grade'; rating: RatingValue } | null;

/** What a key press does on a flashcard: show the answer before it shows, grade after (other keys: nothing). */
export function recallKeyAction(key: string, revealed: boolean): RecallAction {
  if (!revealed) return key === ' ' || key === 'Enter' ? { type: 'reveal' } : null;
  const n = Number(key);
  return key.length === 1 && n >= 1 && n <= 4 ? { type: 'grade', rating: n as RatingValue } : null;
}

/** "10 min", "3 days", "1.5 mths" in the UI language (null when no preview came with the item). */
export function intervalLabel(ms: number | undefined, lang: string): string | null {
  if (ms === undefined) return null;
  const { value, unit } = intervalParts(ms);
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The session word a flashcard asks: the same entry and book item, else the same text. */
export function wordOf(words: readonly StudyWord[], item: Pick<SessionItem, 'entryId' | 'itemId' | 'prompt'>): StudyWord | null {
  return (
    words.find((w) => w.entryId === item.entryId && w.itemId === item.itemId) ??
    words.find((w) => w.text === item.prompt && (item.entryId === null || w.entryId === item.entryId)) ??
    null
  );
}
