/**
 * Sentences: search, one sentence with its tokens, and "practise this sentence" (one review in
 * the memory): calls, query keys and hooks. Shapes are the server's contracts from @qfl/core.
 */
import type { Lang, ReviewBody, SentenceDetail, SentenceHit, SentenceSearchResult } from '@qfl/core';
import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { SentenceDetail, SentenceHit };

export const sentenceKeys = {
  all: ['sentences'] as const,
  search: (userId: number | undefined, q: string, lang: Lang, uiLang: string) => ['sentences', 'search', userId, q, lang, uiLang] as const,
  detail: (userId: number | undefined, id: string, uiLang: string) => ['sentences', 'detail', userId, id, uiLang] as const,
};

export function fetchSentenceSearch(q: string, lang: Lang): Promise<SentenceSearchResult> {
  // Failures (too long, offline) are shown on the page, not toasted.
  return api.call('GET /api/sentences/search', { query: { q, lang }, auth: true, toast: false });
}

/** Results for a settled query (empty query: no call). The previous results stay while the next load. */
export function useSentenceSearchQuery(q: string, lang: Lang, uiLang: string) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: sentenceKeys.search(userId, q, lang, uiLang),
    queryFn: () => fetchSentenceSearch(q, lang),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export function fetchSentence(id: string): Promise<SentenceDetail> {
  return api.call('GET /api/sentences/:id', { params: { id }, auth: true, toast: false });
}

export function useSentenceQuery(id: string | null, uiLang: string) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: sentenceKeys.detail(userId, id ?? '', uiLang),
    queryFn: () => fetchSentence(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}

/** One self-check of a sentence, into the memory (source `practice`). */
export function practiseSentence(body: Omit<ReviewBody, 'source'>): Promise<unknown> {
  return api.call('POST /api/memory/reviews', { body: { ...body, source: 'practice' }, auth: true });
}

/** After a user's sentence book changed: search and pages read again. */
export function invalidateSentences(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: sentenceKeys.all });
}
