/** TanStack Query keys and hooks of the dictionary (search, history, entry, new-words flag, credits). */
import type { Lang, UiLang } from '@qfl/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import {
  addHistory,
  clearHistory,
  type DictEntryDetail,
  fetchCredits,
  fetchEntry,
  fetchHistory,
  removeHistory,
  searchDict,
  setNewWords,
} from './api';

const dictKeys = {
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
    record: useMutation({ mutationFn: (v: { query: string; lang: string }) => addHistory(v.query, v.lang), onSuccess }),
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
