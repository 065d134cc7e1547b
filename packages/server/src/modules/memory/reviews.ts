/**
 * A graded interaction from any feature (`POST /api/memory/reviews`): a word by its entry, or a
 * sentence item of a book the learner may see. The review and what follows it (`afterReview`: the
 * tasks it completes) commit together.
 */
import type { MemoryCardView, ReviewBody } from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { MemoryHooks } from './hooks.js';
import { memoryRepo } from './repo.js';
import { recordReview } from './service.js';

export async function reviewFromFeature(
  db: Executor,
  actor: Actor,
  body: ReviewBody,
  hooks: Pick<MemoryHooks, 'viewableItem' | 'afterReview'>,
): Promise<{ card: MemoryCardView }> {
  const { entryId, itemId } = body;
  let entry = entryId ?? null;
  if (itemId !== undefined) {
    const item = await hooks.viewableItem(db, actor, itemId);
    if (!item) throw new AppError('study.itemNotFound', 404);
    entry = entry ?? item.entryId;
  } else if (!(await memoryRepo.entryExists(db, entryId as number))) {
    throw new AppError('dict.entryNotFound', 404);
  }
  const card = await idempotent(db, async (trx) => {
    const outcome = await recordReview(trx, actor.id, { ...body, entryId: entry, itemId: itemId ?? null, timeZone: actor.timeZone });
    if (!outcome.replay) await hooks.afterReview(trx, actor);
    return outcome.card;
  });
  return { card };
}
