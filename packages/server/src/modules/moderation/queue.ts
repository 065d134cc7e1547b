/**
 * The moderation queue (texts and images published with a `review` verdict): admins list it and
 * approve (the content stays) or hide it (hide.ts). A decision is taken once.
 */
import type { QueueItem, QueueStatus } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { type HideKind, hideTarget, imageWhere } from './hide.js';

export async function listQueue(db: Executor, status: QueueStatus, limit: number): Promise<QueueItem[]> {
  const rows = await db
    .selectFrom('moderation_queue as q')
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .select([
      'q.id',
      'q.target_kind',
      'q.target_id',
      'q.user_id',
      'u.nickname',
      'q.content',
      'q.labels',
      'q.status',
      'q.handled_at',
      'q.created_at',
    ])
    .where('q.status', '=', status)
    .orderBy('q.id', status === 'open' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  const imageKeys = new Map<string, string>();
  const imageTargets = rows.filter((r) => r.target_kind === 'image').map((r) => r.target_id);
  for (const target of imageTargets) {
    const where = imageWhere(target);
    const img = await db.selectFrom('images').select('key').where(where.column, '=', where.value).executeTakeFirst();
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
    const item = await trx
      .selectFrom('moderation_queue')
      .select(['target_kind', 'target_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!item) throw new AppError('moderation.itemNotFound', 404);
    const taken = await trx
      .updateTable('moderation_queue')
      .set({ status: decision === 'approve' ? 'approved' : 'hidden', handled_by: adminId, handled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw new AppError('moderation.alreadyHandled', 409);
    if (decision === 'hide') await hideTarget(trx, item.target_kind as HideKind, item.target_id, now);
    else if (item.target_kind === 'image') {
      const where = imageWhere(item.target_id);
      await trx.updateTable('images').set({ verdict: 'pass' }).where(where.column, '=', where.value).execute();
    }
  });
}
