/**
 * Public book list. The server owns the item shape; the client reads it defensively and
 * only needs an id and something to call the book.
 */
import type { BookType, Lang } from '@qfl/core';
import { api } from './http';

export interface BookSummary {
  id: number;
  type?: BookType;
  lang?: Lang;
  level?: number;
  /** Titles keyed by language code (native title plus other-language titles). */
  titles?: Record<string, string>;
  title?: string;
  itemCount?: number;
}

export interface BookQuery {
  lang?: Lang | null;
  level?: number | null;
}

export async function fetchBooks(query: BookQuery): Promise<BookSummary[]> {
  const answer = await api.get<{ items?: BookSummary[] } | null>('/api/books', {
    params: { lang: query.lang, level: query.level },
  });
  return Array.isArray(answer?.items) ? answer.items : [];
}

/** The title in the UI language, else the book's own language, else any title. */
export function bookTitle(book: BookSummary, uiLang: string): string {
  const titles = book.titles ?? {};
  return titles[uiLang] ?? (book.lang ? titles[book.lang] : undefined) ?? book.title ?? Object.values(titles)[0] ?? `#${book.id}`;
}
