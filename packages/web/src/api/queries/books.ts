/** TanStack Query hook and key for the book list of a language and level. */
import { useQuery } from '@tanstack/react-query';
import { type BookQuery, fetchBooks } from '../books';

const bookKeys = {
  list: (query: BookQuery) => ['books', 'list', query.lang ?? null, query.level ?? null] as const,
};

export function useBooks(query: BookQuery) {
  return useQuery({ queryKey: bookKeys.list(query), queryFn: () => fetchBooks(query) });
}
