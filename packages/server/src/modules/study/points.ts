/** Crediting points from study: one ledger row per idempotency ref, never two. */
import type { Executor } from '../../db/executor.js';

/** Inserts the credit unless the ref was credited before; answers the points actually credited. */
export async function creditPoints(
  db: Executor,
  userId: number,
  amount: number,
  reason: string,
  ref: string,
  now: number,
): Promise<number> {
  const rows = await db
    .insertInto('points_ledger')
    .values({ user_id: userId, amount, reason, ref, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'ref']).where('ref', 'is not', null).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0 ? amount : 0;
}
