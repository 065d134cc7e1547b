/**
 * The memory API: graded reviews from any feature, cards by entry, and the learner's memory
 * settings. Declared in @qfl/core's endpoints/memory.ts.
 */
import { memoryEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { reviewFromFeature } from './reviews.js';
import { cardsOfEntries } from './service.js';
import { saveStudySettings, studySettings } from './settings.js';

export default async function memoryRoutes(app: FastifyInstance) {
  const tags = { tags: ['memory'] };

  route(app, api.review, async (req) => reviewFromFeature(app.db, requireActor(req), req.body));

  route(app, api.cards, async (req) => ({ items: await cardsOfEntries(app.db, requireActor(req).id, req.query.entryIds) }));

  route(app, api.settings, async (req) => studySettings(app.db, requireActor(req).id), tags);

  route(app, api.saveSettings, async (req) => saveStudySettings(app.db, requireActor(req), req.body), tags);
}
