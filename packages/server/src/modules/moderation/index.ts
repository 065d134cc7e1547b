/**
 * `app.moderation`: the text and image providers every post, comment, chat message, nickname,
 * team name, avatar and public book title goes through, and the helpers features call:
 * - `moderateText(app, texts)`: `block` refuses with 422 `moderation.blocked` (nothing written);
 *   otherwise answers the verdict (`review` → publish, then `queueForReview`).
 * - `queueForReview(db, item)`: an admin sees it in the moderation queue.
 * - `assertMayPublish(req)`: a user an admin suspended cannot publish until the suspension ends.
 */
import type { Lang } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { type ImageReviewSetting, SharpImageProvider } from './image-provider.js';
import { moderationRepo } from './repo.js';
import { OfflineTextProvider } from './text-provider.js';
import type { Moderation, TextVerdict } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: Moderation;
  }
}

export function installModeration(
  app: FastifyInstance,
  moderation: Moderation = defaultModeration(app.config?.MODERATION_IMAGE_REVIEW),
): void {
  app.decorate('moderation', moderation);
}

export function defaultModeration(imageReview: ImageReviewSetting = 'off'): Moderation {
  return { text: new OfflineTextProvider(), image: new SharpImageProvider(imageReview) };
}

/** The strictest verdict of several texts, with all their labels. */
export function combine(verdicts: TextVerdict[]): TextVerdict {
  const order = { pass: 0, review: 1, block: 2 } as const;
  let verdict: TextVerdict['verdict'] = 'pass';
  const labels = new Set<string>();
  for (const v of verdicts) {
    if (order[v.verdict] > order[verdict]) verdict = v.verdict;
    for (const l of v.labels) labels.add(l);
  }
  return { verdict, labels: [...labels] };
}

/** Checks user texts; a `block` refuses the request (422 `moderation.blocked`). */
export function moderateText(app: FastifyInstance, texts: string[], lang?: Lang): TextVerdict {
  const result = combine(texts.filter((t) => t.trim() !== '').map((t) => app.moderation.text.check(t, lang)));
  if (result.verdict === 'block') throw new AppError('moderation.blocked', 422);
  return result;
}

export interface ReviewItem {
  targetKind: 'message' | 'post' | 'comment' | 'nickname' | 'team' | 'image' | 'book' | 'avatar';
  targetId: string | number;
  userId: number | null;
  content: string | null;
  labels: string[];
}

export async function queueForReview(db: Executor, item: ReviewItem, now = Date.now()): Promise<void> {
  await moderationRepo.enqueue(db, {
    target_kind: item.targetKind,
    target_id: String(item.targetId),
    user_id: item.userId,
    content: item.content,
    labels: JSON.stringify(item.labels),
    handled_by: null,
    handled_at: null,
    created_at: now,
  });
}

export { assertMayPublish, untilText } from './policy.js';
