/** Reading answering: the quiz of an article page (the same page gives the same questions), submitting it, its history. */
import type { ExamAttempt, ExamSubmitBody, ReadingQuizHistoryItem } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/store';

export const readingQuizKeys = {
  all: ['reading-quiz'] as const,
  quiz: (userId: number | undefined, bookId: number, page: number, uiLang: string) =>
    ['reading-quiz', 'quiz', userId, bookId, page, uiLang] as const,
  history: (userId: number | undefined, bookId: number | null) => ['reading-quiz', 'history', userId, bookId] as const,
};

/** The page's open quiz (the server answers the same open quiz until it is submitted). */
export function openReadingQuiz(bookId: number, page: number): Promise<ExamAttempt> {
  return api.call('POST /api/reading-quiz', { body: { bookId, page }, auth: true, toast: false });
}

export function useReadingQuizQuery(bookId: number | null, page: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: readingQuizKeys.quiz(userId, bookId ?? 0, page ?? 0, currentLanguage()),
    queryFn: () => openReadingQuiz(bookId as number, page as number),
    enabled: bookId !== null && page !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function submitReadingQuiz(attemptId: number, body: ExamSubmitBody): Promise<ExamAttempt> {
  return api.call('POST /api/reading-quiz/:attemptId/submit', {
    params: { attemptId },
    body,
    auth: true,
    quiet: ['exam.alreadySubmitted'],
  });
}

export async function fetchReadingHistory(bookId: number | null): Promise<ReadingQuizHistoryItem[]> {
  const answer = await api.call('GET /api/reading-quiz/history', {
    query: { bookId: bookId ?? undefined },
    auth: true,
    toast: false,
  });
  return answer.items;
}

export function useReadingHistoryQuery(bookId: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: readingQuizKeys.history(userId, bookId), queryFn: () => fetchReadingHistory(bookId) });
}

/** After a quiz is submitted: its history changes (the page's quiz itself is opened again only on request). */
export function invalidateReadingQuiz(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['reading-quiz', 'history'] });
}
