/**
 * Who may do what between two users in the friends module: nobody befriends themselves, a block in
 * either direction stops every contact (blacklist/blocks.ts), and friends cannot ask again.
 */
import type { FriendState } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { definePolicy } from '../../http/policy.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { friendsRepo } from './repo.js';

/** A friend request is answered only by the learner it was sent to; anyone else 404 `friends.requestNotFound`. */
export const requestPolicy = definePolicy<'answer', { to_user_id: number }>({
  answer: {
    allow: (actor, request) => actor !== null && request.to_user_id === actor.id,
    deny: { key: 'friends.requestNotFound', status: 404 },
  },
});

/** The caller may send `to` a friend request (the target exists; not self; not blocked; not friends yet). */
export async function assertMayRequest(db: Executor, from: number, to: number): Promise<void> {
  if (from === to) throw new AppError('friends.self', 422);
  if (!(await friendsRepo.publicUser(db, to))) throw new AppError('friends.userNotFound', 404);
  await assertNotBlocked(db, from, to);
  if (await friendsRepo.areFriends(db, from, to)) throw new AppError('friends.alreadyFriends', 409);
}

/** How `me` stands with `other`, and the pending request between them. */
export async function friendState(db: Executor, me: number, other: number): Promise<{ state: FriendState; requestId: number | null }> {
  if (me === other) return { state: 'self', requestId: null };
  if (await friendsRepo.areFriends(db, me, other)) return { state: 'friend', requestId: null };
  const out = await friendsRepo.pending(db, me, other);
  if (out) return { state: 'outgoing', requestId: out.id };
  const inc = await friendsRepo.pending(db, other, me);
  if (inc) return { state: 'incoming', requestId: inc.id };
  return { state: 'none', requestId: null };
}

/** The caller may invite `to` (to a battle): not across a block, and only a friend. */
export async function assertMayInviteFriend(db: Executor, from: number, to: number): Promise<void> {
  if (from === to) throw new AppError('friends.self', 422);
  await assertNotBlocked(db, from, to);
  if (!(await friendsRepo.areFriends(db, from, to))) throw new AppError('friends.notFriends', 403);
}
