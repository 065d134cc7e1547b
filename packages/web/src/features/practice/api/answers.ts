/** Answers to practice items (`POST /api/study/sessions/:id/answers`): the server grades for real. */
import type { AnswerBody, AnswerResult } from '@qfl/core';
import { api } from '../../../api/http';

export function postAnswer(sessionId: number, body: AnswerBody): Promise<AnswerResult> {
  return api.call('POST /api/study/sessions/:id/answers', {
    params: { id: sessionId },
    body,
    auth: true,
    toast: false,
    quiet: ['study.itemDone', 'study.sessionFinished'],
  });
}
