/** Points: daily and total, derived from the points ledger; "daily" starts at midnight in the user's time zone. */
import { pointsSummarySchema, startOfDay } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/context.js';
import { pointsRepo } from './repo.js';

export default async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['points'], security: [{ token: [] }], response: { 200: pointsSummarySchema } };
  r.get('/api/points/summary', { schema, preHandler: app.authenticate }, async (req) => {
    const actor = requireActor(req);
    return pointsRepo.summary(app.db, actor.id, startOfDay(Date.now(), actor.timeZone));
  });
}
