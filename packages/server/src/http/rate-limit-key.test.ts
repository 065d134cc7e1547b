/**
 * Signed-in routes are limited per account: two learners behind one school address each get the
 * preview's 20 a minute (the 21st of one is refused, the other still passes). Requests without a
 * valid token are counted per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('rate limits per account', () => {
  let t: TestApp;
  let a: Record<string, string>;
  let b: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    a = auth(await signUp(t, '13800138013'));
    b = auth(await signUp(t, '13800138014'));
  });
  afterAll(() => t.close());

  // An empty preview: refused by validation (422) after the limit counted it.
  const preview = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/upload/preview', remoteAddress: '203.0.113.40', headers, payload: {} });

  it('counts each account on its own behind one address', async () => {
    for (let i = 0; i < 20; i++) expect((await preview(a)).statusCode).not.toBe(429);
    expect((await preview(a)).statusCode).toBe(429);
    expect((await preview(b)).statusCode).not.toBe(429);
  });

  it('counts requests without a valid token by address', async () => {
    const anon = { authorization: 'Token not-a-token' };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await preview(anon)).statusCode);
    expect(codes.slice(0, 20)).not.toContain(429);
    expect(codes[20]).toBe(429);
  });
});
