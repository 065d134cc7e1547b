/** SQL of the blacklist: blocks in either direction, the block list's page and ids, and the writes of a block. */
import type { Executor } from '../../db/executor.js';

export const blacklistRepo = {
  /** Users that `userId` blocked or was blocked by. */
  async blockedPeers(db: Executor, userId: number): Promise<Set<number>> {
    const rows = await db
      .selectFrom('blocks')
      .select('blocked_user_id as peer')
      .where('user_id', '=', userId)
      .union(db.selectFrom('blocks').select('user_id as peer').where('blocked_user_id', '=', userId))
      .execute();
    return new Set(rows.map((r) => r.peer));
  },

  /** Did either of the two block the other? */
  async isBlockedBetween(db: Executor, a: number, b: number): Promise<boolean> {
    const row = await db
      .selectFrom('blocks')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('blocked_user_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('blocked_user_id', '=', a)]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  },

  async userExists(db: Executor, userId: number): Promise<boolean> {
    return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  },

  /** Writes the block; blocking someone blocked already changes nothing. */
  async insert(db: Executor, me: number, other: number, now: number): Promise<void> {
    await db
      .insertInto('blocks')
      .values({ user_id: me, blocked_user_id: other, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
      .execute();
  },

  async delete(db: Executor, me: number, other: number): Promise<void> {
    await db.deleteFrom('blocks').where('user_id', '=', me).where('blocked_user_id', '=', other).execute();
  },

  /** Marks read the unread notices either of the two has from the other. */
  async markNoticesBetweenRead(db: Executor, me: number, other: number, now: number): Promise<void> {
    await db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('read_at', 'is', null)
      .where((eb) =>
        eb.or([eb.and([eb('user_id', '=', me), eb('actor_id', '=', other)]), eb.and([eb('user_id', '=', other), eb('actor_id', '=', me)])]),
      )
      .execute();
  },

  async count(db: Executor, me: number): Promise<number> {
    return Number(
      (
        await db
          .selectFrom('blocks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', me)
          .executeTakeFirstOrThrow()
      ).n,
    );
  },

  /** The users I blocked with their avatar's etag, newest block first. */
  async page(db: Executor, me: number, limit: number, offset: number) {
    return db
      .selectFrom('blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
      .leftJoin('user_avatars as a', 'a.user_id', 'u.id')
      .select(['u.id', 'u.nickname', 'a.etag as avatar_etag', 'b.created_at'])
      .where('b.user_id', '=', me)
      .orderBy('b.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** The ids I blocked, newest block first. */
  async blockedIds(db: Executor, me: number): Promise<number[]> {
    const rows = await db.selectFrom('blocks').select('blocked_user_id').where('user_id', '=', me).orderBy('created_at', 'desc').execute();
    return rows.map((r) => r.blocked_user_id);
  },
};
