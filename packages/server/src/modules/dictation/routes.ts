/**
 * Dictation API: start a session, answer its items (graded here, one review each), read it back.
 * Declared in @qfl/core's endpoints/dictation.ts.
 */
import { dictationEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { answerDictation, dictationView, startDictation } from './service.js';

export default async function dictationRoutes(app: FastifyInstance) {
  route(app, api.start, async (req) => startDictation(app.db, app.nlp, requireActor(req), req.lang, req.body), {
    schema: {
      description:
        'Each item carries the text to play with GET /api/audio (as listening items do); the page shows it only after an answer. ' +
        "kind=sentence dictates the words' example sentences. Unknown, retired or another user's private book or item: 404 dictation.notFound; nothing to dictate: 422 dictation.empty.",
    },
  });

  route(app, api.session, async (req) => dictationView(app.db, requireActor(req).id, req.params.id));

  route(app, api.answer, async (req) => answerDictation(app.db, requireActor(req), req.params.id, req.body), {
    schema: { description: 'A wrong item may be answered again (retry); a right one: 409 dictation.alreadyRight.' },
  });
}
