/**
 * Benchmark of chat (issue 13). 2,000 learners (BENCH_SOCKETS), paired as friends, connect their
 * chat sockets (all subscribed, all receiving); then BENCH_RATE messages per second in total
 * (default 100) for BENCH_SECONDS (20) go from random learners to their friends over HTTP. The servers run as child processes (the built app, as `npm start` runs it: bench/_app-server.ts), the load
 * generator in another (bench/_chat-load.ts). Measured: message → receiver, from the start of
 * `POST /api/chat/messages` to the `message` frame on the friend's socket (HTTP, validation,
 * friendship and block checks, the rate-limit counter, moderation, the insert, the publish), with
 *   1. one server process (SQLite, in-process bus),
 *   2. two server processes sharing Redis and PostgreSQL, every pair of friends split across the
 *      two, so every message crosses Redis pub/sub — skipped without REDIS_URL and DATABASE_URL,
 * and the baseline in the same run: the bare `ws` relay of bench/battle.ts (bench/_bare-ws-relay.ts)
 * forwarding each message from a socket to its partner. Targets: p99 ≤ 50 ms on one process,
 * ≤ 80 ms across two. Run: npm run bench -- chat (with REDIS_URL and DATABASE_URL for part 2).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { newSecret, sha256 } from '../packages/server/src/modules/auth/hash.js';
import { startAppServer } from './_app-server.js';
import { freePort } from './_free-port.js';
import { line, stats } from './_stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, 'var/bench/chat.db');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
/** Messages per second over all learners, and for how long. */
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

/** SOCKETS learners with access tokens; learners 2k and 2k+1 are friends. */
async function prepare(database: Database): Promise<{ tokens: string[]; ids: number[] }> {
  await migrateToLatest(database.db);
  const tokens: string[] = [];
  const ids: number[] = [];
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < SOCKETS; i++) {
      const u = await trx
        .insertInto('users')
        .values({
          phone: `135${String(i).padStart(8, '0')}`,
          password_hash: null,
          nickname: `chat${i}`,
          identity: 'student',
          native_lang: 'zh',
          learning_lang: 'en',
          level: 3,
          ui_lang: 'zh',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = newSecret();
      await trx
        .insertInto('access_tokens')
        .values({ token_hash: sha256(token), user_id: Number(u.id), family_id: `chat${i}`, expires_at: now + 86_400_000 })
        .execute();
      tokens.push(token);
      ids.push(Number(u.id));
      if (i % 2 === 1) {
        const a = ids[i - 1] as number;
        const b = Number(u.id);
        await trx
          .insertInto('friendships')
          .values([
            { user_id: a, friend_id: b, created_at: now },
            { user_id: b, friend_id: a, created_at: now },
          ])
          .execute();
      }
    }
  });
  await database.close();
  return { tokens, ids };
}

type Msg = { type: string } & Record<string, unknown>;
function waitFor(child: ChildProcess, type: string): Promise<Msg> {
  return new Promise((ok, fail) => {
    const on = (m: Msg) => {
      if (m.type !== type) return;
      child.off('message', on);
      ok(m);
    };
    child.on('message', on);
    child.once('exit', (code) => fail(new Error(`child exited (${code}) before ${type}`)));
  });
}

/** `app`: the app's server as `npm start` runs it (bench/_app-server.ts); otherwise a bench script (the bare relay). */
async function startServer(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  if (script === 'app') return startAppServer(env);
  const port = await freePort();
  const child = fork(resolve(root, 'bench', script), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitFor(child, 'ready');
  return { child, url: `http://127.0.0.1:${port}` };
}

async function run(
  label: string,
  servers: { child: ChildProcess; url: string }[],
  data: { tokens: string[]; ids: number[] },
  bare: boolean,
) {
  const load = fork(resolve(root, 'bench/_chat-load.ts'), [JSON.stringify({ urls: servers.map((s) => s.url), ...data, bare })], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const t0 = Date.now();
  await waitFor(load, 'connected');
  const connectS = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  load.send({ type: 'play', rate: RATE, seconds: SECONDS });
  const done = (await waitFor(load, 'done')) as unknown as { latencies: number[]; lost: number; errors: string; seconds: number };
  const s = stats(done.latencies);
  console.log(
    `\n${label}: ${SOCKETS} sockets connected in ${connectS.toFixed(1)} s, then ${RATE} messages/s for ${SECONDS} s; ${done.latencies.length} delivered, ${done.lost} lost, errors ${done.errors}, ${done.seconds.toFixed(1)} s`,
  );
  console.log(`  ${line('message → receiver', s)}`);
  return s;
}

const env = {
  LOG_LEVEL: 'warn',
  SQLITE_PATH: DB_PATH,
  CONTENT_AUTOLOAD: 'false',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
};

for (const f of [DB_PATH, `${DB_PATH}-wal`, `${DB_PATH}-shm`]) rmSync(f, { force: true });
mkdirSync(dirname(DB_PATH), { recursive: true });
const local = await prepare(openDatabase({ sqlitePath: DB_PATH }));

const bareServer = await startServer('_bare-ws-relay.ts', {});
const bare = await run('baseline: bare ws relay, one process', [bareServer], local, true);
bareServer.child.kill();

const one = await startServer('app', { ...env, REDIS_URL: '', DATABASE_URL: '' });
const single = await run('chat, one process (SQLite, no Redis)', [one], local, false);
one.child.send({ type: 'stop' });
await new Promise((r) => one.child.once('exit', r));
console.log(
  `  target p99 ≤ 50 ms: ${single.p99 <= 50 ? 'met' : 'MISSED'}; ratio to the bare relay: p50 ${(single.p50 / bare.p50).toFixed(2)}×, p99 ${(single.p99 / bare.p99).toFixed(2)}×`,
);

if (process.env.REDIS_URL && process.env.DATABASE_URL) {
  const name = `qfl_bench_chat_${process.pid}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const shared = await prepare(openDatabase({ databaseUrl: url.toString(), sqlitePath: DB_PATH }));
  const two = [
    await startServer('app', { ...env, REDIS_PREFIX: `qfl_bench_chat_${process.pid}:`, DATABASE_URL: url.toString() }),
    await startServer('app', { ...env, REDIS_PREFIX: `qfl_bench_chat_${process.pid}:`, DATABASE_URL: url.toString() }),
  ];
  const multi = await run('chat, two processes through Redis (PostgreSQL), every pair split', two, shared, false);
  for (const s of two) {
    s.child.send({ type: 'stop' });
    await new Promise((r) => s.child.once('exit', r));
  }
  await admin(`drop database if exists ${name} with (force)`);
  console.log(
    `  target p99 ≤ 80 ms: ${multi.p99 <= 80 ? 'met' : 'MISSED'}; ratio to the bare relay: p50 ${(multi.p50 / bare.p50).toFixed(2)}×, p99 ${(multi.p99 / bare.p99).toFixed(2)}×`,
  );
} else console.log('\n(two processes through Redis: skipped, needs REDIS_URL and DATABASE_URL)');
process.exit(0);
