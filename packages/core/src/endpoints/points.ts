/** Points: today's and the total, the ledger (`/score/...` are the spec's exact paths), spending. */
import { scoreRecordPageSchema, scoreRecordsQuery, useScoreBody, useScoreResultSchema } from '../schemas/points.js';
import { pointsSummarySchema } from '../schemas/user.js';
import type { Endpoint } from './define.js';

export const pointsEndpoints = {
  summary: {
    method: 'GET',
    path: '/api/points/summary',
    auth: true,
    summary: "Today's points (the learner day) and the total",
    response: pointsSummarySchema,
  },
  records: {
    method: 'GET',
    path: '/score/getScoreRecorde',
    auth: true,
    summary: 'Points ledger records, newest first (page from 1, pageSize up to 100)',
    query: scoreRecordsQuery,
    response: scoreRecordPageSchema,
  },
  spend: {
    method: 'POST',
    path: '/score/useScore',
    auth: true,
    summary: 'Spend points: a positive whole amount, never below zero, once per requestId',
    body: useScoreBody,
    response: useScoreResultSchema,
  },
} as const satisfies Record<string, Endpoint>;
