/**
 * The dictionary as server data: the calls (search, entry detail, word lookup, search history,
 * the new-words flag, the content credits), then their query keys, then the TanStack Query
 * hooks (see the web README, "Server data"). Shapes come from @qfl/core.
 */
import { type DictEntryDetail, type DictSearchHit, type HistoryItem, isLang, type Lang, type UiLang } from '@qfl/core';
import { hasErrorKey } from '../../../api/errors';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';

export type { DictEntryDetail };

const SEARCH_LIMIT = 20;

const signedIn = () => useSession.getState().token !== null;

/** `lang` keeps one language; without it every language comes, `prefer` (the learning language) first. */
export async function searchDict(q: string, { lang, prefer }: { lang?: Lang; prefer?: Lang }): Promise<DictSearchHit[]> {
  const hits = await api.call('GET /api/dict/search', { query: { q, lang, prefer, limit: SEARCH_LIMIT } });
  return Array.isArray(hits) ? hits : [];
}

/** With a token the entry says whether it is in the new-words book. Not found is the page's to say. */
export function fetchEntry(id: number) {
  return api.call('GET /api/dict/entries/:id', { params: { id }, auth: signedIn(), quiet: ['dict.entryNotFound'] });
}

/** The id of a related word's own entry, or null when the dictionary does not have it. */
export async function lookupWord(word: string, lang: string): Promise<number | null> {
  if (!isLang(lang)) return null;
  try {
    const { id } = await api.call('GET /api/dict/lookup', { query: { word, lang }, quiet: ['dict.entryNotFound'] });
    return id;
  } catch (error) {
    if (hasErrorKey(error, 'dict.entryNotFound')) return null;
    throw error;
  }
}

export async function fetchHistory(): Promise<HistoryItem[]> {
  const answer = await api.call('GET /api/dict/history', { auth: true });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export function addHistory(query: string, lang: Lang) {
  return api.call('POST /api/dict/history', { auth: true, body: { query, lang } });
}

export function removeHistory(id: number) {
  return api.call('DELETE /api/dict/history/:id', { params: { id }, auth: true });
}

export function clearHistory() {
  return api.call('DELETE /api/dict/history', { auth: true });
}

export function setNewWords(id: number, inNewWords: boolean) {
  return api.call('PUT /api/dict/entries/:id/new-words', { params: { id }, auth: true, body: { inNewWords } });
}

export function fetchCredits() {
  return api.call('GET /api/content/credits');
}

export const dictKeys = {
  /** The glosses come in the UI language (Accept-Language), so it is part of the key. */
  search: (q: string, langs: { lang?: Lang; prefer?: Lang }, uiLang: UiLang) =>
    ['dict', 'search', q, langs.lang ?? null, langs.prefer ?? null, uiLang] as const,
  history: (userId: number | undefined) => ['dict', 'history', userId] as const,
  entry: (id: number, userId: number | undefined) => ['dict', 'entry', id, userId] as const,
  credits: ['content', 'credits'] as const,
};

/** Results for the (debounced) query; the previous list stays up while the next one loads. */
export function useDictSearch(q: string, langs: { lang?: Lang; prefer?: Lang }) {
  useTranslation(); // re-render on a language switch, so the key follows it
  return useQuery({
    queryKey: dictKeys.search(q, langs, currentLanguage()),
    queryFn: () => searchDict(q, langs),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useDictHistory() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: dictKeys.history(userId), queryFn: fetchHistory, enabled: signedIn });
}

/** Record, remove and clear history items; each refreshes the list. */
export function useHistoryActions() {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  const onSuccess = () => client.invalidateQueries({ queryKey: dictKeys.history(userId) });
  return {
    record: useMutation({ mutationFn: (v: { query: string; lang: Lang }) => addHistory(v.query, v.lang), onSuccess }),
    remove: useMutation({ mutationFn: removeHistory, onSuccess }),
    clear: useMutation({ mutationFn: clearHistory, onSuccess }),
  };
}

export function useEntry(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: dictKeys.entry(id ?? 0, userId), queryFn: () => fetchEntry(id ?? 0), enabled: id !== null });
}

/** Flips the new-words flag and writes the answer into the cached entry. */
export function useNewWordsToggle(id: number) {
  const client = useQueryClient();
  const userId = useSession((s) => s.userInfo?.id);
  return useMutation({
    mutationFn: (on: boolean) => setNewWords(id, on),
    onSuccess: ({ inNewWords }) => {
      client.setQueryData<DictEntryDetail>(dictKeys.entry(id, userId), (entry) => (entry ? { ...entry, inNewWords } : entry));
    },
  });
}

export function useCredits() {
  return useQuery({ queryKey: dictKeys.credits, queryFn: fetchCredits, staleTime: Number.POSITIVE_INFINITY });
}
