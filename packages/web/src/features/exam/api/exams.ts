/**
 * Exams: the list for a language (and level), attempts (start, read, submit), wrong words to the
 * new-words book, and the history. Shapes are the server's contracts from @qfl/core.
 */
import type { ExamAttempt, ExamHistoryItem, ExamKind, ExamList, ExamNewWords, ExamSubmitBody, ExamSummary, Lang } from '@qfl/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/store';

export type { ExamAttempt, ExamHistoryItem, ExamList };

export const examKeys = {
  all: ['exams'] as const,
  list: (userId: number | undefined, lang: Lang | null, level: number | null, kind: ExamKind | null) =>
    ['exams', 'list', userId, lang, level, kind] as const,
  history: (userId: number | undefined) => ['exams', 'history', userId] as const,
  attempt: (userId: number | undefined, attemptId: number, uiLang: string) => ['exams', 'attempt', userId, attemptId, uiLang] as const,
};

export function fetchExams(lang: Lang | null, level: number | null, kind: ExamKind | null): Promise<ExamList> {
  return api.call('GET /api/exams', {
    query: { lang: lang ?? undefined, level: level ?? undefined, kind: kind ?? undefined },
    auth: true,
    toast: false,
  });
}

export function useExamsQuery(lang: Lang | null, level: number | null, kind: ExamKind | null = null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: examKeys.list(userId, lang, level, kind), queryFn: () => fetchExams(lang, level, kind) });
}

export async function fetchExamHistory(): Promise<ExamHistoryItem[]> {
  return (await api.call('GET /api/exams/history', { auth: true, toast: false })).items;
}

export function useExamHistoryQuery() {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({ queryKey: examKeys.history(userId), queryFn: fetchExamHistory });
}

export function fetchAttempt(attemptId: number): Promise<ExamAttempt> {
  return api.call('GET /api/exams/attempts/:attemptId', { params: { attemptId }, auth: true, toast: false });
}

export function useAttemptQuery(attemptId: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: examKeys.attempt(userId, attemptId ?? 0, currentLanguage()),
    queryFn: () => fetchAttempt(attemptId as number),
    enabled: attemptId !== null,
    // The clock and the answers are the server's: never refetch an open attempt behind the learner's back.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Puts an attempt the page already has into the cache (after starting or submitting). */
export function primeAttempt(client: QueryClient, attempt: ExamAttempt): void {
  const userId = useSession.getState().userInfo?.id;
  client.setQueryData(examKeys.attempt(userId, attempt.attemptId, currentLanguage()), attempt);
}

export function startAttempt(examId: number): Promise<ExamAttempt> {
  return api.call('POST /api/exams/:id/attempts', { params: { id: examId }, auth: true });
}

export function submitAttempt(attemptId: number, body: ExamSubmitBody): Promise<ExamAttempt> {
  return api.call('POST /api/exams/attempts/:attemptId/submit', {
    params: { attemptId },
    body,
    auth: true,
    quiet: ['exam.alreadySubmitted'],
  });
}

export function addWrongWords(attemptId: number): Promise<ExamNewWords> {
  return api.call('POST /api/exams/attempts/:attemptId/new-words', { params: { attemptId }, auth: true });
}

/** After an attempt is submitted: the history (and the study tab's exam card) change. */
export function invalidateExams(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: examKeys.history(useSession.getState().userInfo?.id) });
}

export function fetchExam(examId: number): Promise<ExamSummary> {
  return api.call('GET /api/exams/:id', { params: { id: examId }, auth: true, toast: false });
}

export function useExamQuery(examId: number | null) {
  const userId = useSession((s) => s.userInfo?.id);
  return useQuery({
    queryKey: ['exams', 'one', userId, examId] as const,
    queryFn: () => fetchExam(examId as number),
    enabled: examId !== null,
  });
}
