/**
 * Teams: every write checks the caller (member, owner, friend, block) and runs in one transaction
 * with its notices. Team names and descriptions go through moderation; suspended users cannot
 * create. The team page sums each member's study this week (study_days, points_ledger) in the
 * viewer's week and the weekly team goal (core rules/team-goal.ts).
 */
import {
  type CreateTeamBody,
  createTeamBody,
  dayKey,
  type MemberWeek,
  randomIndex,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_PER_USER,
  type TeamDetail,
  type TeamSummary,
  teamGoal,
  weekDayStarts,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { type Executor, inTransaction, lockKeys } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { blockedPeers } from '../blacklist/blocks.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { moderateText, queueForReview } from '../moderation/index.js';
import { notify } from '../notifications/notify.js';
import { cardOf, personCards } from './people.js';
import { assertMayInvite, invitePolicy, teamPolicy } from './policy.js';
import { teamsRepo } from './repo.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return s;
}

type TeamRow = NonNullable<Awaited<ReturnType<typeof teamsRepo.byId>>>;

function summary(team: TeamRow, memberCount: number, myRole: 'owner' | 'member'): TeamSummary {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    code: team.code,
    ownerId: team.owner_id,
    memberCount,
    myRole,
    createdAt: team.created_at,
  };
}

async function teamOr404(db: Executor, teamId: number): Promise<TeamRow> {
  const team = await teamsRepo.byId(db, teamId);
  if (!team) throw new AppError('teams.notFound', 404);
  return team;
}

/** The team and the caller's role in it; 403 `teams.notMember` otherwise. */
export async function requireMember(db: Executor, teamId: number, userId: number) {
  const team = await teamOr404(db, teamId);
  const member = await teamsRepo.membership(db, teamId, userId);
  teamPolicy.authorize({ id: userId }, 'view', { role: member?.role ?? null });
  // A member: authorize threw otherwise.
  return { team, role: (member as NonNullable<typeof member>).role };
}

/** Lock keys: a team's membership (its cap, one membership each) and a person's teams (their cap). */
const teamLock = (teamId: number) => `team:${teamId}`;
const teamUserLock = (userId: number) => `team-user:${userId}`;

async function assertRoomFor(db: Executor, teamId: number, userId: number): Promise<void> {
  if (await teamsRepo.membership(db, teamId, userId)) throw new AppError('teams.alreadyMember', 409);
  if ((await teamsRepo.memberCount(db, teamId)) >= TEAM_MAX_MEMBERS) throw new AppError('teams.full', 422, { max: TEAM_MAX_MEMBERS });
  if ((await teamsRepo.teamCountOf(db, userId)) >= TEAM_MAX_PER_USER) throw new AppError('teams.tooMany', 422, { max: TEAM_MAX_PER_USER });
}

export async function createTeam(app: FastifyInstance, userId: number, input: CreateTeamBody, now = Date.now()): Promise<TeamSummary> {
  const body = createTeamBody.parse(input);
  const description = body.description ? body.description : null;
  const verdict = moderateText(app, [body.name, description ?? '']);
  return inTransaction(app.db, async (trx) => {
    await lockKeys(trx, teamUserLock(userId));
    if ((await teamsRepo.teamCountOf(trx, userId)) >= TEAM_MAX_PER_USER)
      throw new AppError('teams.tooMany', 422, { max: TEAM_MAX_PER_USER });
    let code = newCode();
    while (await teamsRepo.codeTaken(trx, code)) code = newCode();
    const id = await teamsRepo.insert(trx, { name: body.name, description, code, ownerId: userId, now });
    await teamsRepo.addMember(trx, id, userId, 'owner', now);
    if (verdict.verdict === 'review') {
      await queueForReview(
        trx,
        { targetKind: 'team', targetId: id, userId, content: [body.name, description].filter(Boolean).join('\n'), labels: verdict.labels },
        now,
      );
    }
    return summary(await teamOr404(trx, id), 1, 'owner');
  });
}

