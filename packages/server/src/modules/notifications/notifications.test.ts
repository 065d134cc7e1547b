/**
 * The info tab on a real database: notices with their actor and the friend request's state, paging,
 * unread counts (news included), marking read; system news in the caller's language, opened by id.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { SEED_NEWS } from '../news/seed.js';
import { notify } from './notify.js';

describe.each(backends)('notifications and news on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    a = await signUp(t, '13800138021');
    b = await signUp(t, '13800138022');
  });
  afterEach(async () => t.close());

  const call = (s: Session | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(s ? auth(s) : {}), 'accept-language': lang } });
  const id = (s: Session) => s.userInfo.id;

  it('every endpoint needs a token', async () => {
    for (const url of ['/api/notifications', '/api/notifications/unread-count', '/api/news', '/sysNews/getMessageById?id=1']) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'POST', '/api/notifications/read', { all: true })).statusCode).toBe(401);
  });

  it('a friend request notice carries the actor and the request state; answering it marks it read', async () => {
    const sent = (await call(a, 'POST', '/api/friends/requests', { userId: id(b), message: 'hello' })).json().data;
    const before = (await call(b, 'GET', '/api/notifications')).json().data;
    expect(before.items).toHaveLength(1);
    expect(before.items[0]).toMatchObject({
      kind: 'friend_request',
      actor: { id: id(a) },
      refId: String(sent.requestId),
      payload: { message: 'hello' },
      read: false,
      requestStatus: 'pending',
    });
    expect((await call(b, 'GET', '/api/notifications/unread-count')).json().data).toEqual({
      notices: 1,
      news: SEED_NEWS.length,
      total: 1 + SEED_NEWS.length,
    });
    // A sees nothing of B's notices.
    expect((await call(a, 'GET', '/api/notifications')).json().data.items).toEqual([]);

    await call(b, 'POST', `/api/friends/requests/${sent.requestId}/accept`);
    const after = (await call(b, 'GET', '/api/notifications')).json().data.items[0];
    expect(after).toMatchObject({ read: true, requestStatus: 'accepted' });
    const aNotices = (await call(a, 'GET', '/api/notifications')).json().data.items;
    expect(aNotices.map((n: { kind: string }) => n.kind)).toEqual(['friend_accepted']);
  });

  it('a block hides the notices between the two and their unread count', async () => {
    await call(a, 'POST', '/api/friends/requests', { userId: id(b) });
    await notify(t.app.db, { userId: id(b), kind: 'team_invite', actorId: id(a), payload: { teamName: 'Owls' } });
    expect((await call(b, 'GET', '/api/notifications/unread-count')).json().data.notices).toBe(2);
    await call(b, 'POST', '/black/addUserBlack', { userId: id(a) });
    expect((await call(b, 'GET', '/api/notifications')).json().data.items).toEqual([]);
    expect((await call(b, 'GET', '/api/notifications/unread-count')).json().data.notices).toBe(0);
    // Unblocked: the old notices come back, read.
    await call(b, 'POST', '/black/removeUserBlack', { userId: id(a) });
    const back = (await call(b, 'GET', '/api/notifications')).json().data.items;
    expect(back.map((n: { kind: string; read: boolean }) => [n.kind, n.read])).toEqual([
      ['team_invite', true],
      ['friend_request', true],
    ]);
    expect(back[1].requestStatus).toBe('cancelled');
  });

  it('pages with before, marks some read by id (only mine) or all, news included', async () => {
    for (let i = 0; i < 5; i++) await notify(t.app.db, { userId: id(a), kind: 'team_invite', refId: i, payload: { teamName: `T${i}` } });
    await notify(t.app.db, { userId: id(b), kind: 'mentor_link', payload: { relation: 'mentor' } });
    const first = (await call(a, 'GET', '/api/notifications?limit=3')).json().data;
    expect(first.items.map((n: { payload: { teamName: string } }) => n.payload.teamName)).toEqual(['T4', 'T3', 'T2']);
    const rest = (await call(a, 'GET', `/api/notifications?limit=3&before=${first.nextBefore}`)).json().data;
    expect(rest.items.map((n: { payload: { teamName: string } }) => n.payload.teamName)).toEqual(['T1', 'T0']);
    expect(rest.nextBefore).toBeNull();

    const bNotice = (await call(b, 'GET', '/api/notifications')).json().data.items[0].id;
    const marked = await call(a, 'POST', '/api/notifications/read', { ids: [first.items[0].id, bNotice] });
    expect(marked.json().data).toEqual({ marked: 1 });
    expect((await call(b, 'GET', '/api/notifications/unread-count')).json().data.notices).toBe(1);
    expect((await call(a, 'GET', '/api/notifications/unread-count')).json().data.notices).toBe(4);

    expect((await call(a, 'POST', '/api/notifications/read', { all: true })).json().data).toEqual({ marked: 4 + SEED_NEWS.length });
    expect((await call(a, 'GET', '/api/notifications/unread-count')).json().data).toEqual({ notices: 0, news: 0, total: 0 });
    expect((await call(b, 'GET', '/api/notifications/unread-count')).json().data.total).toBe(1 + SEED_NEWS.length);
    expect((await call(a, 'POST', '/api/notifications/read', { ids: [] })).statusCode).toBe(422);
    expect((await call(a, 'POST', '/api/notifications/read', { all: false })).statusCode).toBe(422);
  });

  it('news in the caller language, opened by id marks it read; unknown id 404; bad id 422', async () => {
    const list = (await call(a, 'GET', '/api/news', undefined, 'es')).json().data.items;
    expect(list).toHaveLength(SEED_NEWS.length);
    const welcome = list.find((n: { kind: string }) => n.kind === 'welcome');
    expect(welcome).toMatchObject({ title: SEED_NEWS[0]?.titles.es, read: false });
    const opened = await call(a, 'GET', `/sysNews/getMessageById?id=${welcome.id}`, undefined, 'ko');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ id: welcome.id, title: SEED_NEWS[0]?.titles.ko, body: SEED_NEWS[0]?.bodies.ko, read: true });
    expect((await call(a, 'GET', '/api/news')).json().data.items.find((n: { id: number }) => n.id === welcome.id).read).toBe(true);
    // B's read marks are B's own.
    expect((await call(b, 'GET', '/api/news')).json().data.items.every((n: { read: boolean }) => !n.read)).toBe(true);
    const missing = await call(a, 'GET', '/sysNews/getMessageById?id=999999', undefined, 'zh');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('该消息不存在');
    expect((await call(a, 'GET', '/sysNews/getMessageById?id=abc')).statusCode).toBe(422);
  });
});
