/**
 * One battle server process for bench/battle.ts: the real app on the prepared SQLite file (and
 * Redis when REDIS_URL is set), listening on PORT. Prints `ready` when listening; answers `mem`
 * over IPC with its memory after a full garbage collection (run with --expose-gc).
 */
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { openKv } from '../packages/server/src/kv/open-kv.js';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
const kv = openKv({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
const app = await buildApp({ config, database, kv });
await app.listen({ host: '127.0.0.1', port: config.PORT });

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (m: { type: string }) => {
  if (m.type === 'mem') {
    gc?.();
    gc?.();
    const u = process.memoryUsage();
    process.send?.({ type: 'mem', rss: u.rss, heapUsed: u.heapUsed, external: u.external, arrayBuffers: u.arrayBuffers });
  }
  if (m.type === 'stop') void app.close().then(() => process.exit(0));
});
process.send?.({ type: 'ready' });
