/** Per-account password backoff, password reset by SMS code and password change. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, otherCode, post, requestCode, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { backoffSeconds } from './password-backoff.js';

describe('backoff delays', () => {
  it('start after five failures, double each time and stop at 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(backoffSeconds)).toEqual([0, 30, 60, 120, 240]);
    expect(backoffSeconds(30)).toBe(900);
  });
});

describe.each(backends)('passwords on %s', (backend) => {
  let t: TestApp;
  const phone = '13800138020';
  let session: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    session = await signUp(t, phone, 'secret123');
  });
  afterEach(async () => t.close());

  const login = (payload: object, lang = 'en') => post(t, '/api/user/login/', payload, { 'accept-language': lang });
  const unlock = () => t.app.kv.del(`auth:pwlock:${phone}`);

  it('backs off after five wrong passwords, keeps code sign-in open, and a success resets it', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ phone, password: 'wrong-one' })).json().data.error).toBe('auth.invalidCredentials');
    const held = await login({ phone, password: 'secret123' });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ data: { error: 'auth.passwordBackoff' } });
    expect(held.json().msg).toMatch(/retry in \d+ s, or sign in with an SMS code/);
    expect(held.json().data.params.seconds).toBeGreaterThan(0);
    expect(held.json().data.params.seconds).toBeLessThanOrEqual(30);

    // The delay grows with each further failure (the lock expiring is simulated by deleting it).
    await unlock();
    await login({ phone, password: 'wrong-again' });
    const longer = await login({ phone, password: 'secret123' }, 'zh');
    expect(longer.json().data.params.seconds).toBeGreaterThan(30);
    expect(longer.json().msg).toContain('秒后重试');

    // The owner still gets in with an SMS code meanwhile, and that clears the count.
    const code = await requestCode(t, phone, 'login');
    expect((await login({ phone, code })).statusCode).toBe(200);
    expect((await login({ phone, password: 'wrong-one' })).statusCode).toBe(401);
    expect((await login({ phone, password: 'secret123' })).statusCode).toBe(200);
  });

  it('backs off unknown phones the same way (the 429 reveals nothing)', async () => {
    for (let i = 0; i < 5; i++) await login({ phone: '13900139020', password: 'wrong-one' });
    expect((await login({ phone: '13900139020', password: 'any' })).json().data.error).toBe('auth.passwordBackoff');
  });

  it('resets a forgotten password by SMS code: signs in and ends every other session', async () => {
    const code = await requestCode(t, phone, 'reset');
    const res = await post(t, '/api/user/password/reset', { phone, code, password: 'brand-new-1', timeZone: 'Asia/Tokyo' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data as Session;
    expect(fresh.userInfo).toMatchObject({ id: session.userInfo.id, timeZone: 'Asia/Tokyo' });
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(session) })).statusCode).toBe(401);
    expect((await post(t, '/api/user/refresh/', { userId: session.userInfo.id, refreshToken: session.refreshToken })).json().code).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(fresh) })).statusCode).toBe(200);
    expect((await login({ phone, password: 'secret123' })).statusCode).toBe(401);
    expect((await login({ phone, password: 'brand-new-1' })).statusCode).toBe(200);
    // A code is used once.
    const again = await post(t, '/api/user/password/reset', { phone, code, password: 'another-2' });
    expect(again.json().data.error).toBe('sms.codeExpired');
  });

  it('refuses a reset with a wrong code and changes nothing', async () => {
    const code = await requestCode(t, phone, 'reset');
    const res = await post(t, '/api/user/password/reset', { phone, code: otherCode(code), password: 'brand-new-1' });
    expect(res.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(session) })).statusCode).toBe(200);
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const other = (await login({ phone, password: 'secret123' })).json().data as Session;
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { ...auth(session), 'accept-language': 'en' },
      payload: { oldPassword: 'nope', password: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ msg: 'The current password is wrong', data: { error: 'auth.wrongPassword' } });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: auth(session),
      payload: { oldPassword: 'secret123', password: 'brand-new-1' },
    });
    expect(ok.json()).toEqual({ code: 200, msg: 'ok', data: { changed: true } });
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(session) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(other) })).statusCode).toBe(401);
    expect((await post(t, '/api/user/refresh/', { userId: other.userInfo.id, refreshToken: other.refreshToken })).json().code).toBe(400);
    expect((await post(t, '/api/user/refresh/', { userId: session.userInfo.id, refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await login({ phone, password: 'brand-new-1' })).statusCode).toBe(200);
  });

  it('needs a signed-in user to change the password: 401, never 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { oldPassword: 'secret123', password: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(401);
  });
});
