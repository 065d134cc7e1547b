/**
 * One book with its groups and the learner's progress in it (`GET /api/books/:id` → BookDetail):
 * call, query keys and hook. An unknown id answers 404 `study.bookNotFound`, which the page says.
 */
import type { BookDetail } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const bookDetailKeys = {
  detail: (id: number, userId: number | undefined) => ['books', 'detail', id, userId] as const,
};

export function fetchBookDetail(id: number): Promise<BookDetail> {
  return api.call('GET /api/books/:id', { params: { id }, auth: true, toast: false });
}

export function useBookDetailQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: bookDetailKeys.detail(id ?? 0, userId), queryFn: () => fetchBookDetail(id ?? 0), enabled: id !== null });
}
