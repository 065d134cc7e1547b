/**
 * Dictation sessions: start one, read it back, answer an item (graded on the server). Shapes are
 * the server's contracts from @qfl/core.
 */
import type { DictationAnswerBody, DictationAnswerResult, DictationSession, DictationStartBody } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export type { DictationAnswerResult, DictationSession, DictationStartBody };

export const dictationKeys = {
  all: ['dictation'] as const,
  session: (userId: number | undefined, id: number | null) => ['dictation', 'session', userId, id] as const,
};

export function startDictation(body: DictationStartBody): Promise<DictationSession> {
  return api.call('POST /api/dictation/sessions', { body, auth: true });
}

export function fetchDictation(id: number): Promise<DictationSession> {
  return api.call('GET /api/dictation/sessions/:id', { params: { id }, auth: true, toast: false });
}

/** A session as the server has it now (attempts and summary). */
export function useDictationQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: dictationKeys.session(userId, id), queryFn: () => fetchDictation(id as number), enabled: id !== null });
}

export function answerDictation(sessionId: number, body: DictationAnswerBody): Promise<DictationAnswerResult> {
  return api.call('POST /api/dictation/sessions/:id/answers', { params: { id: sessionId }, body, auth: true });
}

export function invalidateDictation(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: dictationKeys.all });
}
