/**
 * Storing an uploaded image: the moderation image provider decodes it, checks type, size and
 * dimensions and re-encodes it without metadata; a `block` is refused with a message per label,
 * otherwise the clean bytes are stored under a random key (`review` also goes to the queue).
 */
import { type ImagePurpose, type ImageUpload, imagePath, randomId } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, IMAGE_MIN_SIDE } from '../moderation/image-provider.js';
import { queueForReview } from '../moderation/index.js';
import { IMAGE_MAX_ANIMATED_PIXELS } from '../../media/reencode.js';
import { imagesRepo } from './repo.js';

/** Uploads per user in a window: enough for a few full posts, not for a flood. */
export const IMAGE_UPLOAD_RATE = { max: 60, windowSeconds: 3600 } as const;

/** Provider labels that say what is wrong with the file itself (not with what it shows). */
const FILE_FAULTS = new Set([
  'empty',
  'too-large',
  'not-an-image',
  'unsupported-type',
  'too-large-dimensions',
  'too-small-dimensions',
  'too-many-pixels',
  'too-slow',
  'damaged',
  'busy',
]);
export const isFileFault = (labels: string[]) => FILE_FAULTS.has(labels[0] ?? '');

/** The localized refusal of a `block` label from the image provider (images and avatars). */
export function refusalOf(labels: string[]): AppError {
  const label = labels[0] ?? '';
  switch (label) {
    case 'empty':
      return new AppError('images.fileRequired', 422);
    case 'too-large':
      return new AppError('images.tooLarge', 413, { max: IMAGE_MAX_BYTES / 1024 / 1024 });
    case 'not-an-image':
      return new AppError('images.notAnImage', 422);
    case 'unsupported-type':
      return new AppError('images.unsupportedType', 422);
    case 'too-many-pixels':
      return new AppError('images.tooManyPixels', 422, { max: IMAGE_MAX_ANIMATED_PIXELS / 1_000_000 });
    case 'too-slow':
      return new AppError('images.tooSlow', 422);
    case 'damaged':
      return new AppError('images.damaged', 422);
    case 'busy':
      return new AppError('images.busy', 503);
    case 'too-large-dimensions':
    case 'too-small-dimensions':
      return new AppError('images.badDimensions', 422, { min: IMAGE_MIN_SIDE, max: IMAGE_MAX_SIDE });
    default:
      return new AppError('images.blocked', 422);
  }
}

/** Counts an upload against the user's window; refuses (429) past the limit. */
export async function takeUploadSlot(app: FastifyInstance, userId: number): Promise<void> {
  const n = await app.kv.incr(`images:up:${userId}`, IMAGE_UPLOAD_RATE.windowSeconds);
  if (n > IMAGE_UPLOAD_RATE.max) throw new AppError('images.rateLimited', 429);
}

export async function storeImage(
  app: FastifyInstance,
  input: { userId: number; purpose: ImagePurpose; data: Buffer; declaredMime?: string },
  now = Date.now(),
): Promise<ImageUpload> {
  const checked = await app.moderation.image.check({
    data: input.data,
    ...(input.declaredMime ? { declaredMime: input.declaredMime } : {}),
  });
  if (checked.verdict === 'block' || !checked.image) throw refusalOf(checked.labels);
  const image = checked.image;
  const key = randomId(32);
  await inTransaction(app.db, async (trx) => {
    const id = await imagesRepo.insert(trx, {
      key,
      owner_id: input.userId,
      purpose: input.purpose,
      mime: image.mime,
      bytes: image.data.length,
      width: image.width,
      height: image.height,
      data: image.data,
      verdict: checked.verdict,
      created_at: now,
      hidden_at: null,
    });
    if (checked.verdict === 'review') {
      await queueForReview(trx, { targetKind: 'image', targetId: id, userId: input.userId, content: key, labels: checked.labels }, now);
    }
  });
  return { key, path: imagePath(key), width: image.width, height: image.height, mime: image.mime };
}
