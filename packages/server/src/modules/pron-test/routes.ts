/**
 * Pronunciation tests API: start (questions made and kept here), submit once (scored, stored),
 * history. Declared in @qfl/core's endpoints/pron-test.ts.
 */
import { pronTestEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { pronHistory, pronTestDetail, startPronTest, submitPronTest } from './service.js';

/** The docs' extra words on an endpoint, and its tag (the paths say pron-tests). */
const docs = (description?: string) => ({ tags: ['pron-test'], ...(description ? { schema: { description } } : {}) });

export default async function pronTestRoutes(app: FastifyInstance) {
  route(
    app,
    api.start,
    async (req) => startPronTest(app.db, requireActor(req), req.body),
    docs('Default language: the learning language. A language without this test: 422 pronTest.unavailable.'),
  );

  route(
    app,
    api.submit,
    async (req) => submitPronTest(app.db, requireActor(req), req.params.id, req.body),
    docs(
      "A second submission: 409 pronTest.alreadySubmitted (the same requestId answers the stored result). Another user's or an unknown test: 404 pronTest.notFound. " +
        'An answer that is not an option or an unknown question: 422, nothing written.',
    ),
  );

  route(app, api.history, async (req) => pronHistory(app.db, requireActor(req).id, req.query.kind), docs());

  route(
    app,
    api.detail,
    async (req) => pronTestDetail(app.db, requireActor(req).id, req.params.id),
    docs("Unknown, not yet submitted or another user's test: 404 pronTest.notFound."),
  );
}
