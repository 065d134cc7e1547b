/** Dictation API: start a session, answer its items (graded here, one review each), read it back. */
import { dictationAnswerBody, dictationAnswerResultSchema, dictationIdParams, dictationSessionSchema, dictationStartBody } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { answerDictation, dictationView, startDictation } from './service.js';

export default async function dictationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['dictation'] };

  r.post(
    '/api/dictation/sessions',
    {
      schema: {
        ...secured,
        summary: "Start a dictation from a book (bookId, group), the new words, today's words or one sentence item",
        description:
          'Each item carries the text to play with GET /api/audio (as listening items do); the page shows it only after an answer. ' +
          "kind=sentence dictates the words' example sentences. Unknown, retired or another user's private book or item: 404 dictation.notFound; nothing to dictate: 422 dictation.empty.",
        body: dictationStartBody,
        response: { 200: dictationSessionSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => startDictation(app.db, app.nlp, requireActor(req), req.lang, req.body),
  );

  r.get(
    '/api/dictation/sessions/:id',
    {
      schema: {
        ...secured,
        summary: "A dictation with each item's attempts and the summary",
        params: dictationIdParams,
        response: { 200: dictationSessionSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => dictationView(app.db, requireActor(req).id, req.params.id),
  );

  r.post(
    '/api/dictation/sessions/:id/answers',
    {
      schema: {
        ...secured,
        summary:
          'Answer an item: graded here (rules per language in core), the diff, one review (source dictation); idempotent per requestId',
        description: 'A wrong item may be answered again (retry); a right one: 409 dictation.alreadyRight.',
        params: dictationIdParams,
        body: dictationAnswerBody,
        response: { 200: dictationAnswerResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => answerDictation(app.db, requireActor(req), req.params.id, req.body),
  );
}
