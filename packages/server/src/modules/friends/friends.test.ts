/**
 * Friends on a real database: exact phone search only for users who allow it (the same answer for
 * unknown and hidden phones), share codes, requests (send, duplicate, reverse, accept, refuse),
 * the list with streak and today's study, removal, user cards, rate limits and every refusal.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { REQUESTS_PER_HOUR } from './service.js';

describe.each(backends)('friends on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let c: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    a = await signUp(t, '13800138001');
    b = await signUp(t, '13800138002');
    c = await signUp(t, '13800138003');
  });
  afterEach(async () => t.close());

  const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(s ? auth(s) : {}), 'accept-language': lang } });
  const id = (s: Session) => s.userInfo.id;
  const request = (from: Session, to: Session, message?: string) =>
    call(from, 'POST', '/api/friends/requests', { userId: id(to), ...(message ? { message } : {}) });
  const befriend = async (x: Session, y: Session) => {
    const sent = (await request(x, y)).json().data;
    expect((await call(y, 'POST', `/api/friends/requests/${sent.requestId}/accept`)).statusCode).toBe(200);
  };

  it('every endpoint needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/friends'],
      ['POST', '/api/friends/search'],
      ['GET', '/api/friends/code'],
      ['GET', '/api/friends/by-code/ABCDEFGH'],
      ['PUT', '/api/friends/privacy'],
      ['GET', '/api/friends/requests'],
      ['POST', '/api/friends/requests'],
      ['POST', '/api/friends/requests/1/accept'],
      ['POST', '/api/friends/requests/1/refuse'],
      ['DELETE', '/api/friends/1'],
      ['GET', '/api/users/1/card'],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('phone search finds only users who allow it, and answers alike for unknown and hidden phones', async () => {
    const hidden = await call(a, 'POST', '/api/friends/search', { phone: '13800138002' });
    const unknown = await call(a, 'POST', '/api/friends/search', { phone: '13900000000' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.json().data).toEqual({ user: null });

    expect((await call(b, 'PUT', '/api/friends/privacy', { findableByPhone: true })).json().data).toEqual({ findableByPhone: true });
    const found = (await call(a, 'POST', '/api/friends/search', { phone: '+86 138-0013-8002' })).json().data;
    expect(found.user).toEqual({ id: id(b), nickname: null, avatarUrl: null });
    expect(JSON.stringify(found)).not.toContain('13800138002');
    // Not a prefix search.
    expect((await call(a, 'POST', '/api/friends/search', { phone: '1380013800' })).statusCode).toBe(422);
    // A block hides the user from the search too.
    await call(b, 'POST', '/black/addUserBlack', { userId: id(a) });
    expect((await call(a, 'POST', '/api/friends/search', { phone: '13800138002' })).json().data).toEqual({ user: null });
  });

  it('share codes: created once, unique, unambiguous; found by code case-insensitively', async () => {
    const first = (await call(a, 'GET', '/api/friends/code')).json().data;
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect((await call(a, 'GET', '/api/friends/code')).json().data.code).toBe(first.code);
    expect((await call(b, 'GET', '/api/friends/code')).json().data.code).not.toBe(first.code);
    const byCode = await call(b, 'GET', `/api/friends/by-code/${first.code.toLowerCase()}`);
    expect(byCode.json().data).toEqual({ id: id(a), nickname: null, avatarUrl: null });
    expect((await call(b, 'GET', '/api/friends/by-code/ZZZZZZZZ')).statusCode).toBe(404);
    const bad = await call(b, 'GET', '/api/friends/by-code/0O1I', undefined, 'zh');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('好友码无效：应为 8 位字母和数字');
  });

  it('a request, then accept: both are friends, notices written, the list shows streak and today', async () => {
    const sent = await request(a, b, 'hi!');
    expect(sent.json().data.state).toBe('pending');
    // The same request again answers the pending one.
    expect((await request(a, b)).json().data.requestId).toBe(sent.json().data.requestId);
    expect(await countRows(t.app.db, 'friend_requests')).toBe(1);
    const lists = (await call(b, 'GET', '/api/friends/requests')).json().data;
    expect(lists.incoming).toHaveLength(1);
    expect(lists.incoming[0]).toMatchObject({ message: 'hi!', user: { id: id(a) } });
    expect((await call(a, 'GET', '/api/friends/requests')).json().data.outgoing[0].user.id).toBe(id(b));
    expect((await call(b, 'GET', '/api/friends')).json().data.pendingIncoming).toBe(1);

    // Only the addressee may answer.
    expect((await call(a, 'POST', `/api/friends/requests/${sent.json().data.requestId}/accept`)).statusCode).toBe(404);
    expect((await call(c, 'POST', `/api/friends/requests/${sent.json().data.requestId}/refuse`)).statusCode).toBe(404);
    expect((await call(b, 'POST', `/api/friends/requests/${sent.json().data.requestId}/accept`)).statusCode).toBe(200);
    expect((await call(b, 'POST', `/api/friends/requests/${sent.json().data.requestId}/accept`)).statusCode).toBe(409);

    // B studied today and yesterday: a streak of 2.
    const now = Date.now();
    const tz = (await t.app.db.selectFrom('users').select('time_zone').where('id', '=', id(b)).executeTakeFirstOrThrow()).time_zone;
    expect(tz).toBeTruthy();
    const local = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(ms));
    await t.app.db
      .insertInto('study_days')
      .values([
        { user_id: id(b), day: local(now), reviews: 12, ms: 600_000, first_reviews: 5 },
        { user_id: id(b), day: local(now - 86_400_000), reviews: 3, ms: 60_000, first_reviews: 1 },
      ])
      .execute();
    const friends = (await call(a, 'GET', '/api/friends')).json().data;
    expect(friends.items).toHaveLength(1);
    expect(friends.items[0]).toMatchObject({ id: id(b), streak: 2, todayMinutes: 10, todayReviews: 12, todayNewWords: 5 });
    expect((await call(b, 'GET', '/api/friends')).json().data.items.map((f: { id: number }) => f.id)).toEqual([id(a)]);

    const kinds = await t.app.db.selectFrom('notifications').select(['user_id', 'kind']).orderBy('id').execute();
    expect(kinds.map((k) => [Number(k.user_id), k.kind])).toEqual([
      [id(b), 'friend_request'],
      [id(a), 'friend_accepted'],
    ]);
    // Friends cannot ask again.
    expect((await request(a, b)).statusCode).toBe(409);
  });

  it('a request to someone who already asked me makes us friends', async () => {
    await request(a, b);
    const back = (await request(b, a)).json().data;
    expect(back.state).toBe('friends');
    expect(await countRows(t.app.db, 'friendships')).toBe(2);
    expect(await countRows(t.app.db, 'friend_requests')).toBe(1);
  });

  it('refuse: no friendship, the sender may ask again later', async () => {
    const sent = (await request(a, b)).json().data;
    expect((await call(b, 'POST', `/api/friends/requests/${sent.requestId}/refuse`)).statusCode).toBe(200);
    expect(await countRows(t.app.db, 'friendships')).toBe(0);
    expect((await call(b, 'POST', `/api/friends/requests/${sent.requestId}/accept`)).statusCode).toBe(409);
    expect((await request(a, b)).json().data.requestId).not.toBe(sent.requestId);
  });

  it('refuses self, unknown users, bad input and blocked pairs, changing nothing', async () => {
    expect((await request(a, a)).statusCode).toBe(422);
    expect((await call(a, 'POST', '/api/friends/requests', { userId: 999999 })).statusCode).toBe(404);
    const invalid = await call(a, 'POST', '/api/friends/requests', { userId: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().data.error).toBe('validation');
    expect((await request(a, b, 'x'.repeat(61))).statusCode).toBe(422);
    await call(b, 'POST', '/black/addUserBlack', { userId: id(a) });
    const blocked = await request(a, b);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().data.error).toBe('social.blocked');
    expect((await request(b, a)).statusCode).toBe(403);
    expect(await countRows(t.app.db, 'friend_requests')).toBe(0);
    expect(await countRows(t.app.db, 'notifications')).toBe(0);
  });

  it('a request accepted after a block is refused', async () => {
    const sent = (await request(a, b)).json().data;
    await call(a, 'POST', '/black/addUserBlack', { userId: id(b) });
    // Blocking cancelled the request.
    expect((await call(b, 'POST', `/api/friends/requests/${sent.requestId}/accept`)).statusCode).toBe(409);
    expect(await countRows(t.app.db, 'friendships')).toBe(0);
  });

  it('rate-limits friend requests per user', async () => {
    const others: Session[] = [];
    for (let i = 0; i <= REQUESTS_PER_HOUR; i++) others.push(await signUp(t, `1390000${String(i).padStart(4, '0')}`));
    for (const o of others.slice(0, REQUESTS_PER_HOUR)) expect((await request(c, o)).statusCode).toBe(200);
    const over = await request(c, others[REQUESTS_PER_HOUR] as Session);
    expect(over.statusCode).toBe(429);
    expect(over.json().data.error).toBe('friends.tooManyRequests');
    expect(await countRows(t.app.db, 'friend_requests')).toBe(REQUESTS_PER_HOUR);
  });

  it('remove a friend: both rows go; removing a non-friend is 404', async () => {
    await befriend(a, b);
    expect((await call(b, 'DELETE', `/api/friends/${id(a)}`)).statusCode).toBe(200);
    expect(await countRows(t.app.db, 'friendships')).toBe(0);
    expect((await call(a, 'DELETE', `/api/friends/${id(b)}`)).statusCode).toBe(404);
  });

  it('user cards: friend state both ways, blocked state, never the phone', async () => {
    const sent = (await request(a, b)).json().data;
    expect((await call(a, 'GET', `/api/users/${id(b)}/card`)).json().data).toMatchObject({ friendState: 'outgoing', blocked: false });
    const card = (await call(b, 'GET', `/api/users/${id(a)}/card`)).json().data;
    expect(card).toMatchObject({ id: id(a), friendState: 'incoming', requestId: sent.requestId, blocked: false, blockedMe: false });
    expect(JSON.stringify(card)).not.toContain('13800138001');
    expect((await call(a, 'GET', `/api/users/${id(a)}/card`)).json().data.friendState).toBe('self');
    await call(a, 'POST', '/black/addUserBlack', { userId: id(b) });
    expect((await call(a, 'GET', `/api/users/${id(b)}/card`)).json().data).toMatchObject({ blocked: true, friendState: 'none' });
    expect((await call(b, 'GET', `/api/users/${id(a)}/card`)).json().data).toMatchObject({ blockedMe: true, level: null });
    expect((await call(a, 'GET', '/api/users/999999/card')).statusCode).toBe(404);
  });

  it('battle invites to a friend write a notice; to a non-friend or across a block they are refused', async () => {
    const invite = (to: Session) => call(a, 'POST', '/api/battle/invites', { lang: 'en', level: 3, toUserId: id(to) });
    const refused = await invite(b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.error).toBe('friends.notFriends');
    await befriend(a, b);
    const ok = await invite(b);
    expect(ok.statusCode).toBe(200);
    const notice = await t.app.db.selectFrom('notifications').selectAll().where('kind', '=', 'battle_invite').executeTakeFirstOrThrow();
    expect(Number(notice.user_id)).toBe(id(b));
    expect(JSON.parse(notice.payload)).toMatchObject({ code: ok.json().data.code, lang: 'en', level: 3 });
    await call(b, 'POST', '/black/addUserBlack', { userId: id(a) });
    expect((await invite(b)).json().data.error).toBe('social.blocked');
  });
});
