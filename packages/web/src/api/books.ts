/** Public book list; the item shape is the server's contract (BookSummary from @qfl/core). */
import type { BookList, BookSummary, Lang } from '@qfl/core';
import { api } from './http';

export type { BookSummary };

export interface BookQuery {
  lang?: Lang | null;
  level?: number | null;
}

export async function fetchBooks(query: BookQuery): Promise<BookSummary[]> {
  const answer = await api.get<Partial<BookList> | null>('/api/books', {
    params: { lang: query.lang, level: query.level },
  });
  return Array.isArray(answer?.items) ? answer.items : [];
}

/** The title in the UI language, else the book's own language, else any title. */
export function bookTitle(book: BookSummary, uiLang: string): string {
  const titles = book.titles;
  return titles[uiLang] ?? titles[book.lang] ?? Object.values(titles)[0] ?? `#${book.id}`;
}
