/** A word's memory state for the word list: its card's state (new without a card), and filtering by state and text. */
import { CARD_STATES, type CardState, type StudyWord } from '@qfl/core';

export type StateFilter = 'all' | CardState;
export const STATE_FILTERS: readonly StateFilter[] = ['all', ...CARD_STATES];

export function wordState(word: Pick<StudyWord, 'card'>): CardState {
  return word.card?.state ?? 'new';
}

export function countByState(words: readonly Pick<StudyWord, 'card'>[]): Record<StateFilter, number> {
  const counts: Record<StateFilter, number> = { all: words.length, new: 0, learning: 0, review: 0, relearning: 0 };
  for (const w of words) counts[wordState(w)] += 1;
  return counts;
}

/** Words in the chosen state whose text, reading or a meaning contains the query (case-insensitive). */
export function filterWords<W extends Pick<StudyWord, 'card' | 'text' | 'reading' | 'meanings'>>(
  words: readonly W[],
  state: StateFilter,
  query: string,
): W[] {
  const q = query.trim().toLocaleLowerCase();
  return words.filter((w) => {
    if (state !== 'all' && wordState(w) !== state) return false;
    if (q === '') return true;
    return [w.text, w.reading ?? '', ...w.meanings].some((s) => s.toLocaleLowerCase().includes(q));
  });
}
