/** Pronunciation tests API: start (questions made and kept here), submit once (scored, stored), history. */
import {
  pronHistoryQuery,
  pronHistorySchema,
  pronResultSchema,
  pronSubmitBody,
  pronTestIdParams,
  pronTestSchema,
  pronTestStartBody,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { pronHistory, pronTestDetail, startPronTest, submitPronTest } from './service.js';

export default async function pronTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['pron-test'] };

  r.post(
    '/api/pron-tests',
    {
      schema: {
        ...secured,
        summary:
          'Start a pronunciation test: phonetic (en IPA, zh initials/finals/tones, ja kana, ko jamo) or multi (zh polyphones, en heteronyms, ja kanji readings)',
        description: 'Default language: the learning language. A language without this test: 422 pronTest.unavailable.',
        body: pronTestStartBody,
        response: { 200: pronTestSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => startPronTest(app.db, requireActor(req), req.body),
  );

  r.post(
    '/api/pron-tests/:id/submit',
    {
      schema: {
        ...secured,
        summary: "Submit every answer once: score, each question's right answer; reviews (source pronunciation) for dictionary words",
        description:
          "A second submission: 409 pronTest.alreadySubmitted (the same requestId answers the stored result). Another user's or an unknown test: 404 pronTest.notFound. " +
          'An answer that is not an option or an unknown question: 422, nothing written.',
        params: pronTestIdParams,
        body: pronSubmitBody,
        response: { 200: pronResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => submitPronTest(app.db, requireActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/pron-tests/history',
    {
      schema: {
        ...secured,
        summary: 'Submitted pronunciation tests with their scores, newest first (50)',
        querystring: pronHistoryQuery,
        response: { 200: pronHistorySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => pronHistory(app.db, requireActor(req).id, req.query.kind),
  );

  r.get(
    '/api/pron-tests/:id',
    {
      schema: {
        ...secured,
        summary: 'A submitted pronunciation test with every question, the answer given and the right one',
        description: "Unknown, not yet submitted or another user's test: 404 pronTest.notFound.",
        params: pronTestIdParams,
        response: { 200: pronResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => pronTestDetail(app.db, requireActor(req).id, req.params.id),
  );
}
