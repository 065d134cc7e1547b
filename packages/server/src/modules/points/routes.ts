/**
 * Points: daily and total (derived from the ledger; "daily" is the learner day: the user's time
 * zone and rollover hour), the ledger's records, and spending. `/score/...` are the spec's exact paths.
 */
import {
  pointsSummarySchema,
  scoreRecordPageSchema,
  scoreRecordsQuery,
  startOfLearnerDay,
  useScoreBody,
  useScoreResultSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { presentRecord } from './presenter.js';
import { pointsRepo } from './repo.js';
import { spendPoints } from './service.js';

export default async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['points'], security: [{ token: [] }] };

  r.get(
    '/api/points/summary',
    {
      schema: { ...secured, summary: "Today's points and the total", response: { 200: pointsSummarySchema } },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      const day = await pointsRepo.learnerDay(app.db, actor.id, actor.timeZone);
      return pointsRepo.summary(app.db, actor.id, startOfLearnerDay(Date.now(), day));
    },
  );

  r.get(
    '/score/getScoreRecorde',
    {
      schema: {
        ...secured,
        summary: 'Points ledger records, newest first (page from 1, pageSize up to 100)',
        querystring: scoreRecordsQuery,
        response: { 200: scoreRecordPageSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const { page, pageSize } = req.query;
      const { rows, total } = await pointsRepo.page(app.db, requireActor(req).id, pageSize, (page - 1) * pageSize);
      return { items: rows.map(presentRecord), total, page, pageSize, hasMore: page * pageSize < total };
    },
  );

  r.post(
    '/score/useScore',
    {
      schema: {
        ...secured,
        summary: 'Spend points: a positive whole amount, never below zero, once per requestId',
        body: useScoreBody,
        response: { 200: useScoreResultSchema },
      },
      preHandler: app.authenticate,
    },
    async (req) => spendPoints(app.db, requireActor(req).id, req.body),
  );
}
