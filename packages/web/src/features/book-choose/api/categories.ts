/** Book categories of a learning language (`GET /api/categories?lang=`): call, query keys and hook. */
import type { Category, Lang } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (lang: Lang) => ['categories', lang] as const,
};

export async function fetchCategories(lang: Lang): Promise<Category[]> {
  const answer: { items?: Category[] } | null = await api.call('GET /api/categories', { query: { lang }, toast: false });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export function useCategoriesQuery(lang: Lang) {
  return useQuery({ queryKey: categoryKeys.list(lang), queryFn: () => fetchCategories(lang), staleTime: 10 * 60_000 });
}
