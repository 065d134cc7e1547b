/** Nickname, avatar and time zone of the signed-in user; "today" for points in the user's zone. */
import { randomBytes } from 'node:crypto';
import type { Session } from '@qfl/core';
import { learnerDayOf, startOfLearnerDay, userInfoSchema } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { requireActor, requireUserId } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { auth, post, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

// Real images: avatars are decoded and re-encoded by the moderation image provider.
const solid = (format: 'png' | 'webp') =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
    [format]()
    .toBuffer();
const PNG = await solid('png');
const WEBP = await solid('webp');
/** Random pixels do not compress: a PNG of about 1.5 MB. */
const NOISE = await sharp(randomBytes(720 * 720 * 3), { raw: { width: 720, height: 720, channels: 3 } })
  .png()
  .toBuffer();

function multipart(data: Buffer, contentType = 'image/png', field = 'file') {
  const boundary = '----qfl-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('a route that needs a user and has none', () => {
  it('answers 401 with envelope code 401, never a 500', () => {
    const err = (() => {
      try {
        requireUserId({ userId: null });
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(err).toBeInstanceOf(AppError);
    expect([err.key, err.status, err.envelopeCode]).toEqual(['auth.required', 401, 401]);
    expect(() => requireActor({ actor: null })).toThrow(AppError);
  });
});

describe.each(backends)('profile on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    s = await signUp(t, '13800138040', 'secret123', { timeZone: 'America/New_York' });
  });
  afterEach(async () => t.close());

  const put = (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'PUT', url, payload, headers: { ...auth(s), 'accept-language': lang } });

  it('starts without a nickname, with the zone the browser sent, and matches the UserInfo contract', async () => {
    expect(s.userInfo).toMatchObject({ nickname: null, timeZone: 'America/New_York', role: 'user', avatarUrl: null });
    const info = (await t.app.inject({ url: '/api/user/info', headers: auth(s) })).json().data;
    expect(userInfoSchema.parse(info)).toEqual(info);
  });

  it('sets a trimmed nickname counting Chinese characters as 2, and refuses bad ones with localized messages', async () => {
    expect((await put('/api/user/profile', { nickname: '  小明 Li ' })).json().data.nickname).toBe('小明 Li');
    expect((await put('/api/user/profile', { nickname: '十个汉字十个汉字十个' })).statusCode).toBe(200);
    const long = await put('/api/user/profile', { nickname: '十一个汉字十一个汉字十' });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ msg: expect.stringContaining('1 to 20'), data: { error: 'user.nicknameLength' } });
    expect((await put('/api/user/profile', { nickname: '   ' }, 'zh')).json()).toMatchObject({ data: { error: 'user.nicknameLength' } });
    const control = await put('/api/user/profile', { nickname: 'a\u0007b' }, 'ja');
    expect(control.json()).toMatchObject({
      msg: 'ニックネームに使用できない文字が含まれています',
      data: { error: 'user.nicknameInvalid' },
    });
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(s) })).json().data.nickname).toBe('十个汉字十个汉字十个');
  });

  it('validates time zones on settings, on their own route and at sign-in', async () => {
    const bad = await put('/api/user/timeZone', { timeZone: 'Mars/Olympus' }, 'es');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ msg: 'Zona horaria desconocida', data: { error: 'user.timeZoneInvalid' } });
    expect((await put('/api/user/timeZone', { timeZone: 'asia/shanghai' })).json().data.timeZone).toBe('Asia/Shanghai');
    const settings = { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 };
    expect((await put('/api/user/settings', { ...settings, timeZone: 'Pacific/Auckland' })).json().data.timeZone).toBe('Pacific/Auckland');
    expect((await put('/api/user/settings', settings)).json().data.timeZone).toBe('Pacific/Auckland');
    expect((await put('/api/user/settings', { ...settings, timeZone: '+08:00' })).statusCode).toBe(422);
    const login = await post(t, '/api/user/login/', { phone: '13800138040', password: 'secret123', timeZone: 'Europe/Madrid' });
    expect(login.json().data.userInfo.timeZone).toBe('Europe/Madrid');
    expect((await post(t, '/api/user/login/', { phone: '13800138040', password: 'secret123', timeZone: 'Nowhere' })).statusCode).toBe(422);
  });

  it("counts daily points from the start of the learner's day in the user zone", async () => {
    await put('/api/user/timeZone', { timeZone: 'Pacific/Kiritimati' });
    // Kiritimati is UTC+14; the learner day begins at the rollover hour (4 am by default) there.
    const startKiri = startOfLearnerDay(Date.now(), learnerDayOf('Pacific/Kiritimati'));
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: s.userInfo.id, amount: 5, reason: 'test', created_at: startKiri + 1000 },
        { user_id: s.userInfo.id, amount: 7, reason: 'test', created_at: startKiri - 1000 },
      ])
      .execute();
    const summary = await t.app.inject({ url: '/api/points/summary', headers: auth(s) });
    expect(summary.json()).toEqual({ code: 200, msg: 'ok', data: { daily: 5, total: 12 } });
  });

  it('stores an avatar checked by its bytes and serves it with ETag and 304', async () => {
    const up = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...withAuth(multipart(PNG, 'text/plain')) });
    expect(up.statusCode).toBe(200);
    const url = up.json().data.avatarUrl as string;
    expect(url).toMatch(new RegExp(`^/api/user/avatar/${s.userInfo.id}\\?v=[\\w-]+$`));
    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    // Re-encoded without the metadata it was sent with.
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 32, 32, undefined]);
    expect((await sharp(PNG).metadata()).exif).toBeDefined();
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(img.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Above the app's 1 MB JSON body limit but within the 2 MB avatar limit.
    const large = NOISE;
    expect(large.length).toBeGreaterThan(1024 * 1024);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...withAuth(multipart(large)) })).statusCode).toBe(200);
    const webp = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...withAuth(multipart(WEBP, 'image/png')) });
    expect(webp.json().data.avatarUrl).not.toBe(url);
    expect((await t.app.inject({ url: `/api/user/avatar/${s.userInfo.id}` })).headers['content-type']).toBe('image/webp');
  });

  it('refuses non-images (whatever their declared type), oversize files, and answers 404 without an avatar', async () => {
    const gif = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...withAuth(multipart(Buffer.from('GIF89a....'), 'image/png'), 'en'),
    });
    expect(gif.statusCode).toBe(422);
    expect(gif.json()).toMatchObject({ msg: 'Please choose a PNG, JPEG or WebP image', data: { error: 'user.avatarType' } });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const huge = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...withAuth(multipart(big), 'ko') });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ data: { error: 'user.avatarTooLarge' } });
    expect((await t.app.inject({ url: `/api/user/avatar/${s.userInfo.id}` })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...multipart(PNG) });
    expect(anonymous.statusCode).toBe(401);
  });

  function withAuth(req: { payload: Buffer; headers: Record<string, string> }, lang = 'en') {
    return { payload: req.payload, headers: { ...req.headers, ...auth(s), 'accept-language': lang } };
  }
});
