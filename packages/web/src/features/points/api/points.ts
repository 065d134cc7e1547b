/** Points of the signed-in user (today's and the total): call, query keys and hook. */
import type { PointsSummary } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const pointsKeys = {
  all: ['points'] as const,
  summary: (userId: number | undefined) => ['points', 'summary', userId] as const,
};

export function fetchPointsSummary(): Promise<PointsSummary> {
  return api.call('GET /api/points/summary', { auth: true });
}

export function usePointsSummaryQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: pointsKeys.summary(userId), queryFn: fetchPointsSummary, enabled: signedIn });
}

/** After anything that earns points (a study session, a test): refetch the summary. */
export function invalidatePoints(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: pointsKeys.all });
}
