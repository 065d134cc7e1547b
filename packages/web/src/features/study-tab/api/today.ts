/**
 * Today's words (`GET /api/study/today`): due reviews, most forgotten first, then today's new
 * words of the active book, with the counts against the daily limit, today's daily test and
 * the points — the study tab's one call. Refetched whenever the tab opens (a practice session
 * elsewhere changes it); its points also refresh the points summary's cache. Starting a review.
 */
import type { ReviewMode, StudySession, Today } from '@qfl/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { pointsKeys } from '../../points/api/points';
import { TODAY_KEY } from '../../study/keys';

export type { Today };
export type TodayItem = Today['items'][number];

export function fetchToday(): Promise<Today> {
  return api.call('GET /api/study/today', { auth: true });
}

/**
 * A session over the due words, as choice questions or flashcards to recall (`mode`; the study
 * setting when absent); the caller words failures (no toast here).
 */
export function startReview(limit?: number, mode?: ReviewMode): Promise<StudySession> {
  return api.call('POST /api/study/sessions', {
    body: { kind: 'review', ...(limit ? { limit } : {}), ...(mode ? { mode } : {}) },
    auth: true,
    toast: false,
  });
}

/** Under the study loop's prefix, so its invalidation after a session reaches today's words. */
export const todayKeys = {
  all: TODAY_KEY,
  mine: (userId: number | undefined) => [...TODAY_KEY, userId] as const,
};

export function useTodayQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  const client = useQueryClient();
  return useQuery({
    queryKey: todayKeys.mine(userId),
    queryFn: async () => {
      const today = await fetchToday();
      client.setQueryData(pointsKeys.summary(userId), today.points);
      return today;
    },
    enabled: signedIn,
    staleTime: 0,
  });
}

export function invalidateToday(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: todayKeys.all });
}
