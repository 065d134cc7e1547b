/**
 * `/qn/imageCensor`: one stored image checked again by the image provider. Its owner (or an admin)
 * may ask; a changed verdict is stored, and a `review` queues the image once for the admins.
 */
import type { ImageCensorResult } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { queueForReview } from './index.js';
import { imagePolicy } from './policy.js';
import { moderationRepo } from './repo.js';
import type { ImageProvider } from './types.js';

export async function censorStoredImage(db: Executor, provider: ImageProvider, actor: Actor, key: string): Promise<ImageCensorResult> {
  const image = await moderationRepo.imageByKey(db, key);
  if (!image) throw new AppError('moderation.imageNotFound', 404);
  imagePolicy.authorize(actor, 'check', image);
  const result = await provider.check({ data: Buffer.from(image.data), declaredMime: image.mime, purpose: image.purpose });
  if (result.verdict !== image.verdict) {
    await inTransaction(db, async (trx) => {
      await moderationRepo.setImageVerdict(trx, image.id, result.verdict);
      if (result.verdict === 'review' && !(await moderationRepo.isQueued(trx, 'image', image.key)))
        await queueForReview(trx, {
          targetKind: 'image',
          targetId: image.key,
          userId: image.owner_id,
          content: null,
          labels: result.labels,
        });
    });
  }
  return {
    verdict: result.verdict,
    labels: result.labels,
    mime: result.image?.mime ?? null,
    width: result.image?.width ?? null,
    height: result.image?.height ?? null,
  };
}
