/**
 * The quiz: creating one (`POST /api/quiz`, a session of choice items from a book, a level or
 * the new-words book), answering an item (`POST /api/study/sessions/:id/answers`, graded by
 * the server; a quiz item is answered once) and the score (`GET .../summary`).
 */
import type { AnswerBody, AnswerResult, SessionSummary, StudySession } from '@qfl/core';
import { api } from '../../../api/http';

export type QuizSource = 'book' | 'level' | 'new-words';
export const QUIZ_SOURCES: readonly QuizSource[] = ['book', 'level', 'new-words'];

export interface QuizSetup {
  from: QuizSource;
  bookId?: number;
  level?: number;
  size: number;
}

/** The caller words failures (`study.notEnoughWords` among them): no toast here. */
export function createQuiz(setup: QuizSetup): Promise<StudySession> {
  const body = {
    from: setup.from,
    size: setup.size,
    ...(setup.from === 'book' ? { bookId: setup.bookId } : {}),
    ...(setup.from === 'level' ? { level: setup.level } : {}),
  };
  return api.call('POST /api/quiz', { body, auth: true, toast: false });
}

/** Quiet: a failed confirmation is retried before the score is asked for. */
export function postAnswer(sessionId: number, input: AnswerBody): Promise<AnswerResult> {
  return api.call('POST /api/study/sessions/:id/answers', { params: { id: sessionId }, body: input, auth: true, toast: false });
}

export function fetchSummary(sessionId: number): Promise<SessionSummary> {
  return api.call('GET /api/study/sessions/:id/summary', { params: { id: sessionId }, auth: true, toast: false });
}
