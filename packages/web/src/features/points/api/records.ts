/**
 * The points ledger, newest first, page by page (`GET /score/getScoreRecorde`), and spending
 * (`POST /score/useScore`). Records live under `pointsKeys.all`, so `invalidatePoints` after any
 * credit or spend refreshes them with the summary.
 */
import { type ScoreRecord, type ScoreRecordPage, SCORE_PAGE_SIZE, type UseScoreBody, type UseScoreResult } from '@qfl/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { invalidatePoints } from './points';

export function fetchScoreRecords(page: number, pageSize = SCORE_PAGE_SIZE): Promise<ScoreRecordPage> {
  return api.call('GET /score/getScoreRecorde', { query: { page, pageSize }, auth: true });
}

/** Insufficient points (`points.insufficient`) are worded by the caller, which knows what was bought. */
export function spendPoints(body: UseScoreBody): Promise<UseScoreResult> {
  return api.call('POST /score/useScore', { body, auth: true, quiet: ['points.insufficient'] });
}

export const recordKeys = {
  list: (userId: number | undefined) => ['points', 'records', userId] as const,
};

/** Offset pages can shift when a credit lands between two loads: a record shows once. */
export function uniqueRecords(pages: readonly ScoreRecordPage[]): ScoreRecord[] {
  const seen = new Set<number>();
  const out: ScoreRecord[] = [];
  for (const page of pages) {
    for (const record of page.items) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      out.push(record);
    }
  }
  return out;
}

export function useScoreRecordsQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useInfiniteQuery({
    queryKey: recordKeys.list(userId),
    queryFn: ({ pageParam }) => fetchScoreRecords(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: signedIn,
  });
}

/** Spends points (a fresh requestId per purchase; retries reuse it) and refreshes the points. */
export function useSpendPointsMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: spendPoints, onSuccess: () => invalidatePoints(client) });
}
