/**
 * Pronunciation tests: start one, submit its answers once, read the history. Shapes are the
 * server's contracts from @qfl/core.
 */
import type { Lang, PronHistory, PronKind, PronResult, PronSubmitBody, PronTest } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { PronHistory, PronResult, PronTest };

export const pronTestKeys = {
  all: ['pron-tests'] as const,
  history: (userId: number | undefined, kind: PronKind) => ['pron-tests', 'history', userId, kind] as const,
};

export function startPronTest(kind: PronKind, lang: Lang): Promise<PronTest> {
  return api.call('POST /api/pron-tests', { body: { kind, lang }, auth: true });
}

export function submitPronTest(id: number, body: PronSubmitBody): Promise<PronResult> {
  return api.call('POST /api/pron-tests/:id/submit', { params: { id }, body, auth: true });
}

/** A submitted test with its detail. */
export function fetchPronTest(id: number): Promise<PronResult> {
  return api.call('GET /api/pron-tests/:id', { params: { id }, auth: true });
}

export async function fetchPronHistory(kind: PronKind): Promise<PronHistory['items']> {
  const answer = await api.call('GET /api/pron-tests/history', { query: { kind }, auth: true, toast: false });
  return answer.items;
}

/** Submitted tests of a kind, newest first. */
export function usePronHistoryQuery(kind: PronKind) {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: pronTestKeys.history(userId, kind), queryFn: () => fetchPronHistory(kind), enabled: signedIn });
}

export function invalidatePronHistory(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: pronTestKeys.all });
}
