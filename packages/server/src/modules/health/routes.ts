/**
 * Liveness and readiness, per dependency: the database (`select 1`) and the cache (Redis PING,
 * fail-fast while it is known down). 200 `ok` when both answer; 200 `degraded` when only Redis is
 * down (the app runs on with per-process limits and counters, kv/kv.ts); 503 `service.unavailable`
 * when the database does not answer. Declared in @qfl/core's endpoints/health.ts.
 */
import { healthEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { healthRepo } from './repo.js';

async function timed(check: () => Promise<unknown>): Promise<{ status: 'up' | 'down'; ms: number | null }> {
  const started = performance.now();
  try {
    await check();
    return { status: 'up', ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { status: 'down', ms: null };
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  route(app, api.health, async (req) => {
    const [database, cache] = await Promise.all([timed(() => healthRepo.ping(app.db)), timed(() => app.kv.ping())]);
    if (database.status === 'down') {
      req.log.error({ dependencies: { database, cache } }, 'health: database down');
      throw new AppError('service.unavailable', 503);
    }
    return {
      status: cache.status === 'up' ? ('ok' as const) : ('degraded' as const),
      database: app.dialect,
      cache: app.config.REDIS_URL ? ('redis' as const) : ('memory' as const),
      dependencies: { database, cache },
    };
  });
}
