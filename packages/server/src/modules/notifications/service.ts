/**
 * The info tab's notices: a page of them (the client renders each from kind + payload), the unread
 * count with unread system news, and marking read (some, or all notices and news at once).
 */
import type { MarkReadBody, Notice, UnreadCount } from '@qfl/core';
import { type Executor, inTransaction } from '../../db/executor.js';
import { avatarUrl } from '../auth/presenter.js';
import { newsRepo } from '../news/repo.js';
import { noticesRepo } from './repo.js';

export async function noticePage(db: Executor, userId: number, before: number | undefined, limit: number) {
  const rows = await noticesRepo.page(db, userId, before, limit);
  const requestIds = rows.filter((r) => r.kind === 'friend_request' && r.ref_id).map((r) => Number(r.ref_id));
  const statuses = await noticesRepo.requestStatuses(db, requestIds);
  const items = rows.map(
    (r): Notice => ({
      id: r.id,
      kind: r.kind,
      actor: r.actor_id == null ? null : { id: r.actor_id, nickname: r.actor_nickname, avatarUrl: avatarUrl(r.actor_id, r.actor_etag) },
      refId: r.ref_id,
      payload: JSON.parse(r.payload) as Record<string, unknown>,
      read: r.read_at != null,
      createdAt: r.created_at,
      requestStatus: r.kind === 'friend_request' && r.ref_id ? ((statuses.get(Number(r.ref_id)) as Notice['requestStatus']) ?? null) : null,
    }),
  );
  return { items, nextBefore: rows.length === limit ? (items.at(-1)?.id ?? null) : null };
}

export async function unreadCount(db: Executor, userId: number, now = Date.now()): Promise<UnreadCount> {
  const [notices, news] = await Promise.all([noticesRepo.unreadCount(db, userId), newsRepo.unreadCount(db, userId, now)]);
  return { notices, news, total: notices + news };
}

export async function markRead(db: Executor, userId: number, body: MarkReadBody, now = Date.now()): Promise<number> {
  if ('ids' in body) return noticesRepo.markRead(db, userId, body.ids, now);
  return inTransaction(
    db,
    async (trx) => (await noticesRepo.markRead(trx, userId, 'all', now)) + (await newsRepo.markAllRead(trx, userId, now)),
  );
}
