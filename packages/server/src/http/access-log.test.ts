/** The access line: one JSON line per answered request, the fields pino's line had, nothing secret. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const completed = (logs: string[]) =>
  logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request completed');

describe('access log', () => {
  it('writes one parseable line per request with method, url, client and status, and no headers', async () => {
    t = await createTestApp('sqlite');
    const before = t.logs.length;
    const url = '/api/health?q=%22quoted%22&x=back\\slash'; // a backslash the line must escape
    await t.app.inject({ url, remoteAddress: '198.51.100.9', headers: { authorization: 'Token secret-token', 'accept-version': '1' } });
    const lines = completed(t.logs.slice(before));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      req: { method: 'GET', url, version: '1', host: 'localhost:80', remoteAddress: '198.51.100.9' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.time).toBe('number');
    expect(typeof lines[0]?.reqId).toBe('string');
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(t.logs.slice(before).join('')).not.toContain('secret-token');
  });

  it('writes no access line when the level is above info', async () => {
    t = await createTestApp('sqlite', { LOG_LEVEL: 'warn' });
    await t.app.inject({ url: '/api/health' });
    expect(completed(t.logs)).toEqual([]);
  });
});
