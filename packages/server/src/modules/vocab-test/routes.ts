/** The vocabulary size test API: start a run, answer its questions, read finished results. */
import {
  vocabAnswerBody,
  vocabAnswerResultSchema,
  vocabHistoryQuery,
  vocabHistorySchema,
  vocabTestIdParams,
  vocabTestStartBody,
  vocabTestStartSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { history } from './repo.js';
import { answerVocabTest, startVocabTest } from './service.js';

export default async function vocabTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['vocab-test'] };

  r.post(
    '/api/vocab-test',
    {
      schema: {
        ...secured,
        summary: 'Start a vocabulary size test (default: the learning language); answers the first question',
        body: vocabTestStartBody.optional(),
        response: { 200: vocabTestStartSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => startVocabTest(app.db, requireActor(req).id, req.body?.lang),
  );

  r.post(
    '/api/vocab-test/:id/answers',
    {
      schema: {
        ...secured,
        summary: 'Answer the current question (answer null = "I don\'t know"); graded here, idempotent per requestId',
        params: vocabTestIdParams,
        body: vocabAnswerBody,
        response: { 200: vocabAnswerResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => answerVocabTest(app.db, requireActor(req).id, req.params.id, req.body),
  );

  r.get(
    '/api/vocab-test/history',
    {
      schema: {
        ...secured,
        summary: 'Finished vocabulary tests with their estimates, oldest first',
        querystring: vocabHistoryQuery,
        response: { 200: vocabHistorySchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => ({ items: await history(app.db, requireActor(req).id, req.query.lang) }),
  );
}
