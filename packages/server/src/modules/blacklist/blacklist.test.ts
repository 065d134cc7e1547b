/**
 * The blacklist on a real database: add (ends the friendship and pending requests in one
 * transaction), remove, the page and the id list; refusals for self, unknown users and bad input.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { isBlockedBetween } from './blocks.js';

describe.each(backends)('blacklist on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let c: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    a = await signUp(t, '13800138011');
    b = await signUp(t, '13800138012');
    c = await signUp(t, '13800138013');
  });
  afterEach(async () => t.close());

  const call = (s: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(s ? auth(s) : {}), 'accept-language': lang } });
  const id = (s: Session) => s.userInfo.id;
  const blockUser = (s: Session, other: Session) => call(s, 'POST', '/black/addUserBlack', { userId: id(other) });

  it('every endpoint needs a token', async () => {
    expect((await call(null, 'POST', '/black/addUserBlack', { userId: 1 })).statusCode).toBe(401);
    expect((await call(null, 'POST', '/black/removeUserBlack', { userId: 1 })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/black/getPage')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/black/getUserBlack')).statusCode).toBe(401);
  });

  it('blocking a friend ends the friendship and every pending request between the two', async () => {
    const sent = (await call(a, 'POST', '/api/friends/requests', { userId: id(b) })).json().data;
    await call(b, 'POST', `/api/friends/requests/${sent.requestId}/accept`);
    await call(c, 'POST', '/api/friends/requests', { userId: id(a) });
    await call(a, 'POST', '/api/friends/requests', { userId: id(c) }); // accepts c's request
    await call(c, 'DELETE', `/api/friends/${id(a)}`);
    await call(c, 'POST', '/api/friends/requests', { userId: id(a) });
    expect(await countRows(t.app.db, 'friendships')).toBe(2);

    const res = await blockUser(a, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: id(b), blocked: true });
    expect(await countRows(t.app.db, 'friendships')).toBe(0);
    expect(await isBlockedBetween(t.app.db, id(b), id(a))).toBe(true);
    // Again: the same answer, one row.
    expect((await blockUser(a, b)).statusCode).toBe(200);
    await blockUser(a, c);
    const pending = await t.app.db.selectFrom('friend_requests').select('status').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    expect(await countRows(t.app.db, 'blocks')).toBe(2);
  });

  it('the page and the ids, newest first; unblock', async () => {
    await blockUser(a, b);
    await blockUser(a, c);
    const page = (await call(a, 'GET', '/black/getPage?page=1&size=1')).json().data;
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(Object.keys(page.items[0]).sort()).toEqual(['avatarUrl', 'createdAt', 'nickname', 'userId']);
    const second = (await call(a, 'GET', '/black/getPage?page=2&size=1')).json().data;
    expect([page.items[0].userId, second.items[0].userId].sort()).toEqual([id(b), id(c)].sort());
    expect((await call(a, 'GET', '/black/getUserBlack')).json().data.userIds.sort()).toEqual([id(b), id(c)].sort());
    // B sees nothing of A's list.
    expect((await call(b, 'GET', '/black/getPage')).json().data).toEqual({ items: [], total: 0 });

    expect((await call(a, 'POST', '/black/removeUserBlack', { userId: id(b) })).json().data).toEqual({ userId: id(b), blocked: false });
    expect((await call(a, 'GET', '/black/getUserBlack')).json().data.userIds).toEqual([id(c)]);
    // Unblocked: a friend request goes through again.
    expect((await call(b, 'POST', '/api/friends/requests', { userId: id(a) })).statusCode).toBe(200);
    // B cannot lift A's block on C.
    await call(b, 'POST', '/black/removeUserBlack', { userId: id(c) });
    expect(await isBlockedBetween(t.app.db, id(a), id(c))).toBe(true);
  });

  it('refuses self, unknown users and bad input, changing nothing', async () => {
    const self = await call(a, 'POST', '/black/addUserBlack', { userId: id(a) }, 'ja');
    expect(self.statusCode).toBe(422);
    expect(self.json().msg).toBe('自分自身をブロックすることはできません');
    expect((await call(a, 'POST', '/black/addUserBlack', { userId: 999999 })).statusCode).toBe(404);
    const bad = await call(a, 'POST', '/black/addUserBlack', { userId: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toMatchObject({ error: 'validation' });
    expect((await call(a, 'GET', '/black/getPage?size=1000')).statusCode).toBe(422);
    expect(await countRows(t.app.db, 'blocks')).toBe(0);
  });
});
