/** Points: daily and total, derived from the points ledger. */
import type { PointsSummary } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireUserId } from '../../http/context.js';

export default async function pointsRoutes(app: FastifyInstance) {
  app.get('/api/points/summary', { schema: { tags: ['points'], security: [{ token: [] }] }, preHandler: app.authenticate }, async (req): Promise<PointsSummary> => {
    const userId = requireUserId(req);
    const startOfDay = new Date();
    startOfDay.setHours(0, 0, 0, 0);
    const row = await app.db
      .selectFrom('points_ledger')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>=', startOfDay.getTime()).then(eb.ref('amount')).else(0).end()), eb.lit(0))
          .as('daily'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { daily: Number(row.daily), total: Number(row.total) };
  });
}
