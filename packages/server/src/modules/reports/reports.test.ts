/**
 * Reports end to end on the real app: `POST /jb/addUserJB` (evidence of every kind, its owner and
 * visibility checked, duplicates, self, unknown user, the hourly limit), the admins' list and
 * decisions (dismiss, hide, suspend — each notifying the reporter once, decided once), and every
 * forbidden path (no token → 401, a non-admin → 403, changing nothing).
 */
import type { Session } from '@qfl/core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { REPORTS_PER_HOUR } from './service.js';

const ADMIN = '13800139000';

describe.each(backends)('reports on %s', (backend) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let carol: Session;
  let admin: Session;
  beforeEach(async () => {
    t = await createTestApp(backend, { ADMIN_PHONES: ADMIN });
    alice = await signUp(t, '13800139001');
    bob = await signUp(t, '13800139002');
    carol = await signUp(t, '13800139003');
    admin = await signUp(t, ADMIN);
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': lang } });
  const report = (session: Session | null, body: object, lang = 'en') => call('POST', '/jb/addUserJB', session, body, lang);
  const db = () => t.app.db;
  const now = Date.now();

  async function message(from: Session, to: Session, body: string): Promise<number> {
    const [lo, hi] = [from.userInfo.id, to.userInfo.id].sort((a, b) => a - b);
    const row = await db()
      .insertInto('chat_messages')
      .values({
        conv: `u:${lo}:${hi}`,
        sender_id: from.userInfo.id,
        to_user_id: to.userInfo.id,
        team_id: null,
        body,
        ref: null,
        client_id: null,
        created_at: now,
        hidden_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  async function postOf(user: Session, text: string): Promise<number> {
    const row = await db()
      .insertInto('circle_posts')
      .values({ user_id: user.userInfo.id, text, place_name: null, lat: null, lng: null, created_at: now, hidden_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  async function commentOf(user: Session, postId: number, text: string): Promise<number> {
    const row = await db()
      .insertInto('circle_comments')
      .values({ post_id: postId, user_id: user.userInfo.id, text, created_at: now, hidden_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  async function bookOf(user: Session, status: 'public' | 'private'): Promise<number> {
    const row = await db()
      .insertInto('books')
      .values({
        slug: `u-${user.userInfo.id}-${status}`,
        type: 'word',
        lang: 'en',
        category: 'uploaded',
        level: 3,
        titles: JSON.stringify({ zh: '坏书', en: 'Bad book' }),
        descriptions: '{}',
        status,
        review_status: status === 'public' ? 'approved' : 'auto_approved',
        translation_mode: 'simple',
        owner_id: user.userInfo.id,
        builtin: 0,
        item_count: 0,
        group_size: 20,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  async function imageOf(user: Session, key: string): Promise<void> {
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await db()
      .insertInto('images')
      .values({
        key,
        owner_id: user.userInfo.id,
        purpose: 'post',
        mime: 'image/png',
        bytes: data.length,
        width: 20,
        height: 20,
        data,
        verdict: 'pass',
        created_at: now,
        hidden_at: null,
      })
      .execute();
  }
  const notices = (user: Session) =>
    db().selectFrom('notifications').select(['kind', 'ref_id', 'payload']).where('user_id', '=', user.userInfo.id).execute();

  it('takes a report with each kind of evidence, copying its text, and answers the open duplicate', async () => {
    const msg = await message(bob, alice, 'you are an idiot');
    const post = await postOf(bob, 'spam spam');
    const comment = await commentOf(bob, post, 'bad comment');
    const book = await bookOf(bob, 'public');
    await imageOf(bob, 'img_bob_1');
    const ids: number[] = [];
    for (const evidence of [
      { kind: 'message', id: msg },
      { kind: 'post', id: String(post) },
      { kind: 'comment', id: comment },
      { kind: 'book', id: book },
      { kind: 'image', id: '/api/images/img_bob_1' },
    ]) {
      const res = await report(alice, { userId: bob.userInfo.id, reason: 'abuse', evidence });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.duplicate).toBe(false);
      ids.push(res.json().data.id);
    }
    const rows = await db()
      .selectFrom('reports')
      .select(['evidence_kind', 'evidence_id', 'evidence_text', 'status'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { evidence_kind: 'message', evidence_id: String(msg), evidence_text: 'you are an idiot', status: 'open' },
      { evidence_kind: 'post', evidence_id: String(post), evidence_text: 'spam spam', status: 'open' },
      { evidence_kind: 'comment', evidence_id: String(comment), evidence_text: 'bad comment', status: 'open' },
      { evidence_kind: 'book', evidence_id: String(book), evidence_text: '坏书 / Bad book', status: 'open' },
      { evidence_kind: 'image', evidence_id: 'img_bob_1', evidence_text: null, status: 'open' },
    ]);
    const again = await report(alice, { userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'message', id: msg } });
    expect(again.json().data).toEqual({ id: ids[0], duplicate: true });
    // An image named by its row id is the same evidence as by its key.
    const imageRow = await db().selectFrom('images').select('id').where('key', '=', 'img_bob_1').executeTakeFirstOrThrow();
    const sameImage = await report(alice, {
      userId: bob.userInfo.id,
      reason: 'abuse',
      evidence: { kind: 'image', id: Number(imageRow.id) },
    });
    expect(sameImage.json().data).toEqual({ id: ids[4], duplicate: true });
    // Without evidence: a report of the user, once while open.
    const plain = await report(alice, { userId: bob.userInfo.id, reason: 'other', detail: 'keeps bothering me' });
    const plainAgain = await report(alice, { userId: bob.userInfo.id, reason: 'spam' });
    expect(plainAgain.json().data).toEqual({ id: plain.json().data.id, duplicate: true });
    expect(await countRows(db(), 'reports')).toBe(6);
  });

  it('refuses oneself, unknown users, foreign or invisible evidence and bad input, writing nothing', async () => {
    const carolsMsg = await message(carol, alice, 'hello');
    const bobToCarol = await message(bob, carol, 'private words');
    const privateBook = await bookOf(bob, 'private');
    await imageOf(carol, 'img_carol');
    const cases: [object, number, string, string?][] = [
      [{ userId: alice.userInfo.id, reason: 'spam' }, 422, 'reports.self', 'You cannot report yourself'],
      [{ userId: 999999, reason: 'spam' }, 404, 'reports.userNotFound'],
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'message', id: carolsMsg } }, 422, 'reports.evidenceInvalid'],
      // Alice is not in Bob's conversation with Carol.
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'message', id: bobToCarol } }, 422, 'reports.evidenceInvalid'],
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'book', id: privateBook } }, 422, 'reports.evidenceInvalid'],
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'image', id: 'img_carol' } }, 422, 'reports.evidenceInvalid'],
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'post', id: 'abc' } }, 422, 'reports.evidenceInvalid'],
      [{ userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'post', id: 424242 } }, 422, 'reports.evidenceInvalid'],
      [{ userId: bob.userInfo.id, reason: 'nonsense' }, 422, 'validation'],
      [{ userId: bob.userInfo.id, reason: 'other' }, 422, 'validation'],
      [{ reason: 'spam' }, 422, 'validation'],
    ];
    for (const [body, status, key, msg] of cases) {
      const res = await report(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().data.error).toBe(key);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    const zh = await report(alice, { userId: alice.userInfo.id, reason: 'spam' }, 'zh');
    expect(zh.json().msg).toBe('不能举报自己');
    expect((await report(null, { userId: bob.userInfo.id, reason: 'spam' })).statusCode).toBe(401);
    expect(await countRows(db(), 'reports')).toBe(0);
  });

  it(`limits a reporter to ${REPORTS_PER_HOUR} new reports an hour`, async () => {
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const post = await postOf(bob, `post ${i}`);
      expect((await report(alice, { userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'post', id: post } })).statusCode).toBe(200);
    }
    const post = await postOf(bob, 'one more');
    const over = await report(alice, { userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'post', id: post } });
    expect(over.statusCode).toBe(429);
    expect(over.json().data.error).toBe('reports.rateLimited');
    // Others are not limited by Alice.
    expect((await report(carol, { userId: bob.userInfo.id, reason: 'spam' })).statusCode).toBe(200);
    expect(await countRows(db(), 'reports')).toBe(REPORTS_PER_HOUR + 1);
  });

  it('lets admins list, dismiss, hide and suspend, notifying the reporter of each decision once', async () => {
    const msg = await message(bob, alice, 'buy followers now');
    const book = await bookOf(bob, 'public');
    const r1 = (await report(alice, { userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'message', id: msg } })).json().data.id;
    const r2 = (await report(alice, { userId: bob.userInfo.id, reason: 'abuse', evidence: { kind: 'book', id: book } })).json().data.id;
    const r3 = (await report(carol, { userId: bob.userInfo.id, reason: 'other', detail: 'rude to everyone' })).json().data.id;

    const open = await call('GET', '/api/admin/reports', admin);
    expect(open.statusCode).toBe(200);
    const items = open.json().data.items;
    expect(items.map((r: { id: number }) => r.id)).toEqual([r1, r2, r3]);
    expect(items[0]).toMatchObject({
      reporter: { id: alice.userInfo.id },
      user: { id: bob.userInfo.id, suspendedUntil: null },
      reason: 'spam',
      detail: null,
      evidence: { kind: 'message', id: String(msg), text: 'buy followers now', hidden: false },
      status: 'open',
    });
    expect(items[2]).toMatchObject({ reason: 'other', detail: 'rude to everyone', evidence: null });

    expect((await call('POST', `/api/admin/reports/${r1}/hide`, admin)).statusCode).toBe(200);
    const hiddenMsg = await db().selectFrom('chat_messages').select(['hidden_at', 'body']).where('id', '=', msg).executeTakeFirstOrThrow();
    expect(hiddenMsg.hidden_at).not.toBeNull();
    expect(hiddenMsg.body).toBe('buy followers now');

    expect((await call('POST', `/api/admin/reports/${r2}/hide`, admin)).statusCode).toBe(200);
    expect(await db().selectFrom('books').select(['status', 'review_status']).where('id', '=', book).executeTakeFirstOrThrow()).toEqual({
      status: 'private',
      review_status: 'rejected',
    });

    // A report without evidence has nothing to hide; it can be suspended.
    const noEvidence = await call('POST', `/api/admin/reports/${r3}/hide`, admin);
    expect(noEvidence.statusCode).toBe(422);
    expect(noEvidence.json().data.error).toBe('reports.noEvidence');
    const before = Date.now();
    expect((await call('POST', `/api/admin/reports/${r3}/suspend`, admin, { days: 3 })).statusCode).toBe(200);
    const until = Number(
      (await db().selectFrom('users').select('suspended_until').where('id', '=', bob.userInfo.id).executeTakeFirstOrThrow())
        .suspended_until,
    );
    expect(until).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
    expect(until).toBeLessThan(before + 4 * 86_400_000);

    // Decided once: a second decision is a conflict and notifies nobody again.
    const twice = await call('POST', `/api/admin/reports/${r1}/dismiss`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.error).toBe('reports.alreadyHandled');
    expect((await call('POST', '/api/admin/reports/999999/dismiss', admin)).statusCode).toBe(404);

    const aliceNotices = await notices(alice);
    expect(aliceNotices.map((n) => [n.kind, n.ref_id, JSON.parse(n.payload).result])).toEqual([
      ['report_result', String(r1), 'hide'],
      ['report_result', String(r2), 'hide'],
    ]);
    const carolNotices = await notices(carol);
    expect(carolNotices).toHaveLength(1);
    expect(JSON.parse(carolNotices[0]?.payload as string)).toMatchObject({ result: 'suspend', until });

    const actioned = (await call('GET', '/api/admin/reports?status=actioned', admin)).json().data.items;
    expect(actioned.map((r: { id: number; action: string }) => [r.id, r.action])).toEqual([
      [r3, 'suspend'],
      [r2, 'hide'],
      [r1, 'hide'],
    ]);
    expect(actioned[2].evidence.hidden).toBe(true);
    expect((await call('GET', '/api/admin/reports', admin)).json().data.items).toEqual([]);

    // Dismissing: the report closes and nothing else changes.
    const post = await postOf(bob, 'fine post');
    const r4 = (await report(alice, { userId: bob.userInfo.id, reason: 'spam', evidence: { kind: 'post', id: post } })).json().data.id;
    expect((await call('POST', `/api/admin/reports/${r4}/dismiss`, admin)).statusCode).toBe(200);
    expect(
      (await db().selectFrom('circle_posts').select('hidden_at').where('id', '=', post).executeTakeFirstOrThrow()).hidden_at,
    ).toBeNull();
    expect((await db().selectFrom('reports').select('status').where('id', '=', r4).executeTakeFirstOrThrow()).status).toBe('dismissed');
    expect((await notices(alice)).map((n) => JSON.parse(n.payload).result)).toEqual(['hide', 'hide', 'dismiss']);
  });

  it('stops a suspended user from publishing a nickname, with the end date in the message', async () => {
    const r = (await report(alice, { userId: bob.userInfo.id, reason: 'abuse' })).json().data.id;
    await call('POST', `/api/admin/reports/${r}/suspend`, admin, { days: 1 });
    const res = await call('PUT', '/api/user/profile', bob, { nickname: 'Bobby' });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.error).toBe('social.suspended');
    expect(res.json().msg).toMatch(/^Your account may not publish until \d{4}-\d\d-\d\d \d\d:\d\d UTC /);
    expect((await call('PUT', '/api/user/profile', alice, { nickname: 'Ally' })).statusCode).toBe(200);
  });

  it('refuses every admin path to non-admins (403) and to visitors (401), changing nothing', async () => {
    const r = (await report(alice, { userId: bob.userInfo.id, reason: 'spam' })).json().data.id;
    const paths: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${r}/dismiss`],
      ['POST', `/api/admin/reports/${r}/hide`],
      ['POST', `/api/admin/reports/${r}/suspend`, { days: 2 }],
    ];
    for (const [method, url, body] of paths) {
      const forbidden = await call(method, url, alice, body);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().data.error).toBe('auth.forbidden');
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
    }
    expect((await db().selectFrom('reports').select('status').where('id', '=', r).executeTakeFirstOrThrow()).status).toBe('open');
    expect(
      (await db().selectFrom('users').select('suspended_until').where('id', '=', bob.userInfo.id).executeTakeFirstOrThrow())
        .suspended_until,
    ).toBeNull();
    expect(await countRows(db(), 'notifications')).toBe(0);
    // Bad suspensions: days out of range.
    for (const days of [0, 400, 'x']) expect((await call('POST', `/api/admin/reports/${r}/suspend`, admin, { days })).statusCode).toBe(422);
  });
});
