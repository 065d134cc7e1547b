/**
 * Crediting points from study (finished groups, the daily test): one ledger row per idempotency
 * ref, never two, within the source's daily cap (points/service.ts).
 */
import type { Executor } from '../../db/executor.js';
import { type Credit, creditPoints as credit } from '../points/service.js';

/** Inserts the credit unless the ref was credited before or the day's cap is reached; answers the points actually credited. */
export async function creditPoints(
  db: Executor,
  userId: number,
  amount: number,
  source: Credit['source'],
  ref: string,
  now: number,
): Promise<number> {
  return credit(db, userId, { source, amount, ref }, now);
}
