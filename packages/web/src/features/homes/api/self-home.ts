/**
 * What the self learner's home reads besides the study settings: the active book's detail
 * (groups and what was learned, `GET /api/books/:id`). The learner's own uploaded books come
 * from my-books (`GET /api/books?mine=1`).
 */
import type { BookDetail } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export function fetchBookDetail(id: number): Promise<BookDetail> {
  return api.call('GET /api/books/:id', { params: { id }, auth: true, quiet: ['study.bookNotFound'] });
}

/** Learned items of a book (items with a memory card) as a share of its items, 0-1. */
export function learnedShare(book: BookDetail): number {
  if (book.itemCount <= 0) return 0;
  const learned = book.groups.reduce((sum, g) => sum + g.learned, 0);
  return Math.min(1, learned / book.itemCount);
}

export const selfHomeKeys = {
  all: ['self-home'] as const,
  book: (id: number, userId: number | undefined) => ['self-home', 'book', id, userId] as const,
};

export function useBookDetailQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: selfHomeKeys.book(id ?? 0, userId),
    queryFn: () => fetchBookDetail(id ?? 0),
    enabled: id !== null,
  });
}
