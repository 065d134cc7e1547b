/** Liveness and readiness: the database answers. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { schema: { tags: ['health'] } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.dialect, cache: app.config.REDIS_URL ? 'redis' : 'memory' };
  });
}
