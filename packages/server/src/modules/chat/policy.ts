/**
 * Who may chat with whom: 1:1 only between friends and never across a block (either direction);
 * a team's chat only for its members. Reading one's own 1:1 history stays allowed after an
 * unfriend or a block (it is one's own conversation); writing does not.
 */
import type { Executor } from '../../db/executor.js';
import { AppError, errors } from '../../http/errors.js';
import { definePolicy } from '../../http/policy.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { chatRepo } from './repo.js';

/** A 1:1 conversation by its two members' ids: only they read it; anyone else 403 `chat.notYours`. */
export const conversationPolicy = definePolicy<'read', { a: number; b: number }>({
  read: {
    allow: (actor, conv) => actor !== null && (conv.a === actor.id || conv.b === actor.id),
    deny: { key: 'chat.notYours', status: 403 },
  },
});

export async function assertMayWriteTo(db: Executor, senderId: number, toUserId: number): Promise<void> {
  if (toUserId === senderId) throw errors.validation('toUserId');
  await assertNotBlocked(db, senderId, toUserId);
  // An unknown user is nobody's friend: the same answer, so ids cannot be probed.
  if (!(await chatRepo.areFriends(db, senderId, toUserId))) throw new AppError('chat.notFriends', 403);
}

export async function assertTeamMember(db: Executor, teamId: number, userId: number): Promise<void> {
  if (!(await chatRepo.isTeamMember(db, teamId, userId))) throw new AppError('chat.notMember', 403);
}
