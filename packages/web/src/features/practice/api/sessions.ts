/**
 * Study sessions (`POST /api/study/sessions`, `GET /api/study/sessions/:id`): a group of a book,
 * due reviews or the new-words book, each a list of practice items (and, for groups, the words to
 * see first). Other pages create a session and open the learn or practice screen with its id; the
 * created session goes into the cache so that screen does not fetch it again.
 */
import type { SessionCreateBody, StudySession } from '@qfl/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';

export const sessionKeys = {
  all: ['study', 'session'] as const,
  detail: (id: number, userId: number | undefined) => ['study', 'session', id, userId] as const,
};

export function createSession(body: SessionCreateBody): Promise<StudySession> {
  return api.call('POST /api/study/sessions', { body, auth: true, toast: false });
}

export function fetchSession(id: number): Promise<StudySession> {
  return api.call('GET /api/study/sessions/:id', { params: { id }, auth: true, toast: false });
}

/** Puts a session another page just created (quiz, daily test …) into the cache before navigating to it. */
export function primeSession(client: QueryClient, session: StudySession): void {
  client.setQueryData(sessionKeys.detail(session.id, useSession.getState().userInfo?.id), session);
}

export function useSessionQuery(id: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: sessionKeys.detail(id ?? 0, userId),
    queryFn: () => fetchSession(id ?? 0),
    enabled: id !== null,
    // The practice screen owns the state of a session in play; a refetch would reset it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreateSessionMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSession, onSuccess: (session) => primeSession(client, session) });
}
