/**
 * The words of a book or of one of its groups with each word's memory card
 * (`GET /api/books/:id/words?group=&limit=&offset=`): call, query keys and an infinite-list hook.
 */
import type { WordList, WordStateFilter } from '@qfl/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const WORDS_PAGE = 100;

export const bookWordsKeys = {
  list: (bookId: number, group: number | null, userId: number | undefined, state: WordStateFilter = 'all') =>
    ['books', 'words', bookId, group, userId, state] as const,
};

export function fetchBookWords(bookId: number, group: number | null, offset: number, state: WordStateFilter = 'all'): Promise<WordList> {
  return api.call('GET /api/books/:id/words', {
    params: { id: bookId },
    query: { group, limit: WORDS_PAGE, offset, state },
    auth: true,
    toast: false,
  });
}

/** The words in one state (the server filters the whole book or group, then pages). */
export function useBookWordsQuery(bookId: number | null, group: number | null, state: WordStateFilter = 'all') {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: bookWordsKeys.list(bookId ?? 0, group, userId, state),
    queryFn: ({ pageParam }) => fetchBookWords(bookId ?? 0, group, pageParam, state),
    initialPageParam: 0,
    // Switching the state filter keeps the chips and list of the last one until the new one arrives.
    placeholderData: keepPreviousData,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: bookId !== null,
  });
}
