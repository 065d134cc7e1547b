/** SQL of the circle: posts, their images, likes and comments. Every function takes its executor first. */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

const count = (n: unknown) => Number(n ?? 0);

export const circleRepo = {
  post: (db: Executor, id: number) =>
    db.selectFrom('circle_posts').selectAll().where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst(),

  /** Visible posts of some authors, newest first, below an id. */
  postsBy: (db: Executor, authorIds: number[], before: number | undefined, limit: number) =>
    authorIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('circle_posts')
          .selectAll()
          .where('user_id', 'in', authorIds)
          .where('hidden_at', 'is', null)
          .$if(before !== undefined, (q) => q.where('id', '<', before as number))
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),

  postsSince: async (db: Executor, userId: number, since: number) =>
    count(
      (
        await db
          .selectFrom('circle_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  insertPost: async (
    db: Executor,
    row: { userId: number; text: string; place: { name: string; lat: number; lng: number } | null; now: number },
  ) =>
    (
      await db
        .insertInto('circle_posts')
        .values({
          user_id: row.userId,
          text: row.text,
          place_name: row.place?.name ?? null,
          lat: row.place?.lat ?? null,
          lng: row.place?.lng ?? null,
          created_at: row.now,
          hidden_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  insertImages: (db: Executor, postId: number, imageIds: number[]) =>
    imageIds.length === 0
      ? Promise.resolve()
      : db
          .insertInto('circle_post_images')
          .values(imageIds.map((imageId, position) => ({ post_id: postId, image_id: imageId, position })))
          .execute()
          .then(() => undefined),

  /** Images of posts in order (hidden images left out). */
  imagesOf: (db: Executor, postIds: number[]) =>
    postIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('circle_post_images')
          .innerJoin('images', 'images.id', 'circle_post_images.image_id')
          .select(['circle_post_images.post_id', 'images.id', 'images.key', 'images.width', 'images.height', 'images.owner_id'])
          .where('circle_post_images.post_id', 'in', postIds)
          .where('images.hidden_at', 'is', null)
          .orderBy('circle_post_images.post_id')
          .orderBy('circle_post_images.position')
          .execute(),

  /** Deletes a post and the images only it used. */
  deletePost: async (db: Executor, postId: number, ownerId: number) => {
    const images = (await db.selectFrom('circle_post_images').select('image_id').where('post_id', '=', postId).execute()).map(
      (r) => r.image_id,
    );
    await db.deleteFrom('circle_posts').where('id', '=', postId).execute();
    if (images.length === 0) return;
    const stillUsed = new Set(
      (await db.selectFrom('circle_post_images').select('image_id').where('image_id', 'in', images).execute()).map((r) => r.image_id),
    );
    const orphans = images.filter((id) => !stillUsed.has(id));
    if (orphans.length > 0) await db.deleteFrom('images').where('id', 'in', orphans).where('owner_id', '=', ownerId).execute();
  },

  likeCounts: async (db: Executor, postIds: number[]) =>
    new Map(
      (postIds.length === 0
        ? []
        : await db
            .selectFrom('circle_likes')
            .select((eb) => ['post_id', eb.fn.countAll<number>().as('n')])
            .where('post_id', 'in', postIds)
            .groupBy('post_id')
            .execute()
      ).map((r) => [r.post_id, count(r.n)]),
    ),

  likeCount: async (db: Executor, postId: number) =>
    count(
      (
        await db
          .selectFrom('circle_likes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('post_id', '=', postId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  likedBy: async (db: Executor, userId: number, postIds: number[]) =>
    new Set(
      (postIds.length === 0
        ? []
        : await db.selectFrom('circle_likes').select('post_id').where('user_id', '=', userId).where('post_id', 'in', postIds).execute()
      ).map((r) => r.post_id),
    ),

  /** True when the like was new. */
  like: async (db: Executor, postId: number, userId: number, now: number) => {
    const res = await db
      .insertInto('circle_likes')
      .values({ post_id: postId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  unlike: (db: Executor, postId: number, userId: number) =>
    db.deleteFrom('circle_likes').where('post_id', '=', postId).where('user_id', '=', userId).execute(),

  /** Visible comments per post, leaving out some authors (blocks). */
  commentCounts: async (db: Executor, postIds: number[], exclude: number[]) =>
    new Map(
      (postIds.length === 0
        ? []
        : await db
            .selectFrom('circle_comments')
            .select((eb) => ['post_id', eb.fn.countAll<number>().as('n')])
            .where('post_id', 'in', postIds)
            .where('hidden_at', 'is', null)
            .$if(exclude.length > 0, (q) => q.where('user_id', 'not in', exclude))
            .groupBy('post_id')
            .execute()
      ).map((r) => [r.post_id, count(r.n)]),
    ),

  /** The `per` latest visible comments of each post, oldest first (a feed page never reads a post's whole thread). */
  latestComments: (db: Executor, postIds: number[], exclude: number[], per: number) =>
    postIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom((eb) =>
            eb
              .selectFrom('circle_comments')
              .selectAll()
              .select(sql<number>`row_number() over (partition by post_id order by id desc)`.as('rn'))
              .where('post_id', 'in', postIds)
              .where('hidden_at', 'is', null)
              .$if(exclude.length > 0, (q) => q.where('user_id', 'not in', exclude))
              .as('c'),
          )
          .selectAll()
          .where('rn', '<=', per)
          .orderBy('id')
          .execute(),

  /** One page of a post's visible comments, newest first below `before`, one more than `size` (are there older ones?). */
  commentsPage: (db: Executor, postId: number, exclude: number[], before: number | undefined, size: number) =>
    db
      .selectFrom('circle_comments')
      .selectAll()
      .where('post_id', '=', postId)
      .where('hidden_at', 'is', null)
      .$if(exclude.length > 0, (q) => q.where('user_id', 'not in', exclude))
      .$if(before !== undefined, (q) => q.where('id', '<', before as number))
      .orderBy('id', 'desc')
      .limit(size + 1)
      .execute(),

  comment: (db: Executor, id: number) =>
    db.selectFrom('circle_comments').selectAll().where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst(),

  insertComment: async (db: Executor, row: { postId: number; userId: number; text: string; now: number }) =>
    (
      await db
        .insertInto('circle_comments')
        .values({ post_id: row.postId, user_id: row.userId, text: row.text, created_at: row.now, hidden_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  deleteComment: (db: Executor, id: number) => db.deleteFrom('circle_comments').where('id', '=', id).execute(),
};
