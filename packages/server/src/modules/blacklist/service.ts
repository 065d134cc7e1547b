/**
 * The blacklist's writes and pages. Blocking runs the app's `afterBlock` in the same transaction
 * (the friends module ends the friendship and cancels pending friend requests between the two);
 * unblocking restores nothing but contact.
 */
import type { BlackItem } from '@qfl/core';
import { inTransaction, type Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { avatarUrl } from '../auth/presenter.js';

/** What other modules do when a block is written, inside its transaction (wired in modules/index.ts). */
export interface BlacklistHooks {
  afterBlock?: (trx: Executor, me: number, other: number, now: number) => Promise<void>;
}

export async function block(db: Executor, me: number, other: number, hooks: BlacklistHooks = {}, now = Date.now()): Promise<void> {
  if (me === other) throw new AppError('black.self', 422);
  await inTransaction(db, async (trx) => {
    const known = await trx.selectFrom('users').select('id').where('id', '=', other).executeTakeFirst();
    if (!known) throw new AppError('friends.userNotFound', 404);
    await trx
      .insertInto('blocks')
      .values({ user_id: me, blocked_user_id: other, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
      .execute();
    await hooks.afterBlock?.(trx, me, other, now);
    // Their notices to each other leave the info tab (the list hides them); the unread count follows.
    await trx
      .updateTable('notifications')
      .set({ read_at: now })
      .where('read_at', 'is', null)
      .where((eb) =>
        eb.or([eb.and([eb('user_id', '=', me), eb('actor_id', '=', other)]), eb.and([eb('user_id', '=', other), eb('actor_id', '=', me)])]),
      )
      .execute();
  });
}

/** Unblocks; unblocking someone not blocked changes nothing and is no error (idempotent). */
export async function unblock(db: Executor, me: number, other: number): Promise<void> {
  await db.deleteFrom('blocks').where('user_id', '=', me).where('blocked_user_id', '=', other).execute();
}

export async function blackPage(db: Executor, me: number, page: number, size: number): Promise<{ items: BlackItem[]; total: number }> {
  const total = Number(
    (
      await db
        .selectFrom('blocks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', me)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
    .leftJoin('user_avatars as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.nickname', 'a.etag as avatar_etag', 'b.created_at'])
    .where('b.user_id', '=', me)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return {
    total,
    items: rows.map((r) => ({ userId: r.id, nickname: r.nickname, avatarUrl: avatarUrl(r.id, r.avatar_etag), createdAt: r.created_at })),
  };
}

/** The ids I blocked (the client hides their content). */
export async function blockedIds(db: Executor, me: number): Promise<number[]> {
  const rows = await db.selectFrom('blocks').select('blocked_user_id').where('user_id', '=', me).orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.blocked_user_id);
}
