/**
 * The circle: posts (text, up to 9 of the author's own images, a place), likes and comments.
 * Posts and comments go through moderation, suspended users cannot publish, posts per user per
 * hour are limited; likes and comments notify the post's author (never oneself).
 */
import {
  CIRCLE_LIMITS,
  type CircleComment,
  type CircleComments,
  type CircleCommentsQuery,
  type CirclePost,
  type CreatePostBody,
  createPostBody,
  imagePath,
} from '@qfl/core';
import type { Selectable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { type Executor, inTransaction, lockKeys } from '../../db/executor.js';
import type { CircleCommentsTable, CirclePostsTable } from '../../db/schema-social.js';
import { AppError } from '../../http/errors.js';
import { imagesRepo } from '../images/repo.js';
import { moderateText, queueForReview } from '../moderation/index.js';
import { notify } from '../notifications/notify.js';
import { cardOf, type PersonCard, personCards } from '../teams/people.js';
import { audienceOf, reachablePost } from './audience.js';
import { commentPolicy, postPolicy } from './policy.js';
import { circleRepo } from './repo.js';

const HOUR = 3_600_000;

type PostRow = Selectable<CirclePostsTable>;
type CommentRow = Selectable<CircleCommentsTable>;

function presentComment(c: CommentRow, cards: Map<number, PersonCard>, viewerId: number, postAuthorId: number): CircleComment {
  const authorId = c.user_id;
  return {
    id: c.id,
    postId: c.post_id,
    author: cardOf(cards, authorId),
    text: c.text,
    createdAt: c.created_at,
    canDelete: authorId === viewerId || postAuthorId === viewerId,
  };
}

/** Posts as the viewer sees them: images, place, likes, comment count and the latest comments. */
async function present(db: Executor, viewerId: number, posts: PostRow[], blocked: Set<number>): Promise<CirclePost[]> {
  const ids = posts.map((p) => p.id);
  const [images, likes, liked, commentCounts, comments] = await Promise.all([
    circleRepo.imagesOf(db, ids),
    circleRepo.likeCounts(db, ids),
    circleRepo.likedBy(db, viewerId, ids),
    circleRepo.commentCounts(db, ids, [...blocked]),
    circleRepo.latestComments(db, ids, [...blocked], CIRCLE_LIMITS.latestComments),
  ]);
  const cards = await personCards(db, [...posts.map((p) => p.user_id), ...comments.map((c) => c.user_id)]);
  return posts.map((p) => {
    const id = p.id;
    const authorId = p.user_id;
    const own = comments.filter((c) => c.post_id === id);
    return {
      id,
      author: cardOf(cards, authorId),
      text: p.text,
      images: images
        .filter((i) => i.post_id === id && i.owner_id === authorId)
        .map((i) => ({ key: i.key, path: imagePath(i.key), width: i.width, height: i.height })),
      place: p.place_name != null && p.lat != null && p.lng != null ? { name: p.place_name, lat: p.lat, lng: p.lng } : null,
      createdAt: p.created_at,
      likeCount: likes.get(id) ?? 0,
      liked: liked.has(id),
      commentCount: commentCounts.get(id) ?? 0,
      comments: own.map((c) => presentComment(c, cards, viewerId, authorId)),
      mine: authorId === viewerId,
    };
  });
}

export async function feed(db: Executor, viewerId: number, before: number | undefined, limit: number, onlyMine = false) {
  const { authors, blocked } = await audienceOf(db, viewerId);
  const rows = await circleRepo.postsBy(db, onlyMine ? [viewerId] : [...authors], before, limit + 1);
  const page = rows.slice(0, limit) as PostRow[];
  const items = await present(db, viewerId, page, blocked);
  return { items, nextBefore: rows.length > limit && page.length > 0 ? (page[page.length - 1] as PostRow).id : null };
}

export async function createPost(app: FastifyInstance, userId: number, input: CreatePostBody, now = Date.now()): Promise<CirclePost> {
  const body = createPostBody.parse(input);
  const keys = [...new Set(body.imageKeys)];
  if (body.text === '' && keys.length === 0) throw new AppError('circle.empty', 422);
  const verdict = moderateText(app, [body.text, body.place?.name ?? '']);
  return inTransaction(app.db, async (trx) => {
    await lockKeys(trx, `circle-posts:${userId}`);
    if ((await circleRepo.postsSince(trx, userId, now - HOUR)) >= CIRCLE_LIMITS.postsPerHour) {
      throw new AppError('circle.rateLimited', 429, { max: CIRCLE_LIMITS.postsPerHour });
    }
    const owned = await imagesRepo.ownedByKeys(trx, userId, keys);
    if (owned.length !== keys.length) throw new AppError('circle.imageInvalid', 422);
    const byKey = new Map(owned.map((i) => [i.key, i.id]));
    const id = await circleRepo.insertPost(trx, { userId, text: body.text, place: body.place ?? null, now });
    await circleRepo.insertImages(
      trx,
      id,
      keys.map((k) => byKey.get(k) as number),
    );
    if (verdict.verdict === 'review') {
      await queueForReview(trx, { targetKind: 'post', targetId: id, userId, content: body.text, labels: verdict.labels }, now);
    }
    const post = (await circleRepo.post(trx, id)) as PostRow;
    return (await present(trx, userId, [post], new Set()))[0] as CirclePost;
  });
}

export async function deletePost(db: Executor, userId: number, postId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const post = await circleRepo.post(trx, postId);
    if (!post) throw new AppError('circle.postNotFound', 404);
    postPolicy.authorize({ id: userId }, 'delete', post);
    await circleRepo.deletePost(trx, postId, userId);
  });
}

