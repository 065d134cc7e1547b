/**
 * U+0000 and lone surrogates are refused with the localized validation error on both databases,
 * wherever they come in (path, query, body, object keys), and nothing is written. On PostgreSQL
 * they used to reach the database and answer 500 "invalid byte sequence".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../test/harness.js';

describe.each(backends)('unstorable text (%s)', (backend) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    headers = auth(await signUp(t, '13800138011'));
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json: () => { code: number; msg: string } }) => {
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.msg).not.toMatch(/invalid byte sequence|internal/i);
  };

  it('refuses NUL in query strings of public and signed-in routes', async () => {
    for (const url of ['/api/books?q=a%00b', '/api/dict/lookup?word=%00&lang=en', '/api/categories?lang=%00', '/api/dict/search?q=x%00']) {
      expectRefused(await t.app.inject({ method: 'GET', url, headers }));
    }
  });

  it('refuses NUL and lone surrogates in bodies, and writes nothing', async () => {
    const teams = await countRows(t.app.db, 'teams');
    const posts = await countRows(t.app.db, 'circle_posts');
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/teams', headers, payload: { name: 'team\u0000x' } }));
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name":"team \\ud800"}',
      }),
    );
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/circle/posts', headers, payload: { text: 'hi\u0000', images: [] } }));
    expectRefused(await t.app.inject({ method: 'POST', url: '/jb/addUserJB', headers, payload: { userId: 1, type: 1, detail: '\u0000' } }));
    expect(await countRows(t.app.db, 'teams')).toBe(teams);
    expect(await countRows(t.app.db, 'circle_posts')).toBe(posts);
  });

  it('refuses NUL in a path parameter and names the field in the learner language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dict/entries/1%00', headers: { ...headers, 'accept-language': 'en' } });
    expectRefused(res);
    expect(res.json().msg).toMatch(/id/);
  });

  it('keeps emoji (surrogate pairs) and ordinary text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dict/search?q=${encodeURIComponent('😀')}`, headers });
    expect(res.statusCode).toBe(200);
  });
});
