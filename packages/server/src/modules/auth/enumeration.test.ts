/** Nothing tells whether a phone is registered: password sign-in, code sign-in, sendCode, sign-up. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otherCode, post, requestCode, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(backends)('no user enumeration on %s', (backend) => {
  let t: TestApp;
  const known = '13800138010';
  const unknown = '13900139010';
  beforeEach(async () => {
    t = await createTestApp(backend);
    await signUp(t, known);
  });
  afterEach(async () => t.close());

  const smsLines = (phone: string) => t.logs.filter((l) => (JSON.parse(l) as { sms?: { phone: string } }).sms?.phone === phone).length;
  const shape = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, body: res.json() });

  it('password sign-in answers invalidCredentials for an unknown phone and a wrong password alike', async () => {
    const wrong = await post(t, '/api/user/login/', { phone: known, password: 'wrong-one' }, { 'accept-language': 'en' });
    const none = await post(t, '/api/user/login/', { phone: unknown, password: 'wrong-one' }, { 'accept-language': 'en' });
    expect(shape(none)).toEqual(shape(wrong));
    expect(none.json()).toMatchObject({ msg: 'Invalid phone number or password', data: { error: 'auth.invalidCredentials' } });
  });

  it('sendCode for login and reset answers the same for unknown phones, and sends nothing to them', async () => {
    for (const purpose of ['login', 'reset'] as const) {
      await t.app.kv.del(`sms:cool:${known}`);
      await t.app.kv.del(`sms:cool:${unknown}`);
      const before = smsLines(unknown);
      const a = await post(t, '/api/user/sendCode', { phone: known, purpose });
      const b = await post(t, '/api/user/sendCode', { phone: unknown, purpose });
      expect(shape(b)).toEqual(shape(a));
      expect(smsLines(unknown)).toBe(before);
      // The cooldown applies the same way too.
      const again = await post(t, '/api/user/sendCode', { phone: unknown, purpose });
      expect(again.json().data.error).toBe('sms.cooldown');
    }
  });

  it('sendCode for register answers success for a taken phone; register says taken only after the code checks out', async () => {
    const code = await requestCode(t, known, 'register');
    const wrong = await post(t, '/api/user/register/', { phone: known, code: otherCode(code), password: 'secret123' });
    expect(wrong.json().data.error).toBe('sms.codeInvalid');
    const taken = await post(t, '/api/user/register/', { phone: known, code, password: 'secret123' }, { 'accept-language': 'en' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.error).toBe('auth.phoneTaken');
  });

  it('code sign-in with an unknown phone answers exactly like a wrong code, before and after a request', async () => {
    const noneKnown = await post(t, '/api/user/login/', { phone: known, code: '123456' });
    const noneUnknown = await post(t, '/api/user/login/', { phone: unknown, code: '123456' });
    expect(shape(noneUnknown)).toEqual(shape(noneKnown));
    expect(noneKnown.json().data.error).toBe('sms.codeNotSent');

    const code = await requestCode(t, known, 'login');
    await requestCode(t, unknown, 'login').catch(() => undefined);
    const guess = otherCode(code);
    for (let i = 0; i < 5; i++) {
      const a = await post(t, '/api/user/login/', { phone: known, code: guess });
      const b = await post(t, '/api/user/login/', { phone: unknown, code: guess });
      expect(shape(b)).toEqual(shape(a));
    }
  });

  it('password reset with an unknown phone answers like a wrong code', async () => {
    const code = await requestCode(t, known, 'reset');
    await requestCode(t, unknown, 'reset').catch(() => undefined);
    const a = await post(t, '/api/user/password/reset', { phone: known, code: otherCode(code), password: 'newpass123' });
    const b = await post(t, '/api/user/password/reset', { phone: unknown, code: otherCode(code), password: 'newpass123' });
    expect(shape(b)).toEqual(shape(a));
    expect(a.json().data.error).toBe('sms.codeInvalid');
  });
});
