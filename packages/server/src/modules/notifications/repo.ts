/** SQL of the info tab's notices: writing one, a page with the actor, unread count, marking read. */
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { NotificationsTable } from '../../db/schema-social.js';

export const noticesRepo = {
  insert: async (db: Executor, row: Insertable<NotificationsTable>): Promise<void> => {
    await db.insertInto('notifications').values(row).execute();
  },

  page: (db: Executor, userId: number, before: number | undefined, limit: number) => {
    let q = db
      .selectFrom('notifications as n')
      .leftJoin('users as u', 'u.id', 'n.actor_id')
      .leftJoin('user_avatars as a', 'a.user_id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        'n.actor_id',
        'n.ref_id',
        'n.payload',
        'n.read_at',
        'n.created_at',
        'u.nickname as actor_nickname',
        'a.etag as actor_etag',
      ])
      .where('n.user_id', '=', userId)
      // Nothing from someone blocked either way (their earlier requests and invites included).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('blocks as b')
              .select('b.user_id')
              .where(({ or, and, eb, ref }) =>
                or([
                  and([eb('b.user_id', '=', userId), eb('b.blocked_user_id', '=', ref('n.actor_id'))]),
                  and([eb('b.blocked_user_id', '=', userId), eb('b.user_id', '=', ref('n.actor_id'))]),
                ]),
              ),
          ),
        ),
      );
    if (before !== undefined) q = q.where('n.id', '<', before);
    return q.orderBy('n.id', 'desc').limit(limit).execute();
  },

  requestStatuses: async (db: Executor, ids: number[]) =>
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (await db.selectFrom('friend_requests').select(['id', 'status']).where('id', 'in', ids).execute()).map((r) => [r.id, r.status]),
        ),

  unreadCount: async (db: Executor, userId: number) =>
    Number(
      (
        await db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('c'))
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).c,
    ),

  markRead: async (db: Executor, userId: number, ids: number[] | 'all', now: number) => {
    let q = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
    if (ids !== 'all') q = q.where('id', 'in', ids);
    return Number((await q.executeTakeFirst()).numUpdatedRows);
  },
};
