/**
 * The books to choose from: `GET /api/books` by language, level and category, signed in so each
 * book carries `knownShare` (the share of it the memory already knows). Keys sit under `books`,
 * so `invalidateBooks` refreshes them after a session.
 */
import type { BookList, BookSummary, Lang } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export interface CatalogQuery {
  lang: Lang;
  /** 1-20, or null for every level. */
  level: number | null;
  category: string | null;
}

export const catalogKeys = {
  list: (userId: number | undefined, q: CatalogQuery) => ['books', 'catalog', userId, q.lang, q.level, q.category] as const,
};

export async function fetchCatalog(q: CatalogQuery): Promise<BookSummary[]> {
  const answer: Partial<BookList> | null = await api.call('GET /api/books', {
    query: { lang: q.lang, level: q.level, category: q.category ?? undefined },
    auth: true,
    toast: false,
  });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export function useCatalogQuery(q: CatalogQuery) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: catalogKeys.list(userId, q), queryFn: () => fetchCatalog(q) });
}

/** The known share (0-1) the server sent with a book, or null when it sent none (never made up). */
export function knownShareOf(book: BookSummary): number | null {
  const share = book.knownShare;
  return typeof share === 'number' && Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : null;
}
