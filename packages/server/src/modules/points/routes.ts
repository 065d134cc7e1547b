/** Points: daily and total, derived from the points ledger. */
import type { PointsSummary } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../../http/context.js';
import { pointsRepo } from './repo.js';

export default async function pointsRoutes(app: FastifyInstance) {
  const schema = { tags: ['points'], security: [{ token: [] }] };
  app.get('/api/points/summary', { schema, preHandler: app.authenticate }, async (req): Promise<PointsSummary> => {
    const startOfDay = new Date();
    startOfDay.setHours(0, 0, 0, 0);
    return pointsRepo.summary(app.db, requireUserId(req), startOfDay.getTime());
  });
}
