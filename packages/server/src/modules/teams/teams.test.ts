/**
 * Teams on a real database: create (moderated, limited), join by code, invites between friends
 * only, accept/refuse, the team page with each member's week and the team goal, leave (hand-over,
 * deletion), remove (owner only); every forbidden and blocked path changes nothing.
 */
import { dayKey, type Session, TEAM_GOAL_PER_MEMBER, TEAM_MAX_PER_USER, type TeamDetail, weekKey } from '@qfl/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(backends)('teams on %s', (backend) => {
  let t: TestApp;
  let owner: Session;
  let friend: Session;
  let stranger: Session;
  let other: Session;
  const id = (s: Session) => s.userInfo.id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t, '13800138101', 'secret123', { timeZone: 'Asia/Shanghai' });
    friend = await signUp(t, '13800138102');
    stranger = await signUp(t, '13800138103');
    other = await signUp(t, '13800138104');
    await t.app.db.updateTable('users').set({ nickname: 'Owner' }).where('id', '=', id(owner)).execute();
    await t.app.db.updateTable('users').set({ nickname: 'Friend' }).where('id', '=', id(friend)).execute();
    for (const [a, b] of [
      [owner, friend],
      [owner, other],
    ] as const) {
      await t.app.db
        .insertInto('friendships')
        .values([
          { user_id: id(a), friend_id: id(b), created_at: 1 },
          { user_id: id(b), friend_id: id(a), created_at: 1 },
        ])
        .execute();
    }
  });
  afterAll(async () => t.close());
  // Each case starts without teams (members and invites go with them), so the per-user limit is not shared.
  afterEach(async () => {
    await t.app.db.deleteFrom('teams').execute();
  });

  const call = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': lang } });
  const create = async (s: Session, name = 'Night owls') => {
    const res = await call(s, 'POST', '/api/teams', { name, description: 'We study late' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; code: string };
  };
  const block = (a: Session, b: Session) =>
    t.app.db
      .insertInto('blocks')
      .values({ user_id: id(a), blocked_user_id: id(b), created_at: 1 })
      .execute();
  const unblock = (a: Session, b: Session) =>
    t.app.db.deleteFrom('blocks').where('user_id', '=', id(a)).where('blocked_user_id', '=', id(b)).execute();
  const notices = (s: Session, kind: string) =>
    t.app.db.selectFrom('notifications').selectAll().where('user_id', '=', id(s)).where('kind', '=', kind).execute();

  it('creates a team with a join code, the creator owning it; the name is moderated and checked', async () => {
    const team = await create(owner);
    expect(team.code).toMatch(/^[A-Z0-9]{6}$/);
    const mine = (await call(owner, 'GET', '/api/teams/mine')).json().data;
    expect(mine.items.find((i: { id: number }) => i.id === team.id)).toMatchObject({ name: 'Night owls', myRole: 'owner', memberCount: 1 });

    const before = await countRows(t.app.db, 'teams');
    const blocked = await call(owner, 'POST', '/api/teams', { name: 'fuck this' }, 'zh');
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().data.error).toBe('moderation.blocked');
    const empty = await call(owner, 'POST', '/api/teams', { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data).toMatchObject({ error: 'validation' });
    // 21 Chinese characters count 42 > 40.
    const long = await call(owner, 'POST', '/api/teams', { name: '长'.repeat(21) });
    expect(long.statusCode).toBe(422);
    expect(await countRows(t.app.db, 'teams')).toBe(before);
    expect((await call(owner, 'POST', '/api/teams', { name: '长'.repeat(20) })).statusCode).toBe(200);
  });

  it('a review verdict publishes the team and queues it for an admin; suspended users cannot create', async () => {
    const text = t.app.moderation.text;
    t.app.moderation.text = { check: () => ({ verdict: 'review', labels: ['contact'] }) };
    try {
      const team = await create(other, 'Call me maybe');
      const queued = await t.app.db.selectFrom('moderation_queue').selectAll().where('target_kind', '=', 'team').execute();
      expect(queued.map((q) => q.target_id)).toContain(String(team.id));
    } finally {
      t.app.moderation.text = text;
    }
    await t.app.db
      .updateTable('users')
      .set({ suspended_until: Date.now() + 3_600_000 })
      .where('id', '=', id(stranger))
      .execute();
    try {
      const res = await call(stranger, 'POST', '/api/teams', { name: 'Suspended' });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.error).toBe('social.suspended');
    } finally {
      await t.app.db.updateTable('users').set({ suspended_until: null }).where('id', '=', id(stranger)).execute();
    }
  });

  it('joins by code (any case); a second join, a wrong code and a block are refused', async () => {
    const team = await create(owner, 'Join me');
    const joined = await call(stranger, 'POST', '/api/teams/join', { code: team.code.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.team).toMatchObject({ id: team.id, myRole: 'member', memberCount: 2 });
    expect((await notices(owner, 'team_joined')).some((n) => n.ref_id === String(team.id))).toBe(true);

    const again = await call(stranger, 'POST', '/api/teams/join', { code: team.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('teams.alreadyMember');
    const wrong = await call(friend, 'POST', '/api/teams/join', { code: 'ZZZZZ9' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().data.error).toBe('teams.codeInvalid');
    const malformed = await call(friend, 'POST', '/api/teams/join', { code: 'x' });
    expect(malformed.statusCode).toBe(422);

    await block(owner, friend);
    try {
      const res = await call(friend, 'POST', '/api/teams/join', { code: team.code });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.error).toBe('social.blocked');
      expect((await call(owner, 'GET', `/api/teams/${team.id}`)).json().data.members).toHaveLength(2);
    } finally {
      await unblock(owner, friend);
    }
  });

  it('the team page is for members only and shows each member this week with the team goal', async () => {
    const team = await create(owner, 'Weekly');
    await call(friend, 'POST', '/api/teams/join', { code: team.code });
    const now = Date.now();
    const today = dayKey(now, 'Asia/Shanghai');
    const monday = weekKey(now, 'Asia/Shanghai');
    await t.app.db
      .insertInto('study_days')
      .values([
        { user_id: id(owner), day: today, reviews: 30, ms: 20 * 60_000, first_reviews: 12 },
        { user_id: id(friend), day: monday, reviews: 5, ms: 5 * 60_000 + 59_000, first_reviews: 3 },
        // Last week does not count.
        { user_id: id(friend), day: '2000-01-03', reviews: 99, ms: 99 * 60_000, first_reviews: 99 },
      ])
      .execute();
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: id(owner), amount: 15, reason: 'task', created_at: now, ref: null, balance_after: null },
        { user_id: id(owner), amount: -5, reason: 'spend', created_at: now, ref: null, balance_after: null },
      ])
      .execute();

    const res = await call(owner, 'GET', `/api/teams/${team.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data as TeamDetail;
    expect(detail.weekStart).toBe(monday);
    const byId = new Map(detail.members.map((m) => [m.id, m]));
    expect(byId.get(id(owner))).toMatchObject({
      nickname: 'Owner',
      role: 'owner',
      week: { words: 12, minutes: 20, reviews: 30, points: 15 },
    });
    expect(byId.get(id(friend))).toMatchObject({
      nickname: 'Friend',
      role: 'member',
      week: { words: 3, minutes: 5, reviews: 5, points: 0 },
    });
    expect(detail.goal.words).toMatchObject({ done: 15, target: TEAM_GOAL_PER_MEMBER.words * 2 });
    expect(detail.goal.minutes).toMatchObject({ done: 25, target: TEAM_GOAL_PER_MEMBER.minutes * 2 });

    const outsider = await call(stranger, 'GET', `/api/teams/${team.id}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().data.error).toBe('teams.notMember');
    expect((await call(stranger, 'GET', '/api/teams/999999')).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/teams/${team.id}/invitable`)).statusCode).toBe(403);
  });

  it('invites friends only, once, never across a block; the friend accepts or refuses', async () => {
    const team = await create(owner, 'Invites');
    const picker = (await call(owner, 'GET', `/api/teams/${team.id}/invitable`)).json().data.items as { id: number; invited: boolean }[];
    expect(picker.map((p) => p.id).sort()).toEqual([id(friend), id(other)].sort());

    const notFriend = await call(owner, 'POST', `/api/teams/${team.id}/invites`, { userId: id(stranger) });
    expect(notFriend.statusCode).toBe(403);
    expect(notFriend.json().data.error).toBe('teams.notFriend');
    const notMember = await call(friend, 'POST', `/api/teams/${team.id}/invites`, { userId: id(owner) });
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().data.error).toBe('teams.notMember');

    await block(friend, owner);
    try {
      const res = await call(owner, 'POST', `/api/teams/${team.id}/invites`, { userId: id(friend) });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.error).toBe('social.blocked');
      expect((await call(owner, 'GET', `/api/teams/${team.id}/invitable`)).json().data.items.map((p: { id: number }) => p.id)).toEqual([
        id(other),
      ]);
    } finally {
      await unblock(friend, owner);
    }

    const invited = await call(owner, 'POST', `/api/teams/${team.id}/invites`, { userId: id(friend) });
    expect(invited.statusCode, invited.body).toBe(200);
    const inviteId = invited.json().data.id as number;
    const notice = (await notices(friend, 'team_invite')).find((n) => n.ref_id === String(inviteId));
    expect(JSON.parse(notice?.payload ?? '{}')).toMatchObject({ teamName: 'Invites' });
    const twice = await call(owner, 'POST', `/api/teams/${team.id}/invites`, { userId: id(friend) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.error).toBe('teams.alreadyInvited');

    const mine = (await call(friend, 'GET', '/api/teams/mine')).json().data;
    expect(mine.invites.find((i: { id: number }) => i.id === inviteId)).toMatchObject({ teamName: 'Invites', from: { id: id(owner) } });
    // Somebody else cannot answer it.
    expect((await call(other, 'POST', `/api/teams/invites/${inviteId}/accept`)).statusCode).toBe(404);
    const accepted = await call(friend, 'POST', `/api/teams/invites/${inviteId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.team).toMatchObject({ id: team.id, memberCount: 2 });
    expect((await call(friend, 'POST', `/api/teams/invites/${inviteId}/accept`)).statusCode).toBe(404);

    const second = await call(owner, 'POST', `/api/teams/${team.id}/invites`, { userId: id(other) });
    const refused = await call(other, 'POST', `/api/teams/invites/${second.json().data.id}/refuse`);
    expect(refused.statusCode).toBe(200);
    expect((await call(other, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(403);
  });

  it('only the owner removes members, never themself; removal notifies', async () => {
    const team = await create(owner, 'Removal');
    await call(friend, 'POST', '/api/teams/join', { code: team.code });
    await call(stranger, 'POST', '/api/teams/join', { code: team.code });
    const byMember = await call(friend, 'DELETE', `/api/teams/${team.id}/members/${id(stranger)}`);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().data.error).toBe('teams.notOwner');
    const byOutsider = await call(other, 'DELETE', `/api/teams/${team.id}/members/${id(stranger)}`);
    expect(byOutsider.statusCode).toBe(403);
    const self = await call(owner, 'DELETE', `/api/teams/${team.id}/members/${id(owner)}`);
    expect(self.statusCode).toBe(422);
    expect((await call(owner, 'DELETE', `/api/teams/${team.id}/members/${id(other)}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/teams/${team.id}`)).json().data.members).toHaveLength(3);

    const removed = await call(owner, 'DELETE', `/api/teams/${team.id}/members/${id(stranger)}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/api/teams/${team.id}`)).statusCode).toBe(403);
    expect((await notices(stranger, 'team_removed')).some((n) => n.ref_id === String(team.id))).toBe(true);
  });

  it('the owner leaving hands the team to the oldest member; the last member leaving deletes it', async () => {
    const team = await create(owner, 'Leaving');
    await call(friend, 'POST', '/api/teams/join', { code: team.code });
    await call(stranger, 'POST', '/api/teams/join', { code: team.code });
    const left = await call(owner, 'POST', `/api/teams/${team.id}/leave`);
    expect(left.json().data).toEqual({ deleted: false, newOwnerId: id(friend) });
    const detail = (await call(friend, 'GET', `/api/teams/${team.id}`)).json().data as TeamDetail;
    expect(detail.team).toMatchObject({ ownerId: id(friend), myRole: 'owner', memberCount: 2 });
    expect((await call(owner, 'POST', `/api/teams/${team.id}/leave`)).statusCode).toBe(403);

    expect((await call(stranger, 'POST', `/api/teams/${team.id}/leave`)).json().data).toEqual({ deleted: false, newOwnerId: null });
    expect((await call(friend, 'POST', `/api/teams/${team.id}/leave`)).json().data).toEqual({ deleted: true, newOwnerId: null });
    expect(await t.app.db.selectFrom('teams').select('id').where('id', '=', team.id).executeTakeFirst()).toBeUndefined();
  });

  it('limits the teams per user', async () => {
    const fresh = await signUp(t, '13800138109');
    for (let i = 0; i < TEAM_MAX_PER_USER; i++) await create(fresh, `T${i}`);
    const res = await call(fresh, 'POST', '/api/teams', { name: 'One too many' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toMatchObject({ error: 'teams.tooMany', params: { max: TEAM_MAX_PER_USER } });
    const team = await create(owner, 'Cannot join');
    const join = await call(fresh, 'POST', '/api/teams/join', { code: team.code });
    expect(join.json().data.error).toBe('teams.tooMany');
  });

  it('refuses without a token', async () => {
    expect((await t.app.inject({ url: '/api/teams/mine' })).statusCode).toBe(401);
  });
});
