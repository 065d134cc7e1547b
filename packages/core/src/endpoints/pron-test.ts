/** Pronunciation tests: start one (its questions are made and kept on the server), submit it once, the history. */
import {
  pronHistoryQuery,
  pronHistorySchema,
  pronResultSchema,
  pronSubmitBody,
  pronTestIdParams,
  pronTestSchema,
  pronTestStartBody,
} from '../schemas/pron-test.js';
import type { Endpoint } from './define.js';

export const pronTestEndpoints = {
  start: {
    method: 'POST',
    path: '/api/pron-tests',
    auth: true,
    summary:
      'Start a pronunciation test: phonetic (en IPA, zh initials/finals/tones, ja kana, ko jamo) or multi (zh polyphones, en heteronyms, ja kanji readings)',
    body: pronTestStartBody,
    response: pronTestSchema,
  },
  submit: {
    method: 'POST',
    path: '/api/pron-tests/:id/submit',
    auth: true,
    summary: "Submit every answer once: score, each question's right answer; reviews (source pronunciation) for dictionary words",
    params: pronTestIdParams,
    body: pronSubmitBody,
    response: pronResultSchema,
  },
  history: {
    method: 'GET',
    path: '/api/pron-tests/history',
    auth: true,
    summary: 'Submitted pronunciation tests with their scores, newest first (50)',
    query: pronHistoryQuery,
    response: pronHistorySchema,
  },
  detail: {
    method: 'GET',
    path: '/api/pron-tests/:id',
    auth: true,
    summary: 'A submitted pronunciation test with every question, the answer given and the right one',
    params: pronTestIdParams,
    response: pronResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
