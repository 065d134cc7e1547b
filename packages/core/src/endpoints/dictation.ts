/** Dictation: start a session, answer its items (graded on the server, one review each), read it back. */
import {
  dictationAnswerBody,
  dictationAnswerResultSchema,
  dictationIdParams,
  dictationSessionSchema,
  dictationStartBody,
} from '../schemas/dictation.js';
import type { Endpoint } from './define.js';

export const dictationEndpoints = {
  start: {
    method: 'POST',
    path: '/api/dictation/sessions',
    auth: true,
    summary: "Start a dictation from a book (bookId, group), the new words, today's words or one sentence item",
    body: dictationStartBody,
    response: dictationSessionSchema,
  },
  session: {
    method: 'GET',
    path: '/api/dictation/sessions/:id',
    auth: true,
    summary: "A dictation with each item's attempts and the summary",
    params: dictationIdParams,
    response: dictationSessionSchema,
  },
  answer: {
    method: 'POST',
    path: '/api/dictation/sessions/:id/answers',
    auth: true,
    summary: 'Answer an item: graded here (rules per language in core), the diff, one review (source dictation); idempotent per requestId',
    params: dictationIdParams,
    body: dictationAnswerBody,
    response: dictationAnswerResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
