/** SQL of points: daily and total are sums over the ledger. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const pointsRepo = {
  async summary(db: Kysely<DB>, userId: number, startOfDay: number): Promise<{ daily: number; total: number }> {
    const row = await db
      .selectFrom('points_ledger')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>=', startOfDay).then(eb.ref('amount')).else(0).end()), eb.lit(0))
          .as('daily'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { daily: Number(row.daily), total: Number(row.total) };
  },
};
