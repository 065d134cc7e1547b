/**
 * The blacklist as a policy (http/policy.ts shape, a fact read from the database): no contact
 * between two learners when either blocked the other; a refusal is 403 `social.blocked`. Friends,
 * chat, teams, circle comments and mentor links ask here.
 */
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { isBlockedBetween } from './blocks.js';

/** Refuses (403, `social.blocked`) when either blocked the other. */
export async function assertNotBlocked(db: Executor, a: number, b: number): Promise<void> {
  if (await isBlockedBetween(db, a, b)) throw new AppError('social.blocked', 403);
}
