/**
 * Liveness and readiness, per dependency: the database (`select 1`) and the cache (Redis PING,
 * fail-fast while it is known down). 200 `ok` when both answer; 200 `degraded` when only Redis is
 * down (the app runs on with per-process limits and counters, kv/kv.ts); 503 `service.unavailable`
 * when the database does not answer.
 */
import { healthSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AppError } from '../../http/errors.js';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process answers; each dependency (database, cache) with its status and round trip',
        response: { 200: healthSchema },
      },
    },
    async (req) => {
      const [database, cache] = await Promise.all([timed(() => sql`select 1`.execute(app.db)), timed(() => app.kv.ping())]);
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
    },
  );
}
