/**
 * Moderation over HTTP on the real app: `POST /qn/textCensor`, `POST /qn/imageCensor` (own images
 * only, stored verdict updated, undecidable images queued once), the admins' queue (list, approve,
 * hide, decided once, 403 to others), nicknames and avatars through the providers, public book
 * texts through the text check the app hands to books.
 */
import type { Session } from '@qfl/core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { moderateTitles } from '../books/moderation.js';

const ADMIN = '13800139100';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#28a' } })
    .png()
    .toBuffer();

describe.each(backends)('moderation routes on %s', (backend) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let admin: Session;
  beforeEach(async () => {
    t = await createTestApp(backend, { ADMIN_PHONES: ADMIN });
    alice = await signUp(t, '13800139101');
    bob = await signUp(t, '13800139102');
    admin = await signUp(t, ADMIN);
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': lang } });
  async function imageOf(user: Session, key: string, data: Buffer, purpose = 'chat') {
    const meta = await sharp(data).metadata();
    await t.app.db
      .insertInto('images')
      .values({
        key,
        owner_id: user.userInfo.id,
        purpose,
        mime: 'image/png',
        bytes: data.length,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        data,
        verdict: 'pass',
        created_at: Date.now(),
        hidden_at: null,
      })
      .execute();
  }

  it('answers pass, review or block with labels for a text, and needs a token', async () => {
    const check = async (text: string) => (await call('POST', '/qn/textCensor', alice, { text })).json().data;
    expect(await check('I love learning Spanish')).toEqual({ verdict: 'pass', labels: [] });
    expect(await check('你这个傻 逼')).toEqual({ verdict: 'block', labels: ['insult:zh'] });
    expect(await check('eres idiota')).toEqual({ verdict: 'review', labels: ['insult:es'] });
    expect((await call('POST', '/qn/textCensor', null, { text: 'x' })).statusCode).toBe(401);
    const tooLong = await call('POST', '/qn/textCensor', alice, { text: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().data).toMatchObject({ error: 'validation' });
    expect((await call('POST', '/qn/textCensor', alice, {})).statusCode).toBe(422);
  });

  it("hands the app's text check to public book texts: a blocked or doubtful title goes to review", async () => {
    expect(await moderateTitles(['I love learning Spanish', ''])).toBe('pass');
    expect(await moderateTitles(['Spanish', '你这个傻 逼'])).toBe('review');
    expect(await moderateTitles(['eres idiota'])).toBe('review');
  });

  it('checks my stored image: dims, undecidable shapes queued once, others and unknown images 404', async () => {
    await imageOf(alice, 'img_ok', await png(64, 48));
    await imageOf(alice, 'img_strip', await png(400, 20));
    await imageOf(bob, 'img_bob', await png(64, 64));
    const ok = await call('POST', '/qn/imageCensor', alice, { path: '/api/images/img_ok' });
    expect(ok.json().data).toEqual({ verdict: 'pass', labels: [], mime: 'image/png', width: 64, height: 48 });
    const strip = await call('POST', '/qn/imageCensor', alice, { path: '/api/images/img_strip' });
    expect(strip.json().data).toMatchObject({ verdict: 'review', labels: ['aspect-ratio'] });
    await call('POST', '/qn/imageCensor', alice, { path: 'img_strip' });
    expect(await countRows(t.app.db, 'moderation_queue')).toBe(1);
    expect((await t.app.db.selectFrom('images').select('verdict').where('key', '=', 'img_strip').executeTakeFirstOrThrow()).verdict).toBe(
      'review',
    );

    for (const path of ['/api/images/img_bob', '/api/images/nope']) {
      const res = await call('POST', '/qn/imageCensor', alice, { path }, 'zh');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ msg: '图片不存在', data: { error: 'moderation.imageNotFound' } });
    }
    expect((await call('POST', '/qn/imageCensor', alice, { path: '../../etc/passwd' })).statusCode).toBe(422);
    expect((await call('POST', '/qn/imageCensor', null, { path: 'img_ok' })).statusCode).toBe(401);
    // Admins may check anyone's image.
    expect((await call('POST', '/qn/imageCensor', admin, { path: 'img_bob' })).json().data.verdict).toBe('pass');
  });

  it('blocks stored bytes that are not an image', async () => {
    await t.app.db
      .insertInto('images')
      .values({
        key: 'img_bad',
        owner_id: alice.userInfo.id,
        purpose: 'chat',
        mime: 'image/png',
        bytes: 4,
        width: 1,
        height: 1,
        data: Buffer.from('nope'),
        verdict: 'pass',
        created_at: 1,
        hidden_at: null,
      })
      .execute();
    expect((await call('POST', '/qn/imageCensor', alice, { path: 'img_bad' })).json().data).toEqual({
      verdict: 'block',
      labels: ['not-an-image'],
      mime: null,
      width: null,
      height: null,
    });
  });

  it('queues review nicknames for admins, who approve or hide them once; blocked nicknames change nothing', async () => {
    const blocked = await call('PUT', '/api/user/profile', alice, { nickname: 'puta madre' }, 'es');
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().data.error).toBe('moderation.blocked');
    expect(blocked.json().msg).not.toBe('moderation.blocked');
    expect((await call('GET', '/api/user/info', alice)).json().data.nickname).not.toBe('puta madre');

    expect((await call('PUT', '/api/user/profile', alice, { nickname: 'idiota' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/profile', bob, { nickname: 'バカ' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/profile', bob, { nickname: 'Bob' })).statusCode).toBe(200);
    const queue = (await call('GET', '/api/admin/moderation', admin)).json().data.items;
    expect(queue.map((q: { targetKind: string; content: string; labels: string[] }) => [q.targetKind, q.content, q.labels])).toEqual([
      ['nickname', 'idiota', ['insult:es']],
      ['nickname', 'バカ', ['insult:ja']],
    ]);
    const [first, second] = queue as { id: number }[];
    expect((await call('POST', `/api/admin/moderation/${first?.id}/hide`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/info', alice)).json().data.nickname).toBeNull();
    expect((await call('POST', `/api/admin/moderation/${second?.id}/approve`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/info', bob)).json().data.nickname).toBe('Bob');
    const again = await call('POST', `/api/admin/moderation/${second?.id}/hide`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('moderation.alreadyHandled');
    expect((await call('POST', '/api/admin/moderation/99999/hide', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/moderation', admin)).json().data.items).toEqual([]);
    const hidden = (await call('GET', '/api/admin/moderation?status=hidden', admin)).json().data.items;
    expect(hidden.map((q: { id: number }) => q.id)).toEqual([first?.id]);
  });

  it('hides a queued image and approves another', async () => {
    await imageOf(alice, 'img_a', await png(300, 30));
    await imageOf(alice, 'img_b', await png(30, 300));
    await call('POST', '/qn/imageCensor', alice, { path: 'img_a' });
    await call('POST', '/qn/imageCensor', alice, { path: 'img_b' });
    const queue = (await call('GET', '/api/admin/moderation', admin)).json().data.items as { id: number; imageUrl: string }[];
    expect(queue.map((q) => q.imageUrl)).toEqual(['/api/images/img_a', '/api/images/img_b']);
    await call('POST', `/api/admin/moderation/${queue[0]?.id}/hide`, admin);
    await call('POST', `/api/admin/moderation/${queue[1]?.id}/approve`, admin);
    const rows = await t.app.db.selectFrom('images').select(['key', 'hidden_at', 'verdict']).orderBy('key').execute();
    expect(rows.map((r) => [r.key, r.hidden_at !== null, r.verdict])).toEqual([
      ['img_a', true, 'review'],
      ['img_b', false, 'pass'],
    ]);
  });

  it('refuses the queue to non-admins (403) and visitors (401)', async () => {
    await call('PUT', '/api/user/profile', alice, { nickname: 'idiota' });
    const id = Number((await t.app.db.selectFrom('moderation_queue').select('id').executeTakeFirstOrThrow()).id);
    for (const [method, url] of [
      ['GET', '/api/admin/moderation'],
      ['POST', `/api/admin/moderation/${id}/approve`],
      ['POST', `/api/admin/moderation/${id}/hide`],
    ] as const) {
      expect((await call(method, url, alice)).statusCode, url).toBe(403);
      expect((await call(method, url, null)).statusCode, url).toBe(401);
    }
    expect((await t.app.db.selectFrom('moderation_queue').select('status').executeTakeFirstOrThrow()).status).toBe('open');
    expect((await call('GET', '/api/user/info', alice)).json().data.nickname).toBe('idiota');
  });
});

describe.each(backends)('MODERATION_IMAGE_REVIEW=public on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { MODERATION_IMAGE_REVIEW: 'public' });
  });
  afterEach(async () => t.close());

  it('queues every avatar for review, storing it re-encoded', async () => {
    const s = await signUp(t, '13800139201');
    const data = await png(40, 40);
    const boundary = '----qfl-mod';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload,
      headers: { ...auth(s), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const queued = await t.app.db.selectFrom('moderation_queue').select(['target_kind', 'target_id', 'labels']).execute();
    expect(queued).toEqual([{ target_kind: 'avatar', target_id: String(s.userInfo.id), labels: '["configured"]' }]);
  });
});
