/**
 * The vocabulary size test: start a run, answer a question, read finished results (history):
 * calls, query keys and hooks. Shapes are the server's contracts from @qfl/core.
 */
import type { Lang, VocabAnswerBody, VocabAnswerResult, VocabHistoryItem, VocabTestStart } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { VocabAnswerResult, VocabHistoryItem, VocabTestStart };

export const vocabTestKeys = {
  all: ['vocab-test'] as const,
  history: (userId: number | undefined, lang: Lang | null) => ['vocab-test', 'history', userId, lang] as const,
};

export async function fetchVocabHistory(lang: Lang | null): Promise<VocabHistoryItem[]> {
  const answer = await api.call('GET /api/vocab-test/history', { query: { lang: lang ?? undefined }, auth: true, toast: false });
  return answer.items;
}

/** Finished tests of the language, oldest first. */
export function useVocabHistoryQuery(lang: Lang | null) {
  const userId = useSession((s) => s.userInfo?.id);
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ queryKey: vocabTestKeys.history(userId, lang), queryFn: () => fetchVocabHistory(lang), enabled: signedIn });
}

export function startVocabTest(lang?: Lang): Promise<VocabTestStart> {
  return api.call('POST /api/vocab-test', { body: lang ? { lang } : {}, auth: true });
}

export function answerVocabQuestion(testId: number, body: VocabAnswerBody): Promise<VocabAnswerResult> {
  return api.call('POST /api/vocab-test/:id/answers', { params: { id: testId }, body, auth: true });
}

/** After a test is finished: refetch the history (and what is drawn from it). */
export function invalidateVocabHistory(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: vocabTestKeys.all });
}
