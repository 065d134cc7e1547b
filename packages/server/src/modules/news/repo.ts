/** SQL of system news: the list with my read marks, one item, marking read. */
import type { Executor } from '../../db/executor.js';

export const newsRepo = {
  list: (db: Executor, userId: number, now: number) =>
    db
      .selectFrom('sys_news as n')
      .leftJoin('sys_news_reads as r', (j) => j.onRef('r.news_id', '=', 'n.id').on('r.user_id', '=', userId))
      .select(['n.id', 'n.kind', 'n.titles', 'n.bodies', 'n.published_at', 'r.read_at'])
      .where('n.published_at', '<=', now)
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(100)
      .execute(),

  one: (db: Executor, id: number, now: number) =>
    db.selectFrom('sys_news').selectAll().where('id', '=', id).where('published_at', '<=', now).executeTakeFirst(),

  markRead: (db: Executor, userId: number, newsId: number, now: number) =>
    db
      .insertInto('sys_news_reads')
      .values({ user_id: userId, news_id: newsId, read_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'news_id']).doNothing())
      .execute(),

  /** Marks every published item read (the info tab's "mark all read"). */
  markAllRead: async (db: Executor, userId: number, now: number) => {
    const unread = await db
      .selectFrom('sys_news as n')
      .select('n.id')
      .where('n.published_at', '<=', now)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('sys_news_reads as r').select('r.news_id').whereRef('r.news_id', '=', 'n.id').where('r.user_id', '=', userId),
          ),
        ),
      )
      .execute();
    if (unread.length === 0) return 0;
    await db
      .insertInto('sys_news_reads')
      .values(unread.map((n) => ({ user_id: userId, news_id: n.id, read_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'news_id']).doNothing())
      .execute();
    return unread.length;
  },

  unreadCount: async (db: Executor, userId: number, now: number) =>
    Number(
      (
        await db
          .selectFrom('sys_news as n')
          .select((eb) => eb.fn.countAll<number>().as('c'))
          .where('n.published_at', '<=', now)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom('sys_news_reads as r').select('r.news_id').whereRef('r.news_id', '=', 'n.id').where('r.user_id', '=', userId),
              ),
            ),
          )
          .executeTakeFirstOrThrow()
      ).c,
    ),
};
