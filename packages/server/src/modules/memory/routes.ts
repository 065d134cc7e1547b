/**
 * The memory API: graded reviews from any feature, cards by entry, and the learner's memory
 * settings. Declared in @qfl/core's endpoints/memory.ts. What it needs of books and tasks comes in
 * as hooks (hooks.ts), wired by modules/index.ts.
 */
import { memoryEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import type { MemoryHooks } from './hooks.js';
import { reviewFromFeature } from './reviews.js';
import { cardsOfEntries } from './service.js';
import { saveStudySettings, studySettings } from './settings.js';

export function memoryRoutes(hooks: MemoryHooks) {
  return async function routes(app: FastifyInstance) {
    const tags = { tags: ['memory'] };

    route(app, api.review, async (req) => reviewFromFeature(app.db, requireActor(req), req.body, hooks));

    route(app, api.cards, async (req) => ({ items: await cardsOfEntries(app.db, requireActor(req).id, req.query.entryIds) }));

    route(app, api.settings, async (req) => studySettings(app.db, requireActor(req).id), tags);

    route(app, api.saveSettings, async (req) => saveStudySettings(app.db, requireActor(req), req.body, hooks), tags);
  };
}
