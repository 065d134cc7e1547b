/** The outcome of a session (`GET /api/study/sessions/:id/summary`): call, query keys and hook. */
import type { SessionSummary } from '@qfl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const summaryKeys = {
  detail: (id: number, userId: number | undefined) => ['study', 'summary', id, userId] as const,
};

export function fetchSummary(id: number): Promise<SessionSummary> {
  return api.call('GET /api/study/sessions/:id/summary', { params: { id }, auth: true, toast: false });
}

export function useSummaryQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: summaryKeys.detail(id ?? 0, userId), queryFn: () => fetchSummary(id ?? 0), enabled: id !== null });
}
