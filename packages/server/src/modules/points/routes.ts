/**
 * Points: daily and total (derived from the ledger; "daily" is the learner day: the user's time
 * zone and rollover hour), the ledger's records, and spending. Declared in @qfl/core's endpoints/points.ts.
 */
import { pointsEndpoints as api, startOfLearnerDay } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { presentRecord } from './presenter.js';
import { pointsRepo } from './repo.js';
import { spendPoints } from './service.js';

export default async function pointsRoutes(app: FastifyInstance) {
  route(app, api.summary, async (req) => {
    const actor = requireActor(req);
    const day = await pointsRepo.learnerDay(app.db, actor.id, actor.timeZone);
    return pointsRepo.summary(app.db, actor.id, startOfLearnerDay(Date.now(), day));
  });

  route(app, api.records, async (req) => {
    const { page, pageSize } = req.query;
    const { rows, total } = await pointsRepo.page(app.db, requireActor(req).id, pageSize, (page - 1) * pageSize);
    return { items: rows.map(presentRecord), total, page, pageSize, hasMore: page * pageSize < total };
  });

  route(app, api.spend, async (req) => spendPoints(app.db, requireActor(req).id, req.body));
}
