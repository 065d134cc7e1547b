/**
 * The blacklist's writes and pages. Blocking runs the app's `afterBlock` in the same transaction
 * (the friends module ends the friendship and cancels pending friend requests between the two);
 * unblocking restores nothing but contact.
 */
import type { BlackItem } from '@qfl/core';
import { inTransaction, type Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { avatarUrl } from '../auth/presenter.js';
import { blacklistRepo } from './repo.js';

/** What other modules do when a block is written, inside its transaction (wired in modules/index.ts). */
export interface BlacklistHooks {
  afterBlock?: (trx: Executor, me: number, other: number, now: number) => Promise<void>;
}

export async function block(db: Executor, me: number, other: number, hooks: BlacklistHooks = {}, now = Date.now()): Promise<void> {
  if (me === other) throw new AppError('black.self', 422);
  await inTransaction(db, async (trx) => {
    if (!(await blacklistRepo.userExists(trx, other))) throw new AppError('friends.userNotFound', 404);
    await blacklistRepo.insert(trx, me, other, now);
    await hooks.afterBlock?.(trx, me, other, now);
    // Their notices to each other leave the info tab (the list hides them); the unread count follows.
    await blacklistRepo.markNoticesBetweenRead(trx, me, other, now);
  });
}

/** Unblocks; unblocking someone not blocked changes nothing and is no error (idempotent). */
export async function unblock(db: Executor, me: number, other: number): Promise<void> {
  await blacklistRepo.delete(db, me, other);
}

export async function blackPage(db: Executor, me: number, page: number, size: number): Promise<{ items: BlackItem[]; total: number }> {
  const total = await blacklistRepo.count(db, me);
  const rows = await blacklistRepo.page(db, me, size, (page - 1) * size);
  return {
    total,
    items: rows.map((r) => ({ userId: r.id, nickname: r.nickname, avatarUrl: avatarUrl(r.id, r.avatar_etag), createdAt: r.created_at })),
  };
}

/** The ids I blocked (the client hides their content). */
export async function blockedIds(db: Executor, me: number): Promise<number[]> {
  return blacklistRepo.blockedIds(db, me);
}
