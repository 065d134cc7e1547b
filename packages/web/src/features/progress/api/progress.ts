/** Study progress of the signed-in user (`GET /api/progress`): call, query key and hook. */
import type { Progress } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { Progress };

export const progressKeys = {
  all: ['progress'] as const,
  summary: (userId: number | undefined) => ['progress', 'summary', userId] as const,
};

export function fetchProgress(): Promise<Progress> {
  // The page words a failure itself (error state with a retry): no toast.
  return api.call('GET /api/progress', { auth: true, toast: false });
}

export function useProgressQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: progressKeys.summary(userId), queryFn: fetchProgress, enabled: signedIn });
}

/** After reviews or a finished vocabulary test: refetch. */
export function invalidateProgress(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: progressKeys.all });
}
