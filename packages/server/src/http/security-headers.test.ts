/** The security headers computed once at build are the ones helmet would set, on API and error answers alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('sets the REST API set on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nowhere', '/score/getScoreRecorde', '/task/getTask']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('sets helmet’s full set, with the app’s CSP, on pages and the API docs', async () => {
    for (const url of ['/', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
