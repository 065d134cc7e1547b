/** Two tabs refreshing with the same credential at once stay signed in; reuse after the grace window does not. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, post, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { sha256 } from './hash.js';
import { graceKey } from './refresh-grace.js';

describe.each(backends)('refresh grace window on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    s = await signUp(t, '13800138030');
  });
  afterEach(async () => t.close());

  const refresh = (refreshToken: string) => post(t, '/api/user/refresh/', { userId: s.userInfo.id, refreshToken });

  it('answers parallel refreshes with the same new pair, and the session survives', async () => {
    const answers = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const pairs = answers.map((a) => a.json().data as Session);
    expect(new Set(pairs.map((p) => p.token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(pairs[0]?.token).not.toBe(s.token);
    const next = pairs[0] as Session;
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(next) })).statusCode).toBe(200);
    // A late second tab within the window gets the same pair too, and the new pair rotates normally.
    expect((await refresh(s.refreshToken)).json().data.refreshToken).toBe(next.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the family when the old credential comes back after the window', async () => {
    const next = (await refresh(s.refreshToken)).json().data as Session;
    await t.app.kv.del(graceKey(sha256(s.refreshToken)));
    const reuse = await refresh(s.refreshToken);
    expect(reuse.json()).toMatchObject({ code: 400, data: { error: 'auth.sessionInvalid' } });
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(next) })).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).json().code).toBe(400);
  });

  it('gives nothing within the window once the session was logged out', async () => {
    const next = (await refresh(s.refreshToken)).json().data as Session;
    await post(t, '/api/user/logout/', {}, auth(next));
    expect((await refresh(s.refreshToken)).json().code).toBe(400);
  });

  it('keeps the rotated pair in the Kv only encrypted', async () => {
    const next = (await refresh(s.refreshToken)).json().data as Session;
    const stored = (await t.app.kv.get(graceKey(sha256(s.refreshToken)))) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(next.refreshToken);
    expect(stored).not.toContain(next.token);
  });
});
