/**
 * "Already known?" for a book: the words tests showed the learner knows and that have no card
 * (`GET /api/books/:id/evidence` → BookEvidence), and "mark known" (`POST
 * /api/books/:id/evidence/known`: an Easy review, a new card, for each). Afterwards the book, today's
 * words and progress refetch.
 */
import type { BookEvidence, MarkKnownResult } from '@qfl/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { invalidateAfterStudy } from '../../study/invalidate';

export const evidenceKeys = {
  book: (id: number, userId: number | undefined) => ['books', 'evidence', id, userId] as const,
};

export function fetchBookEvidence(id: number): Promise<BookEvidence> {
  return api.call('GET /api/books/:id/evidence', { params: { id }, auth: true, toast: false });
}

export function markBookKnown(id: number, requestId: string): Promise<MarkKnownResult> {
  return api.call('POST /api/books/:id/evidence/known', { params: { id }, body: { requestId }, auth: true });
}

export function useBookEvidenceQuery(id: number | null, enabled: boolean) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: evidenceKeys.book(id ?? 0, userId),
    queryFn: () => fetchBookEvidence(id ?? 0),
    enabled: id !== null && enabled,
  });
}

export function useMarkKnownMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    // One request id per tap (the server marks only words still offered, so nothing twice).
    mutationFn: (requestId: string) => markBookKnown(id, requestId),
    onSuccess: () => invalidateAfterStudy(client),
  });
}
