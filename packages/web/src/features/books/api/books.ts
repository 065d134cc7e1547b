/**
 * Public book list of a language and level: call, query keys and hook. The item shape is the
 * server's contract (BookSummary from @qfl/core).
 */
import type { BookList, BookSummary, Lang } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';

export type { BookSummary };

export interface BookQuery {
  lang?: Lang | null;
  level?: number | null;
}

export const bookKeys = {
  all: ['books'] as const,
  list: (query: BookQuery) => ['books', 'list', query.lang ?? null, query.level ?? null] as const,
};

export async function fetchBooks(query: BookQuery): Promise<BookSummary[]> {
  const answer: Partial<BookList> | null = await api.call('GET /api/books', {
    query: { lang: query.lang ?? undefined, level: query.level },
  });
  return Array.isArray(answer?.items) ? answer.items : [];
}

/** The title in the UI language, else the book's own language, else any title. */
export function bookTitle(book: BookSummary, uiLang: string): string {
  const titles = book.titles;
  return titles[uiLang] ?? titles[book.lang] ?? Object.values(titles)[0] ?? `#${book.id}`;
}

export function useBooksQuery(query: BookQuery) {
  return useQuery({ queryKey: bookKeys.list(query), queryFn: () => fetchBooks(query) });
}

/** After a book is created, changed or removed: refetch every list. */
export function invalidateBooks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: bookKeys.all });
}
