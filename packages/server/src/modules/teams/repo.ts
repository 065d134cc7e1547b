/** SQL of teams: teams, members and invites, and users' cards. Every function takes its executor first. */
import type { Executor } from '../../db/executor.js';

export const teamsRepo = {
  /** A visible team. */
  byId: (db: Executor, id: number) =>
    db.selectFrom('teams').selectAll().where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst(),

  byCode: (db: Executor, code: string) =>
    db.selectFrom('teams').selectAll().where('code', '=', code).where('hidden_at', 'is', null).executeTakeFirst(),

  codeTaken: async (db: Executor, code: string) =>
    (await db.selectFrom('teams').select('id').where('code', '=', code).executeTakeFirst()) !== undefined,

  insert: async (db: Executor, row: { name: string; description: string | null; code: string; ownerId: number; now: number }) =>
    (
      await db
        .insertInto('teams')
        .values({
          name: row.name,
          description: row.description,
          code: row.code,
          owner_id: row.ownerId,
          lang: null,
          created_at: row.now,
          hidden_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  deleteTeam: (db: Executor, id: number) => db.deleteFrom('teams').where('id', '=', id).execute(),

  setOwner: async (db: Executor, teamId: number, userId: number) => {
    await db.updateTable('teams').set({ owner_id: userId }).where('id', '=', teamId).execute();
    await db.updateTable('team_members').set({ role: 'owner' }).where('team_id', '=', teamId).where('user_id', '=', userId).execute();
  },

  membership: (db: Executor, teamId: number, userId: number) =>
    db
      .selectFrom('team_members')
      .select(['role', 'joined_at'])
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  addMember: (db: Executor, teamId: number, userId: number, role: 'owner' | 'member', now: number) =>
    db.insertInto('team_members').values({ team_id: teamId, user_id: userId, role, joined_at: now }).execute(),

  removeMember: (db: Executor, teamId: number, userId: number) =>
    db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute(),

  /** Members, oldest first (the owner's successor is the first non-owner). */
  members: (db: Executor, teamId: number) =>
    db
      .selectFrom('team_members')
      .select(['user_id', 'role', 'joined_at'])
      .where('team_id', '=', teamId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute(),

  memberCount: async (db: Executor, teamId: number) =>
    Number(
      (
        await db
          .selectFrom('team_members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('team_id', '=', teamId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** How many (visible) teams a user is in. */
  teamCountOf: async (db: Executor, userId: number) =>
    Number(
      (
        await db
          .selectFrom('team_members')
          .innerJoin('teams', 'teams.id', 'team_members.team_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('team_members.user_id', '=', userId)
          .where('teams.hidden_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** My visible teams with my role and their member counts, newest joined first. */
  mine: (db: Executor, userId: number) =>
    db
      .selectFrom('team_members as me')
      .innerJoin('teams', 'teams.id', 'me.team_id')
      .select((eb) => [
        'teams.id',
        'teams.name',
        'teams.description',
        'teams.code',
        'teams.owner_id',
        'teams.created_at',
        'me.role',
        eb
          .selectFrom('team_members as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.team_id', '=', 'teams.id')
          .as('member_count'),
      ])
      .where('me.user_id', '=', userId)
      .where('teams.hidden_at', 'is', null)
      .orderBy('me.joined_at', 'desc')
      .execute(),

  /** User ids in any team with the user (the circle feed shows team-mates' posts). */
  teamMateIds: async (db: Executor, userId: number) =>
    (
      await db
        .selectFrom('team_members as me')
        .innerJoin('team_members as other', 'other.team_id', 'me.team_id')
        .innerJoin('teams', 'teams.id', 'me.team_id')
        .select('other.user_id')
        .distinct()
        .where('me.user_id', '=', userId)
        .where('teams.hidden_at', 'is', null)
        .execute()
    ).map((r) => r.user_id),

  invite: (db: Executor, id: number) => db.selectFrom('team_invites').selectAll().where('id', '=', id).executeTakeFirst(),

  pendingInvite: (db: Executor, teamId: number, toUserId: number) =>
    db
      .selectFrom('team_invites')
      .select('id')
      .where('team_id', '=', teamId)
      .where('to_user_id', '=', toUserId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),

  insertInvite: async (db: Executor, row: { teamId: number; from: number; to: number; now: number }) =>
    (
      await db
        .insertInto('team_invites')
        .values({
          team_id: row.teamId,
          from_user_id: row.from,
          to_user_id: row.to,
          status: 'pending',
          created_at: row.now,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  decideInvites: (db: Executor, teamId: number, toUserId: number, status: 'accepted' | 'refused' | 'cancelled', now: number) =>
    db
      .updateTable('team_invites')
      .set({ status, decided_at: now })
      .where('team_id', '=', teamId)
      .where('to_user_id', '=', toUserId)
      .where('status', '=', 'pending')
      .execute(),

  refuseInvite: (db: Executor, inviteId: number, now: number) =>
    db.updateTable('team_invites').set({ status: 'refused', decided_at: now }).where('id', '=', inviteId).execute(),

  /** Pending invites to a user, to visible teams, newest first. */
  invitesTo: (db: Executor, userId: number) =>
    db
      .selectFrom('team_invites')
      .innerJoin('teams', 'teams.id', 'team_invites.team_id')
      .select(['team_invites.id', 'team_invites.team_id', 'teams.name', 'team_invites.from_user_id', 'team_invites.created_at'])
      .where('team_invites.to_user_id', '=', userId)
      .where('team_invites.status', '=', 'pending')
      .where('teams.hidden_at', 'is', null)
      .orderBy('team_invites.id', 'desc')
      .execute(),

  /** Pending invites of a team (the picker marks who is invited already). */
  pendingInvitees: async (db: Executor, teamId: number) =>
    new Set(
      (
        await db.selectFrom('team_invites').select('to_user_id').where('team_id', '=', teamId).where('status', '=', 'pending').execute()
      ).map((r) => r.to_user_id),
    ),

  friendIds: async (db: Executor, userId: number) =>
    (await db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute()).map((r) => r.friend_id),

  isFriend: async (db: Executor, userId: number, otherId: number) =>
    (await db
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', userId)
      .where('friend_id', '=', otherId)
      .executeTakeFirst()) !== undefined,

  /** Users' nicknames and avatar etags, for their cards. */
  people: (db: Executor, ids: number[]) =>
    db
      .selectFrom('users')
      .leftJoin('user_avatars', 'user_avatars.user_id', 'users.id')
      .select(['users.id', 'users.nickname', 'user_avatars.etag'])
      .where('users.id', 'in', ids)
      .execute(),

  /** Members' study days between two local days (inclusive). */
  studyDays: (db: Executor, userIds: number[], from: string, to: string) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('study_days')
          .select(['user_id', 'reviews', 'ms', 'first_reviews'])
          .where('user_id', 'in', userIds)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute(),

  /** Points earned (positive ledger rows) by members in a time range. */
  pointsEarned: (db: Executor, userIds: number[], from: number, to: number) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('points_ledger')
          .select((eb) => ['user_id', eb.fn.sum<number>('amount').as('points')])
          .where('user_id', 'in', userIds)
          .where('amount', '>', 0)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .groupBy('user_id')
          .execute(),
};
