/** Identity settings, UI language and points summary for a signed-in user. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(backends)('user settings on %s', (backend) => {
  let t: TestApp;
  let session: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    const phone = '13512345678';
    await t.app.inject({ method: 'POST', url: '/api/user/sendCode', payload: { phone, purpose: 'register' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: { phone, code: t.lastCode(phone), password: 'secret123' },
    });
    session = res.json().data;
  });
  afterEach(async () => t.close());

  const auth = () => ({ authorization: `Token ${session.token}` });

  it('saves identity, languages and level', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 7 },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 7 } });
  });

  it('rejects a level outside 1-20 or a missing language and changes nothing', async () => {
    for (const payload of [
      { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 21 },
      { identity: 'student', nativeLang: 'zh', level: 3 },
      { identity: 'teacher', nativeLang: 'zh', learningLang: 'en', level: 3 },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: auth(), payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(500);
    }
    const info = await t.app.inject({ url: '/api/user/info', headers: auth() });
    expect(info.json().data).toMatchObject({ identity: null, level: null });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 1 },
    });
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('remembers the UI language and reports zero points until points exist', async () => {
    const lang = await t.app.inject({ method: 'PUT', url: '/api/user/uiLang', headers: auth(), payload: { uiLang: 'ko' } });
    expect(lang.json().data.uiLang).toBe('ko');
    const points = await t.app.inject({ url: '/api/points/summary', headers: auth() });
    expect(points.json()).toMatchObject({ code: 200, data: { daily: 0, total: 0 } });
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: session.userInfo.id, amount: 5, reason: 'test', created_at: Date.now() },
        { user_id: session.userInfo.id, amount: 7, reason: 'test', created_at: Date.now() - 3 * 86_400_000 },
      ])
      .execute();
    const after = await t.app.inject({ url: '/api/points/summary', headers: auth() });
    expect(after.json().data).toEqual({ daily: 5, total: 12 });
  });

  it('serves health and OpenAPI', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ code: 200, data: { status: 'ok', database: backend } });
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.json().paths['/api/user/login/']).toBeTruthy();
  });
});
