/** The vocabulary size test API: start a run, answer its questions, read finished results. Declared in @qfl/core's endpoints/vocab-test.ts. */
import { vocabTestEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { history } from './repo.js';
import { answerVocabTest, startVocabTest } from './service.js';

export default async function vocabTestRoutes(app: FastifyInstance) {
  route(app, api.start, async (req) => startVocabTest(app.db, requireActor(req).id, req.body?.lang));

  route(app, api.answer, async (req) => answerVocabTest(app.db, requireActor(req).id, req.params.id, req.body));

  route(app, api.history, async (req) => ({ items: await history(app.db, requireActor(req).id, req.query.lang) }));
}
