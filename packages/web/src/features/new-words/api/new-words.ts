/**
 * The personal new-words book (`GET /api/study/new-words`) in groups of 20, removing a word
 * (`PUT /api/dict/entries/:id/new-words`), and a practice session over one group.
 */
import type { StudySession, WordList } from '@qfl/core';
import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { setNewWords } from '../../dict/api/dictionary';
import { NEW_WORDS_GROUP_SIZE } from '../groups';

export async function fetchNewWords(group: number): Promise<WordList> {
  const answer: WordList | null = await api.call('GET /api/study/new-words', {
    auth: true,
    query: { limit: NEW_WORDS_GROUP_SIZE, offset: group * NEW_WORDS_GROUP_SIZE },
  });
  return { items: Array.isArray(answer?.items) ? answer.items : [], total: answer?.total ?? 0 };
}

/** The caller words failures (no toast here). */
export function startNewWordsSession(group: number): Promise<StudySession> {
  return api.call('POST /api/study/sessions', { body: { kind: 'new-words', group }, auth: true, toast: false });
}

export function removeNewWord(entryId: number): Promise<unknown> {
  return setNewWords(entryId, false);
}

export const newWordsKeys = {
  all: ['new-words'] as const,
  group: (userId: number | undefined, group: number) => ['new-words', userId, group] as const,
};

export function useNewWordsQuery(group: number) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: newWordsKeys.group(userId, group),
    queryFn: () => fetchNewWords(group),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a word joins or leaves the book anywhere (word detail, quiz result): refetch. */
export function invalidateNewWords(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: newWordsKeys.all });
}