export async function setLike(db: Executor, userId: number, postId: number, like: boolean, now = Date.now()) {
  return inTransaction(db, async (trx) => {
    const post = await reachablePost(trx, userId, postId);
    const authorId = post.user_id;
    if (like) {
      const added = await circleRepo.like(trx, postId, userId, now);
      if (added && authorId !== userId) {
        await notify(
          trx,
          { userId: authorId, kind: 'post_like', actorId: userId, refId: postId, payload: { text: post.text.slice(0, 60) } },
          now,
        );
      }
    } else {
      await circleRepo.unlike(trx, postId, userId);
    }
    return { liked: like, likeCount: await circleRepo.likeCount(trx, postId) };
  });
}

/** A page of a post's comments (like chat history): the `size` newest below `before`, oldest first. */
export async function listComments(db: Executor, userId: number, postId: number, q: CircleCommentsQuery): Promise<CircleComments> {
  const post = await reachablePost(db, userId, postId);
  const { blocked } = await audienceOf(db, userId);
  const found = (await circleRepo.commentsPage(db, postId, [...blocked], q.before, q.size)) as CommentRow[];
  const rows = found.slice(0, q.size).reverse();
  const cards = await personCards(
    db,
    rows.map((c) => c.user_id),
  );
  return { items: rows.map((c) => presentComment(c, cards, userId, post.user_id)), hasMore: found.length > q.size };
}

export async function addComment(
  app: FastifyInstance,
  userId: number,
  postId: number,
  text: string,
  now = Date.now(),
): Promise<CircleComment> {
  const verdict = moderateText(app, [text]);
  return inTransaction(app.db, async (trx) => {
    const post = await reachablePost(trx, userId, postId);
    const authorId = post.user_id;
    const id = await circleRepo.insertComment(trx, { postId, userId, text, now });
    if (verdict.verdict === 'review') {
      await queueForReview(trx, { targetKind: 'comment', targetId: id, userId, content: text, labels: verdict.labels }, now);
    }
    if (authorId !== userId) {
      await notify(
        trx,
        { userId: authorId, kind: 'post_comment', actorId: userId, refId: postId, payload: { text: text.slice(0, 60) } },
        now,
      );
    }
    const row = (await circleRepo.comment(trx, id)) as CommentRow;
    return presentComment(row, await personCards(trx, [userId]), userId, authorId);
  });
}

/** The comment's author or the post's author may delete a comment. */
export async function deleteComment(db: Executor, userId: number, commentId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const comment = await circleRepo.comment(trx, commentId);
    if (!comment) throw new AppError('circle.commentNotFound', 404);
    const post = await circleRepo.post(trx, comment.post_id);
    commentPolicy.authorize({ id: userId }, 'delete', { user_id: comment.user_id, postAuthorId: post?.user_id ?? null });
    await circleRepo.deleteComment(trx, commentId);
  });
}
