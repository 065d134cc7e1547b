/**
 * The words of a book or of one of its groups with each word's memory card
 * (`GET /api/books/:id/words?group=&limit=&offset=`): call, query keys and an infinite-list hook.
 */
import type { StudyWord } from '@qfl/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const WORDS_PAGE = 100;

interface WordPage {
  items: StudyWord[];
  total: number;
}

export const bookWordsKeys = {
  list: (bookId: number, group: number | null, userId: number | undefined) => ['books', 'words', bookId, group, userId] as const,
};

export function fetchBookWords(bookId: number, group: number | null, offset: number): Promise<WordPage> {
  return api.get(`/api/books/${bookId}/words`, { params: { group, limit: WORDS_PAGE, offset }, auth: true, toast: false });
}

export function useBookWordsQuery(bookId: number | null, group: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useInfiniteQuery({
    queryKey: bookWordsKeys.list(bookId ?? 0, group, userId),
    queryFn: ({ pageParam }) => fetchBookWords(bookId ?? 0, group, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: bookId !== null,
  });
}
