/**
 * Benchmark of live battles (issue 12). 2,000 learners (BENCH_SOCKETS) connect their sockets and
 * fight 1,000 battles at once: the servers run as child processes (the built app, as `npm start`
 * runs it: bench/_app-server.ts) on a prepared SQLite file, the
 * load generator in another child process (bench/_battle-load.ts) opens the sockets, queues them,
 * readies and answers each question after 0.2-2.0 s. Measured: answer → opponent update (from the
 * answer sent on one socket to the `opponent` frame on the other), with
 *   1. one server process (everything in process),
 *   2. two server processes sharing Redis and PostgreSQL (sockets alternate between them, so about
 *      half the rooms relay through pub/sub) — skipped without REDIS_URL and DATABASE_URL,
 * and the baseline in the same run: a bare `ws` relay pairing the same number of sockets and
 * forwarding one message per 0.5-2.3 s from each socket to its partner. Memory per idle socket:
 * the server's heap + external memory and RSS after a forced GC, before and after the sockets connect.
 * Run: npx tsx bench/battle.ts (with REDIS_URL and DATABASE_URL for the two-process part, which
 * runs on PostgreSQL: two processes writing one SQLite file would block each other's event loop).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { newSecret, sha256 } from '../packages/server/src/modules/auth/hash.js';
import { seedStudyFixture } from '../packages/server/src/test/study-fixture.js';
import { cpuProfArgs, startAppServer } from './_app-server.js';
import { freePort } from './_free-port.js';
import { line, stats } from './_stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, 'var/bench/battle.db');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);

// ---- data: the fixture word book and SOCKETS learners with access tokens ----------------------
async function prepare(database: Database): Promise<string[]> {
  await migrateToLatest(database.db);
  await seedStudyFixture({ db: database.db } as never);
  const out: string[] = [];
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < SOCKETS; i++) {
      const u = await trx
        .insertInto('users')
        .values({
          phone: `136${String(i).padStart(8, '0')}`,
          password_hash: null,
          nickname: `bench${i}`,
          identity: 'student',
          native_lang: i % 2 ? 'zh' : 'ja',
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
        .values({ token_hash: sha256(token), user_id: Number(u.id), family_id: `bench${i}`, expires_at: now + 86_400_000 })
        .execute();
      out.push(token);
    }
  });
  await database.close();
  return out;
}

rmSync(DB_PATH, { force: true });
rmSync(`${DB_PATH}-wal`, { force: true });
rmSync(`${DB_PATH}-shm`, { force: true });
mkdirSync(dirname(DB_PATH), { recursive: true });
let tokens = await prepare(openDatabase({ sqlitePath: DB_PATH }));

// ---- children ------------------------------------------------------------------------------------
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
    execArgv: ['--import', 'tsx', '--expose-gc', ...cpuProfArgs()],
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitFor(child, 'ready');
  return { child, url: `http://127.0.0.1:${port}` };
}

async function mem(child: ChildProcess): Promise<Record<string, number>> {
  const answer = waitFor(child, 'mem');
  child.send({ type: 'mem' });
  return (await answer) as unknown as Record<string, number>;
}
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

async function run(label: string, servers: { child: ChildProcess; url: string }[], bare: boolean) {
  const before = await mem(servers[0]?.child as ChildProcess);
  const load = fork(resolve(root, 'bench/_battle-load.ts'), [JSON.stringify({ urls: servers.map((s) => s.url), tokens, bare })], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const t0 = Date.now();
  await waitFor(load, 'connected');
  const connectS = (Date.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const after = await mem(servers[0]?.child as ChildProcess);
  const perServer = SOCKETS / servers.length;
  const heapPer = (after.heapUsed + after.external - before.heapUsed - before.external) / perServer;
  const rssPer = (after.rss - before.rss) / perServer;
  load.send({ type: 'play', rounds: QUESTIONS });
  const done = (await waitFor(load, 'done')) as unknown as {
    latencies: number[];
    takenAt: number[];
    results: number;
    errors: string;
    seconds: number;
  };
  const s = stats(done.latencies);
  console.log(
    `\n${label}: ${SOCKETS} sockets connected in ${connectS.toFixed(1)} s; ${done.results} results, ${done.errors} errors, ${done.seconds.toFixed(1)} s of play`,
  );
  console.log(
    `  idle socket memory (first server, after GC): heap+external ${(heapPer / 1024).toFixed(1)} KB, RSS ${(rssPer / 1024).toFixed(1)} KB per socket (server RSS ${mb(before.rss)} → ${mb(after.rss)})`,
  );
  console.log(`  ${line('answer → opponent update', s)}`);
  if (process.env.BENCH_TIMELINE) timeline(done.latencies, done.takenAt);
  return s;
}

/** BENCH_TIMELINE: the latencies by the 5 s of play in which their answer was sent (where the tail comes from). */
function timeline(latencies: number[], takenAt: number[]) {
  const bins = new Map<number, number[]>();
  latencies.forEach((l, i) => {
    const bin = Math.floor((takenAt[i] ?? 0) / 5000);
    bins.set(bin, [...(bins.get(bin) ?? []), l]);
  });
  for (const [bin, xs] of [...bins.entries()].sort((a, b) => a[0] - b[0])) {
    const s = stats(xs);
    console.log(
      `    ${String(bin * 5).padStart(3)}-${bin * 5 + 5} s: n=${String(xs.length).padStart(5)}  p50 ${s.p50.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  max ${s.max.toFixed(1)} ms`,
    );
  }
}

