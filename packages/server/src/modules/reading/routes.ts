/**
 * The reading API: an article book's summary and pages with word statuses, marks, lookups,
 * positions. Declared in @qfl/core's endpoints/reading.ts.
 */
import { readingEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { markPageKnown, readingHistory, readPage, readSummary, recordLookup, savePosition, setWordStatus } from './service.js';

export default async function readingRoutes(app: FastifyInstance) {
  const deps = () => ({ db: app.db, nlp: app.nlp });

  route(app, api.summary, (req) => readSummary(deps(), requireActor(req), req.params.id, req.lang));

  route(app, api.page, (req) => readPage(deps(), requireActor(req), req.params.id, req.params.page));

  route(app, api.pageKnown, (req) => markPageKnown(deps(), requireActor(req), req.params.id, req.params.page));

  route(app, api.wordStatus, (req) => setWordStatus(app.db, requireActor(req), req.body));

  route(app, api.lookup, (req) => recordLookup(app.db, requireActor(req), req.body));

  route(app, api.position, (req) => savePosition(app.db, requireActor(req), req.params.id, req.body));

  route(app, api.history, async (req) => ({ items: await readingHistory(app.db, requireActor(req), req.query.limit) }));
}
