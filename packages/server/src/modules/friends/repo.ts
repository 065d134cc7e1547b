/** SQL of the friends module: public user rows, friendships (two rows each), requests and their notices, blocks between two. */
import type { PublicUser } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { avatarUrl } from '../auth/presenter.js';

/** The columns others may see of a user (never the phone), with the avatar's etag. */
export function publicUsers(db: Executor) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_avatars as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.nickname', 'u.level', 'u.learning_lang', 'u.time_zone', 'a.etag as avatar_etag']);
}

export type PublicUserRow = { id: number; nickname: string | null; avatar_etag: string | null };

export const presentPublicUser = (row: PublicUserRow): PublicUser => ({
  id: row.id,
  nickname: row.nickname,
  avatarUrl: avatarUrl(row.id, row.avatar_etag),
});

export const friendsRepo = {
  publicUser: (db: Executor, id: number) => publicUsers(db).where('u.id', '=', id).executeTakeFirst(),

  /** Only a user who allows it, by the exact (normalized) phone: one query for every answer. */
  findableByPhone: (db: Executor, phone: string) =>
    publicUsers(db).where('u.phone', '=', phone).where('u.findable_by_phone', '=', 1).executeTakeFirst(),

  byShareCode: (db: Executor, code: string) => publicUsers(db).where('u.share_code', '=', code).executeTakeFirst(),

  shareCode: (db: Executor, userId: number) =>
    db.selectFrom('users').select(['share_code', 'findable_by_phone']).where('id', '=', userId).executeTakeFirstOrThrow(),

  /** Sets the code only while none is set (two first calls at once keep one code). */
  setShareCode: (db: Executor, userId: number, code: string) =>
    db.updateTable('users').set({ share_code: code }).where('id', '=', userId).where('share_code', 'is', null).execute(),

  setFindable: (db: Executor, userId: number, findable: boolean) =>
    db
      .updateTable('users')
      .set({ findable_by_phone: findable ? 1 : 0 })
      .where('id', '=', userId)
      .execute(),

  areFriends: async (db: Executor, a: number, b: number) =>
    (await db.selectFrom('friendships').select('user_id').where('user_id', '=', a).where('friend_id', '=', b).executeTakeFirst()) !==
    undefined,

  befriend: (db: Executor, a: number, b: number, now: number) =>
    db
      .insertInto('friendships')
      .values([
        { user_id: a, friend_id: b, created_at: now },
        { user_id: b, friend_id: a, created_at: now },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doNothing())
      .execute(),

  unfriend: (db: Executor, a: number, b: number) =>
    db
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]), eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)])]),
      )
      .executeTakeFirst(),

  friends: (db: Executor, userId: number) =>
    publicUsers(db)
      .innerJoin('friendships as f', 'f.friend_id', 'u.id')
      .leftJoin('study_settings as ss', 'ss.user_id', 'u.id')
      .select(['f.created_at as since', 'ss.day_rollover_hour'])
      .where('f.user_id', '=', userId)
      .orderBy('f.created_at', 'desc')
      .execute(),

  /** The friends' study days since a local day (streaks and today's study). */
  studyDays: (db: Executor, userIds: number[], since: string) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('study_days')
          .select(['user_id', 'day', 'reviews', 'ms', 'first_reviews'])
          .where('user_id', 'in', userIds)
          .where('day', '>=', since)
          .execute(),

  /** The pending request from one user to another, if any. */
  pending: (db: Executor, from: number, to: number) =>
    db
      .selectFrom('friend_requests')
      .selectAll()
      .where('from_user_id', '=', from)
      .where('to_user_id', '=', to)
      .where('status', '=', 'pending')
      .executeTakeFirst(),

  request: (db: Executor, id: number) => db.selectFrom('friend_requests').selectAll().where('id', '=', id).executeTakeFirst(),

  insertRequest: async (db: Executor, from: number, to: number, message: string | null, now: number) =>
    (
      await db
        .insertInto('friend_requests')
        .values({ from_user_id: from, to_user_id: to, status: 'pending', message, created_at: now, decided_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** Decides a pending request; false when it was no longer pending (a concurrent answer won). */
  decide: async (db: Executor, id: number, status: 'accepted' | 'refused' | 'cancelled', now: number) =>
    Number(
      (
        await db
          .updateTable('friend_requests')
          .set({ status, decided_at: now })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1,

  /** Cancels every pending request between the two, either way (a block or a new friendship). */
  cancelBetween: (db: Executor, a: number, b: number, now: number) =>
    db
      .updateTable('friend_requests')
      .set({ status: 'cancelled', decided_at: now })
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
          eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
        ]),
      )
      .execute(),

  /** Pending requests to (incoming) or from (outgoing) a user, with the other user. */
  pendingList: (db: Executor, userId: number, direction: 'incoming' | 'outgoing') =>
    db
      .selectFrom('friend_requests as r')
      .innerJoin('users as u', 'u.id', direction === 'incoming' ? 'r.from_user_id' : 'r.to_user_id')
      .leftJoin('user_avatars as a', 'a.user_id', 'u.id')
      .select(['r.id', 'r.status', 'r.message', 'r.created_at', 'u.id as user_id', 'u.nickname', 'a.etag as avatar_etag'])
      .where(direction === 'incoming' ? 'r.to_user_id' : 'r.from_user_id', '=', userId)
      .where('r.status', '=', 'pending')
      .orderBy('r.id', 'desc')
      .limit(200)
      .execute(),

  /** The notice of a friend request, read once the request is answered. */
  markRequestNoticeRead: (db: Executor, userId: number, requestId: number, now: number) =>
    db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('kind', '=', 'friend_request')
      .where('ref_id', '=', String(requestId))
      .where('read_at', 'is', null)
      .execute(),

  /** The blocks between the two, either way (who blocked whom). */
  blocksBetween: (db: Executor, a: number, b: number) =>
    db
      .selectFrom('blocks')
      .select(['user_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('blocked_user_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('blocked_user_id', '=', a)]),
        ]),
      )
      .execute(),

  countIncoming: async (db: Executor, userId: number) =>
    Number(
      (
        await db
          .selectFrom('friend_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('to_user_id', '=', userId)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    ),
};
