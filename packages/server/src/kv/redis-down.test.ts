/**
 * Redis down (REDIS_URL at a closed port): the health check says so per dependency; sign-up,
 * sign-in, search and chat answer at once with per-process limits and counters; socket tickets
 * (which need the shared store) fail fast with a localized 503. With the in-process store the
 * health check reports every dependency up.
 */
import type { Session } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, send } from '../modules/chat/test/client.js';
import { auth, post, signUp } from '../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../test/harness.js';

const CLOSED_PORT = 'redis://127.0.0.1:6390';

describe.each(backends)('Redis down on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { REDIS_URL: CLOSED_PORT });
    // The first connection attempt fails within milliseconds; wait for it (no timing asserted).
    for (let i = 0; i < 200 && !t.app.kv.degraded; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => t.close());

  it('reports each dependency: the database up, the cache down, status degraded', async () => {
    expect(t.app.kv.degraded).toBe(true);
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'degraded',
      database: backend,
      cache: 'redis',
      dependencies: { database: { status: 'up' }, cache: { status: 'down', ms: null } },
    });
  });

  it('signs up, signs in, searches and sends chat messages; refuses socket tickets with a localized 503', async () => {
    const a: Session = await signUp(t, '13800138951');
    const b: Session = await signUp(t, '13800138952');
    const login = await post(t, '/api/user/login/', { phone: '13800138951', password: 'secret123' });
    expect(login.statusCode, login.body).toBe(200);
    const search = await t.app.inject({ url: '/api/dict/search?q=hello', headers: auth(a) });
    expect(search.statusCode, search.body).toBe(200);
    await befriend(t.app, a.userInfo.id, b.userInfo.id);
    const sent = await send(t.app, a, { toUserId: b.userInfo.id, text: 'hi' });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const url of ['/api/chat/ticket', '/api/battle/ticket']) {
      const ticket = await t.app.inject({ method: 'POST', url, headers: { ...auth(a), 'accept-language': 'en' } });
      expect(ticket.statusCode, url).toBe(503);
      expect(ticket.json(), url).toMatchObject({
        msg: 'This is temporarily unavailable; please try again in a moment',
        data: { error: 'service.unavailable' },
      });
    }
  });

  it('keeps limiting per process: wrong passwords still back off', async () => {
    await signUp(t, '13800138953');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(t, '/api/user/login/', { phone: '13800138953', password: 'wrong-one' })).statusCode);
    expect(codes[0]).toBe(401);
    expect(codes).toContain(429);
  });
});

describe.each(backends)('health with its own cache on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it('reports every dependency up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: backend,
      dependencies: { database: { status: 'up' }, cache: { status: 'up' } },
    });
    expect(res.json().data.dependencies.database.ms).toBeGreaterThanOrEqual(0);
  });
});
