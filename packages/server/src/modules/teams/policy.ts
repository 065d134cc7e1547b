/**
 * Who may do what in a team (http/policy.ts shape); the resource is the actor's membership as
 * loaded (its role, or null for someone outside the team):
 * - view (its members, weeks and chat), invite a friend, leave: members; anyone else 403
 *   `teams.notMember`;
 * - remove a member: the owner; a member 403 `teams.notOwner`.
 * An invite is answered only by the learner it was sent to; anyone else 404 `teams.inviteNotFound`.
 * Only a friend may be invited (403 `teams.notFriend`), never across a block (403 `social.blocked`):
 * facts read from the database (`assertMayInvite`).
 */
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { definePolicy } from '../../http/policy.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { teamsRepo } from './repo.js';

export interface Membership {
  role: 'owner' | 'member' | null;
}

export const teamPolicy = definePolicy<'view' | 'manage', Membership>({
  view: { allow: (actor, m) => actor !== null && m.role !== null, deny: { key: 'teams.notMember', status: 403 } },
  manage: { allow: (actor, m) => actor !== null && m.role === 'owner', deny: { key: 'teams.notOwner', status: 403 } },
});

export const invitePolicy = definePolicy<'answer', { to_user_id: number }>({
  answer: {
    allow: (actor, invite) => actor !== null && invite.to_user_id === actor.id,
    deny: { key: 'teams.inviteNotFound', status: 404 },
  },
});

/** `from` may invite `to` into a team: they are friends and neither blocked the other. */
export async function assertMayInvite(db: Executor, from: number, to: number): Promise<void> {
  await assertNotBlocked(db, from, to);
  if (!(await teamsRepo.isFriend(db, from, to))) throw new AppError('teams.notFriend', 403);
}
