/**
 * The dictionary's server calls: search, entry detail, word lookup, search history, the
 * new-words flag and the content credits. Shapes come from @qfl/core where they are shared.
 */
import type { Credits, DictEntryDetail, DictLookup, DictSearchHit, HistoryItem, HistoryList, Lang, NewWordsFlag, Removed } from '@qfl/core';
import { hasErrorKey } from '../../api/errors';
import { api } from '../../api/http';
import { useSession } from '../../session/store';

export type { DictEntryDetail };

const SEARCH_LIMIT = 20;

const signedIn = () => useSession.getState().token !== null;

/** `lang` keeps one language; without it every language comes, `prefer` (the learning language) first. */
export async function searchDict(q: string, { lang, prefer }: { lang?: Lang; prefer?: Lang }): Promise<DictSearchHit[]> {
  const hits = await api.get<DictSearchHit[] | null>('/api/dict/search', { params: { q, lang, prefer, limit: SEARCH_LIMIT } });
  return Array.isArray(hits) ? hits : [];
}

/** With a token the entry says whether it is in the new-words book. Not found is the page's to say. */
export function fetchEntry(id: number): Promise<DictEntryDetail> {
  return api.get<DictEntryDetail>(`/api/dict/entries/${id}`, { auth: signedIn(), quiet: ['dict.entryNotFound'] });
}

/** The id of a related word's own entry, or null when the dictionary does not have it. */
export async function lookupWord(word: string, lang: string): Promise<number | null> {
  try {
    const { id } = await api.get<DictLookup>('/api/dict/lookup', { params: { word, lang }, quiet: ['dict.entryNotFound'] });
    return id;
  } catch (error) {
    if (hasErrorKey(error, 'dict.entryNotFound')) return null;
    throw error;
  }
}

export async function fetchHistory(): Promise<HistoryItem[]> {
  const answer = await api.get<Partial<HistoryList> | null>('/api/dict/history', { auth: true });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export function addHistory(query: string, lang: string): Promise<HistoryItem> {
  return api.post<HistoryItem>('/api/dict/history', { auth: true, body: { query, lang } });
}

export function removeHistory(id: number): Promise<Removed> {
  return api.del(`/api/dict/history/${id}`, { auth: true });
}

export function clearHistory(): Promise<Removed> {
  return api.del('/api/dict/history', { auth: true });
}

export function setNewWords(id: number, inNewWords: boolean): Promise<NewWordsFlag> {
  return api.put(`/api/dict/entries/${id}/new-words`, { auth: true, body: { inNewWords } });
}

export function fetchCredits(): Promise<Credits> {
  return api.get<Credits>('/api/content/credits');
}
