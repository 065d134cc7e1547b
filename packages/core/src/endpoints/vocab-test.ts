/** The vocabulary size test: start a run, answer its questions, read finished results. */
import {
  vocabAnswerBody,
  vocabAnswerResultSchema,
  vocabHistoryQuery,
  vocabHistorySchema,
  vocabTestIdParams,
  vocabTestStartRequest,
  vocabTestStartSchema,
} from '../schemas/vocab-test.js';
import type { Endpoint } from './define.js';

export const vocabTestEndpoints = {
  start: {
    method: 'POST',
    path: '/api/vocab-test',
    auth: true,
    summary: 'Start a vocabulary size test (default: the learning language); answers the first question',
    body: vocabTestStartRequest,
    response: vocabTestStartSchema,
  },
  answer: {
    method: 'POST',
    path: '/api/vocab-test/:id/answers',
    auth: true,
    summary: 'Answer the current question (answer null = "I don\'t know"); graded here, idempotent per requestId',
    params: vocabTestIdParams,
    body: vocabAnswerBody,
    response: vocabAnswerResultSchema,
  },
  history: {
    method: 'GET',
    path: '/api/vocab-test/history',
    auth: true,
    summary: 'Finished vocabulary tests with their estimates, oldest first',
    query: vocabHistoryQuery,
    response: vocabHistorySchema,
  },
} as const satisfies Record<string, Endpoint>;
