/**
 * The moderation queue (texts and images published with a `review` verdict): admins list it and
 * approve (the content stays) or hide it (hide.ts). A decision is taken once.
 */
import type { QueueItem, QueueStatus } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { type HideKind, hideTarget, imageWhere } from './hide.js';
import { moderationRepo } from './repo.js';

export async function listQueue(db: Executor, status: QueueStatus, limit: number): Promise<QueueItem[]> {
  const rows = await moderationRepo.queuePage(db, status, limit);
  const imageKeys = new Map<string, string>();
  const imageTargets = rows.filter((r) => r.target_kind === 'image').map((r) => r.target_id);
  for (const target of imageTargets) {
    const img = await moderationRepo.imageKey(db, imageWhere(target));
    if (img) imageKeys.set(target, img.key);
  }
  return rows.map((r) => {
    const key = imageKeys.get(r.target_id);
    return {
      id: r.id,
      targetKind: r.target_kind as QueueItem['targetKind'],
      targetId: r.target_id,
      user: r.user_id == null ? null : { id: r.user_id, nickname: r.nickname ?? null },
      content: r.content,
      imageUrl:
        r.target_kind === 'image' && key
          ? `/api/images/${key}`
          : r.target_kind === 'avatar' && r.user_id != null
            ? `/api/user/avatar/${r.user_id}`
            : null,
      labels: parseLabels(r.labels),
      status: r.status as QueueStatus,
      handledAt: r.handled_at,
      createdAt: r.created_at,
    };
  });
}

function parseLabels(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** Approves (keeps) or hides one open queue item; 404 unknown, 409 decided already. */
export async function decideQueueItem(
  db: Executor,
  adminId: number,
  id: number,
  decision: 'approve' | 'hide',
  now = Date.now(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const item = await moderationRepo.queueItem(trx, id);
    if (!item) throw new AppError('moderation.itemNotFound', 404);
    const taken = await moderationRepo.decideQueueItem(trx, id, decision === 'approve' ? 'approved' : 'hidden', adminId, now);
    if (!taken) throw new AppError('moderation.alreadyHandled', 409);
    if (decision === 'hide') await hideTarget(trx, item.target_kind as HideKind, item.target_id, now);
    else if (item.target_kind === 'image') await moderationRepo.passImage(trx, imageWhere(item.target_id));
  });
}
