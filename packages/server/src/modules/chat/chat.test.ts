/**
 * Chat over the real app (SQLite, and PostgreSQL + Redis when configured): sending between
 * friends with the frame arriving live on the receiver's socket, history pages, conversations
 * with unread counts, read marks, team chat, shares, the emoji list, and every refusal — not
 * friends, blocked (either direction), not a member, suspended, moderation, too long, too fast,
 * bad tickets — each of which writes nothing.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';
import { pushToUser } from './hub.js';
import { type ChatClient, befriend, connectChat, get, makeTeam, send, wsBase } from './test/client.js';
import WebSocket from 'ws';

describe.each(backends)('chat (%s)', (backend) => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let c: Session;
  const open: ChatClient[] = [];
  const conn = async (s: Session) => {
    const client = await connectChat(t.app, s);
    open.push(client);
    return client;
  };

  beforeEach(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    a = await signUp(t, '13800000101');
    b = await signUp(t, '13800000102');
    c = await signUp(t, '13800000103');
    await befriend(t.app, a.userInfo.id, b.userInfo.id);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await t.close();
  });

  it("delivers a message live to the receiver and the sender's other tab, stores it, and counts it unread until read", async () => {
    const bSocket = await conn(b);
    const aOtherTab = await conn(a);
    const res = await send(t.app, a, { toUserId: b.userInfo.id, text: 'hello 你好 😀' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    const frame = await bSocket.next('message', (f) => f.message.id === id);
    expect(frame.message).toMatchObject({ senderId: a.userInfo.id, toUserId: b.userInfo.id, text: 'hello 你好 😀', kind: 'text' });
    await aOtherTab.next('message', (f) => f.message.id === id);

    const hist = (await get(t.app, b, `/api/chat/messages?withUserId=${a.userInfo.id}`)).json().data;
    expect(hist.items.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(hist.users.map((u: { id: number }) => u.id)).toContain(a.userInfo.id);

    const convs = (await get(t.app, b, '/api/chat/conversations')).json().data.items;
    expect(convs).toEqual([expect.objectContaining({ kind: 'user', unread: 1, peer: expect.objectContaining({ id: a.userInfo.id }) })]);
    expect((await get(t.app, b, '/api/chat/unread-count')).json().data.total).toBe(1);
    // The sender has nothing unread.
    expect((await get(t.app, a, '/api/chat/unread-count')).json().data.total).toBe(0);

    const aSocket = aOtherTab;
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat/read',
      payload: { withUserId: a.userInfo.id, lastReadId: id + 1000 },
      headers: { authorization: `Token ${b.token}` },
    });
    expect(read.json().data.lastReadId).toBe(id); // capped at the newest message
    expect((await aSocket.next('read', (f) => f.userId === b.userInfo.id)).lastReadId).toBe(id);
    expect((await get(t.app, b, '/api/chat/unread-count')).json().data.total).toBe(0);
    // The read mark only moves forward.
    await t.app.inject({
      method: 'POST',
      url: '/api/chat/read',
      payload: { conv: hist.conv, lastReadId: 0 },
      headers: { authorization: `Token ${b.token}` },
    });
    expect((await get(t.app, a, `/api/chat/messages?withUserId=${b.userInfo.id}`)).json().data.peerLastReadId).toBe(id);
  });

  it('keeps messages for a receiver who was offline: they read them later with the unread count', async () => {
    for (const text of ['one', 'two', 'three']) expect((await send(t.app, a, { toUserId: b.userInfo.id, text })).statusCode).toBe(200);
    const later = await conn(b);
    expect(later.frames.filter((f) => f.type === 'message')).toEqual([]);
    expect((await get(t.app, b, '/api/chat/unread-count')).json().data.total).toBe(3);
    const hist = (await get(t.app, b, `/api/chat/messages?withUserId=${a.userInfo.id}`)).json().data;
    expect(hist.items.map((m: { text: string }) => m.text)).toEqual(['three', 'two', 'one']);
  });

  it('pages history newest first with before and limit, leaving hidden messages out', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await send(t.app, a, { toUserId: b.userInfo.id, text: `m${i}` })).json().data.id);
    await t.app.db
      .updateTable('chat_messages')
      .set({ hidden_at: Date.now() })
      .where('id', '=', ids[3] as number)
      .execute();
    const p1 = (await get(t.app, a, `/api/chat/messages?withUserId=${b.userInfo.id}&limit=2`)).json().data;
    expect(p1.items.map((m: { text: string }) => m.text)).toEqual(['m4', 'm2']);
    expect(p1.hasMore).toBe(true);
    const p2 = (await get(t.app, a, `/api/chat/messages?withUserId=${b.userInfo.id}&limit=2&before=${p1.items[1].id}`)).json().data;
    expect(p2.items.map((m: { text: string }) => m.text)).toEqual(['m1', 'm0']);
    expect(p2.hasMore).toBe(false);
  });

  it('refuses non-friends and blocks in either direction with a clear error, writing nothing', async () => {
    const notFriend = await send(t.app, a, { toUserId: c.userInfo.id, text: 'hi' });
    expect(notFriend.statusCode).toBe(403);
    expect(notFriend.json().data.error).toBe('chat.notFriends');
    await t.app.db
      .insertInto('blocks')
      .values({ user_id: b.userInfo.id, blocked_user_id: a.userInfo.id, created_at: Date.now() })
      .execute();
    const bSocket = await conn(b);
    const blocked = await send(t.app, a, { toUserId: b.userInfo.id, text: 'hi' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().data.error).toBe('social.blocked');
    expect(blocked.json().msg).toBe('你们之间存在拉黑关系，无法进行此操作');
    const blockedEn = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { toUserId: a.userInfo.id, text: 'hi' },
      headers: { authorization: `Token ${b.token}`, 'accept-language': 'en' },
    });
    expect(blockedEn.json().msg).toBe('You cannot do this: one of you has blocked the other');
    const self = await send(t.app, a, { toUserId: a.userInfo.id, text: 'me' });
    expect(self.statusCode).toBe(422);
    expect(await countRows(t.app.db, 'chat_messages')).toBe(0);
    expect(bSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
  });

  it("validates the body: empty, too long by the spec's counting, no or two targets", async () => {
    const cases: [object, string][] = [
      [{ toUserId: b.userInfo.id, text: '   ' }, 'text'],
      [{ toUserId: b.userInfo.id, text: '字'.repeat(501) }, 'text'],
      [{ text: 'hi' }, 'toUserId'],
      [{ toUserId: b.userInfo.id, teamId: 1, text: 'hi' }, 'toUserId'],
      [{ toUserId: b.userInfo.id, kind: 'word' }, 'ref'],
    ];
    for (const [body, field] of cases) {
      const res = await send(t.app, a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().data.error).toBe('validation');
      expect(JSON.stringify(res.json().data)).toContain(field);
    }
    // 500 CJK characters count 1000: exactly the limit.
    expect((await send(t.app, a, { toUserId: b.userInfo.id, text: '字'.repeat(500) })).statusCode).toBe(200);
    expect(await countRows(t.app.db, 'chat_messages')).toBe(1);
  });

  it('runs team chat for members only', async () => {
    const teamId = await makeTeam(t.app, a.userInfo.id, [b.userInfo.id], 'Readers');
    const bSocket = await conn(b);
    const res = await send(t.app, a, { teamId, text: 'team hello' });
    expect(res.statusCode).toBe(200);
    expect((await bSocket.next('message')).message).toMatchObject({ teamId, conv: `t:${teamId}`, text: 'team hello' });
    const convs = (await get(t.app, b, '/api/chat/conversations')).json().data.items;
    expect(convs).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'team', team: { id: teamId, name: 'Readers' }, unread: 1 })]),
    );
    const outsider = await send(t.app, c, { teamId, text: 'let me in' });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().data.error).toBe('chat.notMember');
    expect((await get(t.app, c, `/api/chat/messages?teamId=${teamId}`)).statusCode).toBe(403);
    expect((await get(t.app, a, `/api/chat/messages?teamId=${teamId}`)).json().data.items).toHaveLength(1);
    // Someone else's 1:1 conversation is not readable by key.
    const conv = `u:${Math.min(a.userInfo.id, b.userInfo.id)}:${Math.max(a.userInfo.id, b.userInfo.id)}`;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/chat/read',
      payload: { conv, lastReadId: 1 },
      headers: { authorization: `Token ${c.token}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await countRows(t.app.db, 'chat_messages')).toBe(1);
  });

  it('shares a word card and a public book; refuses a private book and an unknown id', async () => {
    const fixture = await seedStudyFixture(t.app);
    const word = await send(t.app, a, { toUserId: b.userInfo.id, kind: 'word', ref: { id: fixture.entryIds[0] } });
    expect(word.statusCode).toBe(200);
    expect(word.json().data.message.ref).toMatchObject({ kind: 'word', id: fixture.entryIds[0], lang: 'en', headword: 'apple' });
    const book = await send(t.app, a, { toUserId: b.userInfo.id, kind: 'book', ref: { id: fixture.wordBookId }, text: 'try this' });
    expect(book.statusCode).toBe(200);
    expect(book.json().data.message).toMatchObject({ kind: 'book', text: 'try this', ref: { kind: 'book', id: fixture.wordBookId } });
    const priv = await t.app.db
      .insertInto('books')
      .values({
        slug: 'mine',
        type: 'word',
        lang: 'en',
        category: 'exam_CET4',
        level: 3,
        titles: '{"en":"Mine"}',
        descriptions: '{}',
        status: 'private',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        owner_id: a.userInfo.id,
        builtin: 0,
        item_count: 1,
        group_size: 20,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await send(t.app, a, { toUserId: b.userInfo.id, kind: 'book', ref: { id: Number(priv.id) } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.error).toBe('chat.bookNotShareable');
    const unknown = await send(t.app, a, { toUserId: b.userInfo.id, kind: 'word', ref: { id: 99999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(await countRows(t.app.db, 'chat_messages')).toBe(2);
  });

  it('moderates: a blocked text is refused, a review verdict is delivered and queued; a suspended user cannot send', async () => {
    const blocked = await send(t.app, a, { toUserId: b.userInfo.id, text: 'you are a fucking idiot' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().data.error).toBe('moderation.blocked');
    expect(await countRows(t.app.db, 'chat_messages')).toBe(0);

    const original = t.app.moderation.text;
    t.app.moderation.text = { check: () => ({ verdict: 'review', labels: ['test:borderline'] }) };
    try {
      const review = await send(t.app, a, { toUserId: b.userInfo.id, text: 'borderline' });
      expect(review.statusCode).toBe(200);
      const queued = await t.app.db.selectFrom('moderation_queue').selectAll().execute();
      expect(queued).toEqual([
        expect.objectContaining({ target_kind: 'message', target_id: String(review.json().data.id), content: 'borderline' }),
      ]);
    } finally {
      t.app.moderation.text = original;
    }

    await t.app.db
      .updateTable('users')
      .set({ suspended_until: Date.now() + 3_600_000 })
      .where('id', '=', a.userInfo.id)
      .execute();
    const suspended = await send(t.app, a, { toUserId: b.userInfo.id, text: 'hello' });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().data.error).toBe('social.suspended');
    expect(await countRows(t.app.db, 'chat_messages')).toBe(1);
  });

  it('treats a resend with the same clientId as the same message, and limits messages per minute', async () => {
    const first = await send(t.app, a, { toUserId: b.userInfo.id, text: 'once', clientId: 'c-1' });
    const again = await send(t.app, a, { toUserId: b.userInfo.id, text: 'once', clientId: 'c-1' });
    expect(again.json().data.id).toBe(first.json().data.id);
    for (let i = 1; i < 30; i++) {
      const res = await send(t.app, a, { toUserId: b.userInfo.id, text: `message ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await send(t.app, a, { toUserId: b.userInfo.id, text: 'too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.error).toBe('chat.rateLimited');
    expect(await countRows(t.app.db, 'chat_messages')).toBe(30);
  });

  it('stores one message for copies of a send with the same clientId sent at once, and answers each with its id', async () => {
    // The race made certain: each copy waits at the rate counter (after the service's look for an
    // earlier copy, before the insert) until all four have found none.
    const COPIES = 4;
    const kv = t.app.kv;
    const incr = kv.incr.bind(kv);
    const held: (() => void)[] = [];
    kv.incr = async (key, ttl) => {
      if (key.startsWith('chat:rate:') && held.length < COPIES) {
        await new Promise<void>((go) => {
          held.push(go);
          if (held.length === COPIES) for (const release of held) release();
        });
      }
      return incr(key, ttl);
    };
    const copies = await Promise.all(
      Array.from({ length: COPIES }, () => send(t.app, a, { toUserId: b.userInfo.id, text: 'just once', clientId: 'c-par' })),
    ).finally(() => {
      kv.incr = incr;
    });
    expect(held.length).toBe(COPIES);
    for (const res of copies) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(copies.map((res) => res.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await t.app.db.selectFrom('chat_messages').select(['id', 'client_id']).where('sender_id', '=', a.userInfo.id).execute();
    expect(rows.map((r) => [Number(r.id), r.client_id])).toEqual([[[...ids][0], 'c-par']]);
    // The same clientId from another sender is another message.
    const other = await send(t.app, b, { toUserId: a.userInfo.id, text: 'mine', clientId: 'c-par' });
    expect(other.statusCode).toBe(200);
    expect(ids.has(other.json().data.id)).toBe(false);
    expect(await countRows(t.app.db, 'chat_messages')).toBe(2);
  });

  it("opens the socket only with a valid, unused ticket; pushToUser reaches the user's sockets", async () => {
    const refuse = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
      });
    expect(await refuse(`${wsBase(t.app)}/ws/chat/`)).toBe(401);
    expect(await refuse(`${wsBase(t.app)}/ws/chat/?ticket=nope`)).toBe(401);
    // A battle ticket does not open the chat.
    const battle = await t.app.inject({ method: 'POST', url: '/api/battle/ticket', headers: { authorization: `Token ${a.token}` } });
    expect(await refuse(`${wsBase(t.app)}/ws/chat/?ticket=${battle.json().data.ticket}`)).toBe(401);
    const socket = await conn(a);
    await pushToUser(t.app, a.userInfo.id, { type: 'notice', kind: 'friend_request' });
    expect((await socket.next('notice')).kind).toBe('friend_request');
    socket.ws.send('{"type":"ping"}');
    await socket.next('pong');
  });

  it('lists contacts: friends without blocked ones, and teams', async () => {
    await befriend(t.app, a.userInfo.id, c.userInfo.id);
    const teamId = await makeTeam(t.app, b.userInfo.id, [a.userInfo.id], 'Club');
    await t.app.db
      .insertInto('blocks')
      .values({ user_id: c.userInfo.id, blocked_user_id: a.userInfo.id, created_at: Date.now() })
      .execute();
    const res = (await get(t.app, a, '/api/chat/contacts')).json().data;
    expect(res.friends.map((f: { id: number }) => f.id)).toEqual([b.userInfo.id]);
    expect(res.teams).toEqual([{ id: teamId, name: 'Club' }]);
  });

  it('serves the emoji list without a token, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/emoji/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const items = res.json().data.items as { char: string; category: string }[];
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((e) => e.char)).size).toBe(items.length);
    expect(items.find((e) => e.char === '😀')?.category).toBe('smileys');
  });
});
