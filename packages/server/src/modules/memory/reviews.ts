/**
 * A graded interaction from any feature (`POST /api/memory/reviews`): a word by its entry, or a
 * sentence item of a book the learner may see. The review and the tasks it completes commit together.
 */
import type { MemoryCardView, ReviewBody } from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { bookPolicy } from '../books/policy.js';
import { booksRepo } from '../books/repo.js';
import { settleTasks } from '../tasks/service.js';
import { memoryRepo } from './repo.js';
import { recordReview } from './service.js';

export async function reviewFromFeature(db: Executor, actor: Actor, body: ReviewBody): Promise<{ card: MemoryCardView }> {
  const { entryId, itemId } = body;
  let entry = entryId ?? null;
  if (itemId !== undefined) {
    const item = await booksRepo.itemAccess(db, itemId);
    if (!item || !bookPolicy.can(actor, 'view', item)) throw new AppError('study.itemNotFound', 404);
    entry = entry ?? item.entry_id;
  } else if (!(await memoryRepo.entryExists(db, entryId as number))) {
    throw new AppError('dict.entryNotFound', 404);
  }
  // Every feature's reviews count for tasks.
  const card = await idempotent(db, async (trx) => {
    const outcome = await recordReview(trx, actor.id, { ...body, entryId: entry, itemId: itemId ?? null, timeZone: actor.timeZone });
    if (!outcome.replay) await settleTasks(trx, actor.id, actor.timeZone);
    return outcome.card;
  });
  return { card };
}