const timing = {
  LOG_LEVEL: 'warn',
  SQLITE_PATH: DB_PATH,
  CONTENT_AUTOLOAD: 'false',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '1000000000',
  BATTLE_QUESTIONS: String(QUESTIONS),
  BATTLE_QUESTION_MS: '4000',
  BATTLE_COUNTDOWN_MS: '500',
  BATTLE_REVEAL_MS: '300',
  BATTLE_BOT_AFTER_MS: '60000',
};

const parts = new Set((process.env.BENCH_PARTS ?? 'bare,one,two').split(','));
let bare = { p50: Number.NaN, p99: Number.NaN };
if (parts.has('bare')) {
  const bareServer = await startServer('_bare-ws-relay.ts', {});
  bare = await run('baseline: bare ws relay, one process', [bareServer], true);
  bareServer.child.kill();
}

if (parts.has('one')) {
  const one = await startServer('app', { ...timing, REDIS_URL: '', DATABASE_URL: '' });
  const single = await run('battles, one process (no Redis)', [one], false);
  one.child.send({ type: 'stop' });
  await new Promise((r) => one.child.once('exit', r));
  console.log(`  ratio to the bare relay: p50 ${(single.p50 / bare.p50).toFixed(2)}×, p99 ${(single.p99 / bare.p99).toFixed(2)}×`);
}

if (parts.has('two') && process.env.REDIS_URL && process.env.DATABASE_URL) {
  // Several processes mean PostgreSQL (SQLite's one writer would make one process wait, blocked, for the other's commits).
  const name = `qfl_bench_battle_${process.pid}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  tokens = await prepare(openDatabase({ databaseUrl: url.toString(), sqlitePath: DB_PATH }));
  const prefix = `qfl_bench_${process.pid}:`;
  const env = { ...timing, REDIS_PREFIX: prefix, DATABASE_URL: url.toString() };
  const two = [await startServer('app', env), await startServer('app', env)];
  const multi = await run('battles, two processes through Redis', two, false);
  for (const s of two) {
    s.child.send({ type: 'stop' });
    await new Promise((r) => s.child.once('exit', r));
  }
  await admin(`drop database if exists ${name} with (force)`);
  console.log(`  ratio to the bare relay: p50 ${(multi.p50 / bare.p50).toFixed(2)}×, p99 ${(multi.p99 / bare.p99).toFixed(2)}×`);
} else console.log('\n(two processes through Redis: skipped, needs REDIS_URL and DATABASE_URL)');
process.exit(0);
