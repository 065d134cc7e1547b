/** Answers to practice items (`POST /api/study/sessions/:id/answers`): the server grades for real. */
import type { AnswerResult } from '@qfl/core';
import { api } from '../../../api/http';

export interface AnswerRequest {
  itemId: number;
  answer: string;
  ms: number;
  requestId: string;
}

export function postAnswer(sessionId: number, body: AnswerRequest): Promise<AnswerResult> {
  return api.post(`/api/study/sessions/${sessionId}/answers`, {
    body,
    auth: true,
    toast: false,
    quiet: ['study.itemDone', 'study.sessionFinished'],
  });
}
