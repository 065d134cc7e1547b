/**
 * The last sentence searches on this device (localStorage, checked with zod on read): what was
 * searched and in which language, newest first, at most 10, kept per device rather than on the
 * server (the dictionary's history is the server's).
 */
import { type Lang, type SentenceSearchHistory, sentenceSearchHistorySchema as schema } from '@qfl/core';

const KEY = 'qfl.sentenceSearchHistory';
const MAX = 10;
export type SearchHistoryItem = SentenceSearchHistory[number];

export function readHistory(storage: Pick<Storage, 'getItem'> = localStorage): SearchHistoryItem[] {
  try {
    return schema.parse(JSON.parse(storage.getItem(KEY) ?? '[]')).slice(0, MAX);
  } catch {
    return [];
  }
}

export function addToHistory(q: string, lang: Lang, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): SearchHistoryItem[] {
  const next = [{ q, lang }, ...readHistory(storage).filter((h) => !(h.q === q && h.lang === lang))].slice(0, MAX);
  try {
    storage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the history is a convenience.
  }
  return next;
}

export function clearHistory(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // ignore
  }
}
