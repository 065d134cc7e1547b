/** Sign-up as one transaction, atomic SMS tries under parallel guesses, and "no code sent yet". */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otherCode, post, requestCode } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { authRepo } from './repo.js';

describe.each(backends)('SMS codes and sign-up on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const codeRow = (phone: string) =>
    t.app.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('signs up in one transaction: a failure after the user insert leaves no user and the code unused', async () => {
    const phone = '13800138001';
    const code = await requestCode(t, phone, 'register');
    // The session insert fails after the user row was written.
    vi.spyOn(authRepo, 'insertRefresh').mockRejectedValueOnce(new Error('disk full'));
    const failed = await post(t, '/api/user/register/', { phone, code, password: 'secret123' });
    expect(failed.statusCode).toBe(500);
    expect(await t.app.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
    expect(await t.app.db.selectFrom('access_tokens').selectAll().execute()).toHaveLength(0);
    expect(await codeRow(phone)).toMatchObject({ used_at: null, attempts: 0 });
    // The same code still works once the fault is gone.
    const ok = await post(t, '/api/user/register/', { phone, code, password: 'secret123' });
    expect(ok.statusCode).toBe(200);
    expect((await codeRow(phone)).used_at).not.toBeNull();
  });

  it('counts at most five tries when twelve wrong guesses arrive at once; the right code is then refused', async () => {
    const phone = '13800138002';
    const code = await requestCode(t, phone, 'register');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => post(t, '/api/user/register/', { phone, code: otherCode(code), password: 'secret123' })),
    );
    const keys = guesses.map((g) => g.json().data.error as string);
    expect(keys.every((k) => k === 'sms.codeInvalid' || k === 'sms.tooManyTries')).toBe(true);
    expect(keys.filter((k) => k === 'sms.codeInvalid').length).toBeLessThanOrEqual(4);
    expect((await codeRow(phone)).attempts).toBe(5);
    const right = await post(t, '/api/user/register/', { phone, code, password: 'secret123' });
    expect(right.json().data.error).toBe('sms.tooManyTries');
    expect(await t.app.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('says no code was sent when none was requested, and that it expired when it did', async () => {
    const phone = '13800138003';
    const none = await post(t, '/api/user/register/', { phone, code: '123456', password: 'secret123' }, { 'accept-language': 'en' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      msg: 'No code was sent to this number yet: request one first',
      data: { error: 'sms.codeNotSent' },
    });
    const code = await requestCode(t, phone, 'register');
    await t.app.db
      .updateTable('sms_codes')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const late = await post(t, '/api/user/register/', { phone, code, password: 'secret123' });
    expect(late.json().data.error).toBe('sms.codeExpired');
  });

  it('accepts a pasted phone with spaces, dashes or +86 and stores it normalized', async () => {
    for (const pasted of ['138 0013 8004', '+86 138-0013-8004', '0086 13800138004']) {
      await t.app.kv.del('sms:cool:13800138004');
      const res = await post(t, '/api/user/sendCode', { phone: pasted, purpose: 'register' });
      expect(res.statusCode).toBe(200);
    }
    const code = t.lastCode('13800138004');
    const res = await post(t, '/api/user/register/', { phone: '138-0013-8004 ', code, password: 'secret123' });
    expect(res.json().data.userInfo.phone).toBe('138****8004');
    expect((await t.app.db.selectFrom('users').select('phone').executeTakeFirstOrThrow()).phone).toBe('13800138004');
  });

  it('promotes phones listed in ADMIN_PHONES at sign-up and at a later sign-in', async () => {
    await t.close();
    t = await createTestApp(backend, { ADMIN_PHONES: '13800138005, 138 0013 8006' });
    const code = await requestCode(t, '13800138005', 'register');
    const admin = await post(t, '/api/user/register/', { phone: '13800138005', code, password: 'secret123' });
    expect(admin.json().data.userInfo.role).toBe('admin');
    // Registered as a user before being listed: the next sign-in promotes it.
    await t.app.db
      .insertInto('users')
      .values({ phone: '13800138006', password_hash: null, nickname: null, created_at: Date.now() })
      .execute();
    const loginCode = await requestCode(t, '13800138006', 'login');
    const later = await post(t, '/api/user/login/', { phone: '13800138006', code: loginCode });
    expect(later.json().data.userInfo.role).toBe('admin');
  });
});
