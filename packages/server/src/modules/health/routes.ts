/** Liveness and readiness: the database answers. */
import { healthSchema } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, database: app.dialect, cache: app.config.REDIS_URL ? ('redis' as const) : ('memory' as const) };
  });
}
