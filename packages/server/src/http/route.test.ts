/**
 * Endpoints are declared once, in @qfl/core: every API route the app serves was registered from a
 * declaration (http/route.ts), and every declaration is served. Socket routes (`websocket: true`)
 * speak their own frames, not HTTP answers, and HEAD routes are Fastify's copies of the GETs.
 */
import { allEndpoints } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { isApiPath } from './api-paths.js';
import { endpointName } from './route.js';

describe('endpoint declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  const apiRoutes = () => t.app.routeTable.filter((r) => isApiPath(r.url) && !r.websocket && r.method !== 'HEAD');

  it('every API route is registered from a declaration', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => r.endpoint !== `${r.method} ${r.url}`).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every declaration is served, once', () => {
    const served = apiRoutes().map((r) => r.endpoint);
    const names = allEndpoints().map(endpointName);
    expect(names.filter((name) => !served.includes(name))).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
