/**
 * The quiz: creating one (`POST /api/quiz`, a session of choice items from a book, a level or
 * the new-words book), answering an item (`POST /api/study/sessions/:id/answers`, graded by
 * the server; a quiz item is answered once) and the score (`GET .../summary`).
 */
import type { AnswerResult, SessionSummary, StudySession } from '@qfl/core';
import { api } from '../../../api/http';

export type QuizSource = 'book' | 'level' | 'new-words';
export const QUIZ_SOURCES: readonly QuizSource[] = ['book', 'level', 'new-words'];

export interface QuizSetup {
  from: QuizSource;
  bookId?: number;
  level?: number;
  size: number;
}

export interface AnswerInput {
  itemId: number;
  answer: string;
  ms: number;
  requestId: string;
}

/** The caller words failures (`study.notEnoughWords` among them): no toast here. */
export function createQuiz(setup: QuizSetup): Promise<StudySession> {
  const body = {
    from: setup.from,
    size: setup.size,
    ...(setup.from === 'book' ? { bookId: setup.bookId } : {}),
    ...(setup.from === 'level' ? { level: setup.level } : {}),
  };
  return api.post('/api/quiz', { body, auth: true, toast: false });
}

/** Quiet: a failed confirmation is retried before the score is asked for. */
export function postAnswer(sessionId: number, input: AnswerInput): Promise<AnswerResult> {
  return api.post(`/api/study/sessions/${sessionId}/answers`, { body: input, auth: true, toast: false });
}

export function fetchSummary(sessionId: number): Promise<SessionSummary> {
  return api.get(`/api/study/sessions/${sessionId}/summary`, { auth: true, toast: false });
}