export async function myTeams(db: Executor, userId: number) {
  const rows = await teamsRepo.mine(db, userId);
  const items: TeamSummary[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    code: r.code,
    ownerId: r.owner_id,
    memberCount: Number(r.member_count ?? 0),
    myRole: r.role,
    createdAt: r.created_at,
  }));
  const blocked = await blockedPeers(db, userId);
  const invites = (await teamsRepo.invitesTo(db, userId)).filter((i) => !blocked.has(i.from_user_id));
  const cards = await personCards(
    db,
    invites.map((i) => i.from_user_id),
  );
  return {
    items,
    invites: invites.map((i) => ({
      id: i.id,
      teamId: i.team_id,
      teamName: i.name,
      from: cardOf(cards, i.from_user_id),
      createdAt: i.created_at,
    })),
    maxTeams: TEAM_MAX_PER_USER,
  };
}

/** Each member's week and the team goal, in the viewer's week (their time zone). */
export async function teamDetail(db: Executor, actor: Actor, teamId: number, now = Date.now()): Promise<TeamDetail> {
  const { team, role } = await requireMember(db, teamId, actor.id);
  const members = await teamsRepo.members(db, teamId);
  const ids = members.map((m) => m.user_id);
  const starts = weekDayStarts(now, actor.timeZone);
  const weekStart = dayKey(starts[0] as number, actor.timeZone);
  const weekEnd = dayKey(starts[6] as number, actor.timeZone);
  const week = new Map<number, MemberWeek>(ids.map((id) => [id, { words: 0, minutes: 0, reviews: 0, points: 0 }]));
  const ms = new Map<number, number>();
  for (const d of await teamsRepo.studyDays(db, ids, weekStart, weekEnd)) {
    const id = d.user_id;
    const w = week.get(id);
    if (!w) continue;
    w.words += d.first_reviews;
    w.reviews += d.reviews;
    ms.set(id, (ms.get(id) ?? 0) + d.ms);
  }
  for (const [id, total] of ms) {
    const w = week.get(id);
    if (w) w.minutes = Math.floor(total / 60_000);
  }
  for (const p of await teamsRepo.pointsEarned(db, ids, starts[0] as number, starts[7] as number)) {
    const w = week.get(p.user_id);
    if (w) w.points = Number(p.points ?? 0);
  }
  const cards = await personCards(db, ids);
  const list = members.map((m) => {
    const id = m.user_id;
    return { ...cardOf(cards, id), role: m.role, joinedAt: m.joined_at, week: week.get(id) as MemberWeek };
  });
  return {
    team: summary(team, members.length, role),
    members: list,
    weekStart,
    weekEnd,
    goal: teamGoal(list.map((m) => m.week)),
    maxMembers: TEAM_MAX_MEMBERS,
  };
}

export async function joinByCode(db: Executor, userId: number, code: string, now = Date.now()): Promise<TeamSummary> {
  return inTransaction(db, async (trx) => {
    const team = await teamsRepo.byCode(trx, code);
    if (!team) throw new AppError('teams.codeInvalid', 404);
    const teamId = team.id;
    await lockKeys(trx, teamLock(teamId), teamUserLock(userId));
    await assertNotBlocked(trx, userId, team.owner_id);
    await assertRoomFor(trx, teamId, userId);
    await teamsRepo.addMember(trx, teamId, userId, 'member', now);
    await teamsRepo.decideInvites(trx, teamId, userId, 'accepted', now);
    await notify(
      trx,
      { userId: team.owner_id, kind: 'team_joined', actorId: userId, refId: teamId, payload: { teamName: team.name } },
      now,
    );
    return summary(team, await teamsRepo.memberCount(trx, teamId), 'member');
  });
}

export async function inviteFriend(db: Executor, userId: number, teamId: number, friendId: number, now = Date.now()) {
  return inTransaction(db, async (trx) => {
    await lockKeys(trx, teamLock(teamId));
    const { team } = await requireMember(trx, teamId, userId);
    if (friendId === userId) throw new AppError('teams.alreadyMember', 409);
    await assertMayInvite(trx, userId, friendId);
    if (await teamsRepo.membership(trx, teamId, friendId)) throw new AppError('teams.alreadyMember', 409);
    if (await teamsRepo.pendingInvite(trx, teamId, friendId)) throw new AppError('teams.alreadyInvited', 409);
    if ((await teamsRepo.memberCount(trx, teamId)) >= TEAM_MAX_MEMBERS) throw new AppError('teams.full', 422, { max: TEAM_MAX_MEMBERS });
    const id = await teamsRepo.insertInvite(trx, { teamId, from: userId, to: friendId, now });
    await notify(trx, { userId: friendId, kind: 'team_invite', actorId: userId, refId: id, payload: { teamName: team.name, teamId } }, now);
    return { id };
  });
}

