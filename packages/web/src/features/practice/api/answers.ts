/** Answers to practice items (`POST /api/study/sessions/:id/answers`): the server grades for real. */
import type { AnswerResult, RatingValue } from '@qfl/core';
import { api } from '../../../api/http';

export interface AnswerRequest {
  itemId: number;
  answer: string;
  ms: number;
  requestId: string;
  /** A flashcard's grade, the learner's own: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating?: RatingValue;
}

export function postAnswer(sessionId: number, body: AnswerRequest): Promise<AnswerResult> {
  return api.post(`/api/study/sessions/${sessionId}/answers`, {
    body,
    auth: true,
    toast: false,
    quiet: ['study.itemDone', 'study.sessionFinished'],
  });
}
