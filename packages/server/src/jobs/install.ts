/**
 * The app's scheduler (`app.jobs`): built with the app, started when it listens and stopped when
 * it closes. Tests, which never listen, run no job unless they call `app.jobs.tick()` or `start()`.
 */
import type { FastifyInstance } from 'fastify';
import { MemoryOptimizer } from '../modules/memory/optimizer.js';
import { cleanupJobs } from './cleanup.js';
import { Scheduler } from './scheduler.js';

export function installJobs(app: FastifyInstance): void {
  const optimizer = new MemoryOptimizer(app.db);
  const scheduler = new Scheduler(app.kv, app.log.child({ module: 'jobs' }), app.config.JOBS_INTERVAL_MINUTES * 60_000, [
    ...cleanupJobs(app.db),
    optimizer.job(),
  ]);
  app.decorate('jobs', scheduler);
  app.addHook('onListen', async () => {
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await optimizer.close();
  });
}
