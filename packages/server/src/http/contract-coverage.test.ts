/**
 * Every JSON API route (under /api, and the spec's /score and /task paths) declares the schema
 * of its 200 answer (see contract.ts): this walks the OpenAPI document the app serves and names
 * each route that does not. Binary answers (audio, avatars) are exempt; they are not JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { isApiPath } from './api-paths.js';

/** Binary routes: they answer bytes, not the envelope. */
const BINARY = [/^\/api\/audio(\/|$)/, /avatar/, /^\/api\/images\/\{key\}$/];

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: { data?: unknown } } }> }>;
}

describe('response contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('every JSON API route has a 200 response schema in /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const routes: string[] = [];
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!isApiPath(path) || BINARY.some((re) => re.test(path))) continue;
      for (const [method, op] of Object.entries(ops)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        routes.push(route);
        const data = op.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
        if (data === undefined) missing.push(route);
      }
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toEqual(expect.arrayContaining(['GET /score/getScoreRecorde', 'POST /score/useScore', 'GET /task/getTask']));
    expect(missing).toEqual([]);
  });
});
