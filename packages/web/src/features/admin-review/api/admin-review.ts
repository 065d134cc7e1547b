/**
 * The admin's review queue: pending public books (`GET /api/admin/books?status=pending`) and the
 * decision (`POST /api/admin/books/:id/review`, a reason required to reject). Items are read with
 * the owner's list call (`GET /api/books/:id/words`, open to admins on pending public books).
 */
import type { BookList, BookSummary } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const adminReviewKeys = {
  all: ['admin-review'] as const,
  pending: (userId: number | undefined) => ['admin-review', 'pending', userId] as const,
};

export async function fetchPendingBooks(): Promise<BookSummary[]> {
  const answer: Partial<BookList> | null = await api.call('GET /api/admin/books', {
    query: { status: 'pending' },
    auth: true,
    toast: false,
  });
  return Array.isArray(answer?.items) ? answer.items : [];
}

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export function reviewBook(id: number, body: ReviewDecision): Promise<BookSummary> {
  return api.call('POST /api/admin/books/:id/review', { params: { id }, body, auth: true });
}

export function usePendingBooksQuery(enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: adminReviewKeys.pending(userId), queryFn: fetchPendingBooks, enabled });
}

export async function invalidateReview(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: adminReviewKeys.all });
  await client.invalidateQueries({ queryKey: ['books'] });
}