async function pendingInviteTo(db: Executor, inviteId: number, userId: number) {
  const invite = await teamsRepo.invite(db, inviteId);
  if (!invite) throw new AppError('teams.inviteNotFound', 404);
  invitePolicy.authorize({ id: userId }, 'answer', invite);
  if (invite.status !== 'pending') throw new AppError('teams.inviteNotFound', 404);
  return invite;
}

export async function acceptInvite(db: Executor, userId: number, inviteId: number, now = Date.now()): Promise<TeamSummary> {
  return inTransaction(db, async (trx) => {
    const invite = await pendingInviteTo(trx, inviteId, userId);
    const teamId = invite.team_id;
    await lockKeys(trx, teamLock(teamId), teamUserLock(userId));
    const team = await teamsRepo.byId(trx, teamId);
    if (!team) throw new AppError('teams.inviteNotFound', 404);
    await assertNotBlocked(trx, userId, invite.from_user_id);
    await assertRoomFor(trx, teamId, userId);
    await teamsRepo.addMember(trx, teamId, userId, 'member', now);
    await teamsRepo.decideInvites(trx, teamId, userId, 'accepted', now);
    await notify(
      trx,
      { userId: invite.from_user_id, kind: 'team_joined', actorId: userId, refId: teamId, payload: { teamName: team.name } },
      now,
    );
    return summary(team, await teamsRepo.memberCount(trx, teamId), 'member');
  });
}

export async function refuseInvite(db: Executor, userId: number, inviteId: number, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const invite = await pendingInviteTo(trx, inviteId, userId);
    await teamsRepo.refuseInvite(trx, invite.id, now);
  });
}

/** Leaving: the owner hands the team to the oldest member, or the team goes with its last member. */
export async function leaveTeam(db: Executor, userId: number, teamId: number) {
  return inTransaction(db, async (trx) => {
    const { role } = await requireMember(trx, teamId, userId);
    await teamsRepo.removeMember(trx, teamId, userId);
    const rest = await teamsRepo.members(trx, teamId);
    if (rest.length === 0) {
      await teamsRepo.deleteTeam(trx, teamId);
      return { deleted: true, newOwnerId: null };
    }
    if (role !== 'owner') return { deleted: false, newOwnerId: null };
    const heir = (rest[0] as (typeof rest)[number]).user_id;
    await teamsRepo.setOwner(trx, teamId, heir);
    return { deleted: false, newOwnerId: heir };
  });
}

export async function removeMember(db: Executor, userId: number, teamId: number, memberId: number, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { team, role } = await requireMember(trx, teamId, userId);
    teamPolicy.authorize({ id: userId }, 'manage', { role });
    if (memberId === userId) throw new AppError('teams.cannotRemoveSelf', 422);
    if (!(await teamsRepo.membership(trx, teamId, memberId))) throw new AppError('teams.notMember', 404);
    await teamsRepo.removeMember(trx, teamId, memberId);
    await notify(trx, { userId: memberId, kind: 'team_removed', actorId: userId, refId: teamId, payload: { teamName: team.name } }, now);
  });
}

/** My friends for the invite picker: not members, not across a block, with whether they are invited. */
export async function invitableFriends(db: Executor, userId: number, teamId: number) {
  await requireMember(db, teamId, userId);
  const blocked = await blockedPeers(db, userId);
  const members = new Set((await teamsRepo.members(db, teamId)).map((m) => m.user_id));
  const friends = (await teamsRepo.friendIds(db, userId)).filter((id) => !blocked.has(id) && !members.has(id));
  const invited = await teamsRepo.pendingInvitees(db, teamId);
  const cards = await personCards(db, friends);
  return { items: friends.map((id) => ({ ...cardOf(cards, id), invited: invited.has(id) })) };
}
