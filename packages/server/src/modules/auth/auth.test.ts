/** Sign up, sign in, SMS limits, refresh rotation and logout against the real app and database. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';
import { sha256 } from './hash.js';
import { graceKey } from './refresh-grace.js';
import { resolveToken } from './sessions.js';

describe.each(backends)('auth on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { ACCESS_TOKEN_TTL_SECONDS: 60, SMS_DAILY_LIMIT: 3 });
  });
  afterEach(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function signUp(phone = '13800138000', password = 'secret123'): Promise<Session> {
    const sent = await post('/api/user/sendCode', { phone, purpose: 'register' });
    expect(sent.json()).toMatchObject({ code: 200, data: { cooldownSeconds: 60 } });
    const res = await post('/api/user/register/', { phone, code: t.lastCode(phone), password });
    expect(res.statusCode).toBe(200);
    return res.json().data as Session;
  }

  it('signs up with an SMS code and reads the user info with the token', async () => {
    const session = await signUp();
    expect(session.userInfo).toMatchObject({
      phone: '138****8000',
      nickname: null,
      identity: null,
      level: null,
      role: 'user',
      timeZone: 'UTC',
      avatarUrl: null,
    });
    const info = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Token ${session.token}` } });
    expect(info.json()).toMatchObject({ code: 200, msg: 'ok', data: { id: session.userInfo.id } });
  });

  it('never logs the password', async () => {
    await signUp('13800138000', 'Very-Secret-99');
    expect(t.logs.join('\n')).not.toContain('Very-Secret-99');
  });

  it('signs in by password and by code; a wrong password gets the localized message', async () => {
    await signUp();
    const ok = await post('/api/user/login/', { phone: '13800138000', password: 'secret123' });
    expect(ok.json().data.token).toBeTruthy();

    const wrong = await post('/api/user/login/', { phone: '13800138000', password: 'nope' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 500, msg: 'Invalid phone number or password', data: { error: 'auth.invalidCredentials' } });
    const unknown = await post('/api/user/login/', { phone: '13900139000', password: 'secret123' });
    expect(unknown.json()).toMatchObject({ msg: '手机号或密码错误' });

    await t.app.kv.del('sms:cool:13800138000');
    const sent = await post('/api/user/sendCode', { phone: '13800138000', purpose: 'login' });
    expect(sent.statusCode).toBe(200);
    const byCode = await post('/api/user/login/', { phone: '13800138000', code: t.lastCode('13800138000') });
    expect(byCode.json().data.userInfo.phone).toBe('138****8000');
  });

  it('rejects bad phone numbers and leaves nothing behind', async () => {
    for (const phone of ['12800138000', '1380013800', 'abc', '']) {
      const res = await post('/api/user/sendCode', { phone, purpose: 'register' }, { 'accept-language': 'es' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 500, msg: 'Introduce un número de teléfono válido' });
    }
    const count = await t.app.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('enforces the resend interval and the daily cap with the spec message', async () => {
    const phone = '13700137000';
    expect((await post('/api/user/sendCode', { phone, purpose: 'register' })).statusCode).toBe(200);
    const again = await post('/api/user/sendCode', { phone, purpose: 'register' }, { 'accept-language': 'en' });
    expect(again.json()).toMatchObject({ data: { error: 'sms.cooldown' } });
    // Skip the 60 s cooldown by clearing it, as time passing would.
    for (let i = 0; i < 2; i++) {
      await t.app.kv.del(`sms:cool:${phone}`);
      expect((await post('/api/user/sendCode', { phone, purpose: 'register' })).statusCode).toBe(200);
    }
    await t.app.kv.del(`sms:cool:${phone}`);
    const capped = await post('/api/user/sendCode', { phone, purpose: 'register' }, { 'accept-language': 'en' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      msg: 'The daily code requests reached 3 times, try tomorrow',
      data: { error: 'sms.dailyLimit', params: { limit: 3 } },
    });
  });

  it('burns a code after five wrong tries', async () => {
    const phone = '13600136000';
    await post('/api/user/sendCode', { phone, purpose: 'register' });
    const right = t.lastCode(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      keys.push((await post('/api/user/register/', { phone, code: wrong, password: 'secret123' })).json().data.error);
    }
    expect(keys).toEqual(['sms.codeInvalid', 'sms.codeInvalid', 'sms.codeInvalid', 'sms.codeInvalid', 'sms.tooManyTries']);
    const late = await post('/api/user/register/', { phone, code: right, password: 'secret123' });
    expect(late.json().data.error).toBe('sms.tooManyTries');
    expect(await t.app.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('rotates refresh tokens; reuse revokes the family; a user id alone mints nothing', async () => {
    const s1 = await signUp();
    const r1 = await post('/api/user/refresh/', { userId: s1.userInfo.id, refreshToken: s1.refreshToken });
    expect(r1.statusCode).toBe(200);
    const s2 = r1.json().data as Session;
    expect(s2.token).not.toBe(s1.token);

    const noCredential = await post('/api/user/refresh/', { userId: s1.userInfo.id });
    expect(noCredential.statusCode).toBe(422);
    const otherUser = await post('/api/user/refresh/', { userId: s1.userInfo.id + 1, refreshToken: s2.refreshToken });
    expect(otherUser.json()).toMatchObject({ code: 400 });

    // After the grace window (the Kv entry expires), presenting the old token again is reuse.
    await t.app.kv.del(graceKey(sha256(s1.refreshToken)));
    const reuse = await post('/api/user/refresh/', { userId: s1.userInfo.id, refreshToken: s1.refreshToken });
    expect(reuse.json()).toMatchObject({ code: 400, data: { error: 'auth.sessionInvalid' } });
    // The whole family is gone: the newest refresh token and its access token no longer work.
    const after = await post('/api/user/refresh/', { userId: s1.userInfo.id, refreshToken: s2.refreshToken });
    expect(after.json()).toMatchObject({ code: 400 });
    const info = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Token ${s2.token}` } });
    expect(info.json()).toMatchObject({ code: 401 });
  });

  it('answers 401 on an expired access token and logout revokes the session', async () => {
    const s = await signUp();
    await t.app.db
      .updateTable('access_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Token ${s.token}` } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 401 });

    const fresh = (await post('/api/user/refresh/', { userId: s.userInfo.id, refreshToken: s.refreshToken })).json().data as Session;
    const out = await post('/api/user/logout/', {}, { authorization: `Token ${fresh.token}` });
    expect(out.json()).toMatchObject({ code: 200 });
    const refreshAfterLogout = await post('/api/user/refresh/', { userId: s.userInfo.id, refreshToken: fresh.refreshToken });
    expect(refreshAfterLogout.json()).toMatchObject({ code: 400 });
    // The access token is refused from the next request on (no lookup is cached).
    const afterLogout = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Token ${fresh.token}` } });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('reads the token of a request from committed rows only, never from an open transaction', async () => {
    const s = await signUp();
    const info = () => t.app.inject({ url: '/api/user/info', headers: { authorization: `Token ${s.token}` } });
    // Another request's revocation, still open: the token stays valid until it commits ...
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('access_tokens').where('token_hash', '=', sha256(s.token)).execute();
        expect((await resolveToken(t.app.db, s.token))?.actor.id).toBe(s.userInfo.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await info()).statusCode).toBe(200);
    // ... and is refused as soon as it does.
    await t.app.db.transaction().execute((trx) => trx.deleteFrom('access_tokens').where('token_hash', '=', sha256(s.token)).execute());
    expect((await info()).statusCode).toBe(401);
  });
});

describe.each(backends)('sign-in route limit on %s', (backend) => {
  it('answers 429 past AUTH_RATE_LIMIT_PER_MINUTE requests a minute from one address, 30 by default', async () => {
    const t = await createTestApp(backend, { AUTH_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/login/',
          payload: { phone: '13800138000', password: 'secret123' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ data: { error: 'rateLimited' } });
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(t.app.config.AUTH_RATE_LIMIT_PER_MINUTE).toBe(3);
    } finally {
      await t.close();
    }
    expect(loadConfig({}, {}).AUTH_RATE_LIMIT_PER_MINUTE).toBe(30);
  });
});
