/**
 * The reader as server data: an article's summary, its pages with word statuses, word marks,
 * "mark the rest known", lookups, the position and the reading history — calls, query keys,
 * hooks and invalidation. Shapes are the server's contracts from @qfl/core.
 */
import {
  type Lang,
  type PageKnownResult,
  type ReadingHistory,
  type ReadingLookupResult,
  type ReadingPage,
  type ReadingPosition,
  type ReadingSummary,
  randomId,
  type WordStatusResult,
} from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/http';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/store';

export type { ReadingPage, ReadingSummary };

export function fetchReadingSummary(bookId: number): Promise<ReadingSummary> {
  return api.call('GET /api/reading/books/:id', {
    params: { id: bookId },
    auth: true,
    quiet: ['reading.bookNotFound', 'reading.notArticle'],
  });
}

export function fetchReadingPage(bookId: number, page: number): Promise<ReadingPage> {
  return api.call('GET /api/reading/books/:id/pages/:page', {
    params: { id: bookId, page },
    auth: true,
    quiet: ['reading.bookNotFound', 'reading.notArticle', 'reading.pageNotFound'],
  });
}

export function fetchReadingHistory(): Promise<ReadingHistory> {
  return api.call('GET /api/reading/history', { auth: true, toast: false });
}

export type WordRef = { entryId: number } | { lemma: string; lang: Lang };

export function saveWordStatus(word: WordRef, status: 'new' | 'known' | 'ignored'): Promise<WordStatusResult> {
  return api.call('PUT /api/reading/words/status', { auth: true, body: { ...word, status, requestId: randomId(24) }, toast: false });
}

export function markPageKnown(bookId: number, page: number): Promise<PageKnownResult> {
  return api.call('POST /api/reading/books/:id/pages/:page/known', { params: { id: bookId, page }, auth: true, toast: false });
}

/** A lookup while reading: a failed recall of the word (sent in the background). */
export function recordLookup(entryId: number, bookId: number): Promise<ReadingLookupResult> {
  return api.call('POST /api/reading/lookups', { auth: true, body: { entryId, bookId, requestId: randomId(24) }, toast: false });
}

export function savePosition(bookId: number, page: number, sentence = 0): Promise<ReadingPosition> {
  return api.call('PUT /api/reading/books/:id/position', { params: { id: bookId }, auth: true, body: { page, sentence }, toast: false });
}

export const readingKeys = {
  all: ['reading'] as const,
  /** New words' meanings come in the reader's languages, so the UI language is part of the key. */
  summary: (userId: number | undefined, bookId: number, uiLang: string) => ['reading', 'summary', userId, bookId, uiLang] as const,
  page: (userId: number | undefined, bookId: number, page: number) => ['reading', 'page', userId, bookId, page] as const,
  history: (userId: number | undefined) => ['reading', 'history', userId] as const,
};

export function useReadingSummaryQuery(bookId: number | null) {
  useTranslation();
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: readingKeys.summary(userId, bookId ?? 0, currentLanguage()),
    queryFn: () => fetchReadingSummary(bookId ?? 0),
    enabled: bookId !== null,
    retry: false,
  });
}

export function useReadingPageQuery(bookId: number | null, page: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: readingKeys.page(userId, bookId ?? 0, page ?? 0),
    queryFn: () => fetchReadingPage(bookId ?? 0, page ?? 0),
    enabled: bookId !== null && page !== null,
    retry: false,
    staleTime: 30_000,
  });
}

export function useReadingHistoryQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: readingKeys.history(userId), queryFn: fetchReadingHistory, enabled: signedIn });
}

/** After statuses or positions change: summaries, other pages and the history follow. */
export function invalidateReading(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: readingKeys.all });
}
