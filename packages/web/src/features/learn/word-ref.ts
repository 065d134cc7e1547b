/**
 * Which memory card a learn-screen word is: a word is remembered by its dictionary entry, a
 * sentence of a sentence book by its book item. Items of the sentence kinds tell them apart (a
 * sentence can carry its headword's entry id too).
 */
import type { SessionItem, StudyWord } from '@qfl/core';
import { isSentenceKind } from '../study/item-kinds';

export type WordRef = { entryId: number } | { itemId: number };

export function sentenceItemIds(items: readonly Pick<SessionItem, 'kind' | 'itemId'>[]): Set<number> {
  return new Set(items.flatMap((i) => (isSentenceKind(i.kind) && i.itemId !== null ? [i.itemId] : [])));
}

export function isSentence(word: Pick<StudyWord, 'itemId'>, sentences: ReadonlySet<number>): boolean {
  return word.itemId !== null && sentences.has(word.itemId);
}

/** What "I know it already" sends for the word, or null when it has no card of its own. */
export function wordRef(word: Pick<StudyWord, 'entryId' | 'itemId'>, sentences: ReadonlySet<number>): WordRef | null {
  if (word.itemId !== null && sentences.has(word.itemId)) return { itemId: word.itemId };
  return word.entryId === null ? null : { entryId: word.entryId };
}

export const refKey = (ref: WordRef): string => ('itemId' in ref ? `i:${ref.itemId}` : `e:${ref.entryId}`);

/** The practice items of a word (the ones a skip marks done). */
export function belongsTo(item: Pick<SessionItem, 'kind' | 'entryId' | 'itemId'>, ref: WordRef): boolean {
  if ('itemId' in ref) return isSentenceKind(item.kind) && item.itemId === ref.itemId;
  return !isSentenceKind(item.kind) && item.entryId === ref.entryId;
}
