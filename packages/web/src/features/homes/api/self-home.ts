/**
 * What the self learner's home reads besides the study settings: the active book's detail
 * (groups and what was learned, `GET /api/books/:id`) and the learner's own uploaded books
 * (`GET /api/books`, the private ones: only their owner sees them).
 */
import type { BookDetail, BookList, BookSummary } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export function fetchBookDetail(id: number): Promise<BookDetail> {
  return api.get(`/api/books/${id}`, { auth: true, quiet: ['study.bookNotFound'] });
}

export async function fetchOwnBooks(): Promise<BookSummary[]> {
  const answer = await api.get<Partial<BookList> | null>('/api/books', { auth: true, params: { limit: 200 } });
  return (Array.isArray(answer?.items) ? answer.items : []).filter(isOwnBook);
}

/** Uploaded books stay private to their owner, so a private book in the list is the learner's own. */
export function isOwnBook(book: BookSummary): boolean {
  return book.status === 'private';
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
  ownBooks: (userId: number | undefined) => ['self-home', 'own-books', userId] as const,
};

export function useBookDetailQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: selfHomeKeys.book(id ?? 0, userId),
    queryFn: () => fetchBookDetail(id ?? 0),
    enabled: id !== null,
  });
}

export function useOwnBooksQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: selfHomeKeys.ownBooks(userId), queryFn: fetchOwnBooks });
}
