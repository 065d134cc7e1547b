/**
 * TRUST_PROXY: by default X-Forwarded-For is ignored (a client cannot pick its own address and
 * dodge per-IP limits); with a hop count or proxy addresses, the address the trusted proxy saw
 * is used, never one the client wrote in front of it. request.ip is read from the request log.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function ipSeen(trust: string | undefined, remoteAddress: string, forwardedFor: string): Promise<string> {
  t = await createTestApp('sqlite', trust === undefined ? {} : { TRUST_PROXY: trust });
  const before = t.logs.length;
  await t.app.inject({ url: '/api/health', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  const line = t.logs
    .slice(before)
    .map((l) => JSON.parse(l) as { msg?: string; req?: { remoteAddress?: string } })
    .find((l) => l.msg === 'request completed');
  await t.close();
  t = undefined;
  return line?.req?.remoteAddress ?? 'not logged';
}

describe('trusted proxies', () => {
  it('ignores X-Forwarded-For by default', async () => {
    expect(await ipSeen(undefined, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('with one hop takes the address the proxy appended, not the one the client wrote', async () => {
    expect(await ipSeen('1', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with proxy addresses trusts only those peers', async () => {
    expect(await ipSeen('10.0.0.0/8, 127.0.0.1', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('10.0.0.0/8', '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('refuses to trust every hop, and malformed addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not a proxy address/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, ::1, 10.1.2.0/24' }).TRUST_PROXY).toEqual(['loopback', '::1', '10.1.2.0/24']);
  });
});
