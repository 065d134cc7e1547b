/**
 * Who sees whose posts: mine, my friends' and my team-mates', never across a block. Reaching a
 * post (like, comment, its comments) goes through `reachablePost`: hidden or out of the circle →
 * 404, a block between the two → 403 `social.blocked`.
 */
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { blockedPeers } from '../blacklist/blocks.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { teamsRepo } from '../teams/repo.js';
import { circleRepo } from './repo.js';

export async function audienceOf(db: Executor, userId: number): Promise<{ authors: Set<number>; blocked: Set<number> }> {
  const blocked = await blockedPeers(db, userId);
  const authors = new Set<number>([userId]);
  for (const id of await teamsRepo.friendIds(db, userId)) authors.add(id);
  for (const id of await teamsRepo.teamMateIds(db, userId)) authors.add(id);
  for (const id of blocked) authors.delete(id);
  return { authors, blocked };
}

export async function reachablePost(db: Executor, userId: number, postId: number) {
  const post = await circleRepo.post(db, postId);
  if (!post) throw new AppError('circle.postNotFound', 404);
  const authorId = post.user_id;
  if (authorId === userId) return post;
  await assertNotBlocked(db, userId, authorId);
  const { authors } = await audienceOf(db, userId);
  if (!authors.has(authorId)) throw new AppError('circle.postNotFound', 404);
  return post;
}
