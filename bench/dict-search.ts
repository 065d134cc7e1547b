/**
 * Benchmark of dictionary search as you type, on SQLite with all the built content loaded.
 *   1. In process: the search service (DictSearch) and the whole route (app.inject) against a
 *      bare indexed better-sqlite3 query over the same data, for the same query mix.
 *   2. Over HTTP: a server started as a child process (or BENCH_URL), driven at a fixed rate
 *      (BENCH_RATE, default 1000 req/s) for BENCH_SECONDS (default 20): once by an open-loop
 *      client with uniform arrivals, once by autocannon (overallRate, 10 connections).
 * Run: npx tsx bench/dict-search.ts   (or: node --import tsx bench/dict-search.ts)
 * The database (BENCH_DB, default var/bench/dict-search.db) is loaded once and reused.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '@qfl/core';
import SQLite from 'better-sqlite3';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { loadContent } from '../packages/server/src/content/loader.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { MemoryKv } from '../packages/server/src/kv/memory-kv.js';
import { normalizeQuery, prefixEnd } from '../packages/server/src/modules/dict/normalize.js';
import { DictSearch } from '../packages/server/src/modules/dict/search.js';
import { sqliteSearchStore } from '../packages/server/src/modules/dict/search-store.js';
import { freePort } from './_free-port.js';
import { line, rng, stats } from './_stats.js';

interface AutocannonResult {
  latency: Record<string, number>;
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => NodeJS.EventEmitter & PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, process.env.BENCH_DB ?? 'var/bench/dict-search.db');
const CONTENT_DIR = resolve(root, 'packages/content/data');
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LIMIT = 20;

async function prepareDatabase(): Promise<void> {
  mkdirSync(dirname(DB_PATH), { recursive: true });
  const database = openDatabase({ sqlitePath: DB_PATH });
  await migrateToLatest(database.db);
  const r = await loadContent(database.db, { dataDir: CONTENT_DIR, log: (m) => console.log(`  ${m}`) });
  console.log(r.loaded ? `content loaded in ${r.ms} ms` : 'content already loaded');
  await database.close();
}

interface Query {
  q: string;
  lang: string;
}

/** What learners type: every prefix of frequent words, whole words, pinyin, kana, hangul and Spanish forms. */
function queryMix(db: SQLite.Database): Query[] {
  const rand = rng(42);
  const pick = <T>(xs: T[], n: number) => Array.from({ length: n }, () => xs[Math.floor(rand() * xs.length)] as T);
  const typed = (word: string) => Array.from({ length: [...word].length }, (_, i) => [...word].slice(0, i + 1).join(''));
  const keys = (lang: string, kind: string, re: RegExp) =>
    (
      db
        .prepare('select key from dict_keys where lang = ? and kind = ? and rank < 20000 order by rank limit 3000')
        .pluck()
        .all(lang, kind) as string[]
    ).filter((k) => re.test(k));
  const out: Query[] = [];
  const add = (lang: string, qs: string[]) => out.push(...qs.map((q) => ({ q, lang })));
  for (const w of pick(keys('en', 'exact', /^[a-z]{3,10}$/), 40)) add('en', typed(w));
  for (const w of pick(keys('en', 'lemma', /^[a-z]+$/), 20)) add('en', [w]);
  for (const w of pick(keys('zh', 'reading', /^[a-z]{2,12}$/), 30)) add('zh', typed(w));
  for (const w of pick(keys('zh', 'reading', /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/), 15)) add('zh', [w]);
  for (const w of pick(keys('zh', 'reading', /^[a-z]+\d[a-z\d]*$/), 10)) add('zh', [w]);
  for (const w of pick(keys('zh', 'exact', /^\p{Script=Han}{2,4}$/u), 30)) add('zh', typed(w));
  for (const w of pick(keys('ja', 'reading', /^\p{Script=Hiragana}{2,6}$/u), 25)) add('ja', typed(w));
  for (const w of pick(keys('ja', 'exact', /^\p{Script=Han}{2,3}$/u), 15)) add('ja', typed(w));
  for (const w of pick(keys('ko', 'exact', /^\p{Script=Hangul}{2,4}$/u), 25)) add('ko', typed(w));
  for (const w of pick(keys('es', 'exact', /^[a-zñáéíóú]{3,10}$/), 20)) add('es', typed(w));
  for (const w of pick(keys('es', 'lemma', /^[a-zñáéíóú]+$/), 20)) add('es', [w]);
  // Shuffle so the in-process loop and every connection see a realistic interleaving.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as Query, out[i] as Query];
  }
  return out;
}

async function inProcess(mix: Query[]): Promise<void> {
  const bare = new SQLite(DB_PATH, { readonly: true });
  // The bare query: one indexed prefix scan per language joined to its entries, top 20 by rank.
  const stmt = bare.prepare(
    `select k.entry_id, e.headword, e.reading, e.meanings from dict_keys k join dict_entries e on e.id = k.entry_id
     where k.lang = ? and k.key >= ? and k.key < ? order by k.rank limit ${LIMIT}`,
  );
  const plans = mix.map(({ q }) => [...(normalizeQuery(q)?.keys ?? [])].map(([lang, ks]) => [lang, ks[0] as string] as const));
  const runBare = () =>
    plans.map((plan) => {
      const t = performance.now();
      for (const [lang, key] of plan) stmt.all(lang, key, prefixEnd(key));
      return performance.now() - t;
    });

  const search = new DictSearch(sqliteSearchStore(DB_PATH));
  const runService = async () => {
    const times: number[] = [];
    for (const { q, lang } of mix) {
      const t = performance.now();
      await search.search(q, { limit: LIMIT, preferLang: lang as Lang, glossLang: 'zh' });
      times.push(performance.now() - t);
    }
    return times;
  };

  const database = openDatabase({ sqlitePath: DB_PATH });
  const config = loadConfig({}, { SQLITE_PATH: DB_PATH, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 1e9, WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, kv: new MemoryKv() });
  await app.ready();
  const runRoute = async () => {
    const times: number[] = [];
    for (const { q, lang } of mix) {
      const t = performance.now();
      const res = await app.inject({
        url: `/api/dict/search?q=${encodeURIComponent(q)}&prefer=${lang}`,
        headers: { 'accept-language': 'zh' },
      });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
    }
    return times;
  };

  const cold = await runService();
  console.log(line('service, first pass (cold caches)', stats(cold)));
  const serviceTimes: number[] = [];
  const bareTimes: number[] = [];
  const routeTimes: number[] = [];
  await runRoute(); // warm the route's own caches and the JIT
  for (let pass = 0; pass < 3; pass++) {
    bareTimes.push(...runBare());
    serviceTimes.push(...(await runService()));
    routeTimes.push(...(await runRoute()));
  }
  const [b, s, r] = [stats(bareTimes), stats(serviceTimes), stats(routeTimes)];
  console.log(line('bare indexed SQLite query', b));
  console.log(line('search service (DictSearch)', s));
  console.log(line('whole route (app.inject)', r));
  console.log(
    `ratio service/bare: mean ${(s.mean / b.mean).toFixed(2)}x, p50 ${(s.p50 / b.p50).toFixed(2)}x, p99 ${(s.p99 / b.p99).toFixed(2)}x`,
  );
  console.log(
    `ratio route/bare:   mean ${(r.mean / b.mean).toFixed(2)}x, p50 ${(r.p50 / b.p50).toFixed(2)}x, p99 ${(r.p99 / b.p99).toFixed(2)}x`,
  );
  await app.close();
  await database.close();
  search.close();
  bare.close();
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: DB_PATH,
    CONTENT_AUTOLOAD: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

/**
 * Open loop at a truly fixed rate: request i is due at start + i/rate whatever the server does,
 * and its latency counts from that due time (so queueing is not hidden). autocannon's
 * overallRate sends each connection's share of a second back to back, then waits for the next.
 */
async function openLoop(url: string, paths: string[], rate: number, seconds: number) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = rate * seconds;
  const lat: number[] = [];
  const fromSend: number[] = [];
  let sent = 0;
  let finished = 0;
  let failed = 0;
  const start = performance.now();
  await new Promise<void>((done) => {
    const finish = () => {
      if (++finished === total) done();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      for (; sent < due; sent++) {
        const at = start + (sent * 1000) / rate;
        const sentAt = performance.now();
        const req = http.get({ hostname, port, path: paths[sent % paths.length], agent, headers: { 'accept-language': 'zh' } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) {
              lat.push(performance.now() - at);
              fromSend.push(performance.now() - sentAt);
            } else failed++;
            finish();
          });
        });
        req.on('error', () => {
          failed++;
          finish();
        });
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  return { lat, fromSend, failed, rps: total / ((performance.now() - start) / 1000) };
}

async function overHttp(mix: Query[]): Promise<void> {
  const { url, stop } = await startServer();
  try {
    const paths = mix.map(({ q, lang }) => `/api/dict/search?q=${encodeURIComponent(q)}&prefer=${lang}`);
    console.log(`HTTP: warm-up 3 s, then ${RATE} req/s for ${SECONDS} s over ${mix.length} queries, each way`);
    await openLoop(url, paths, RATE, 3);
    const open = await openLoop(url, paths, RATE, SECONDS);
    console.log(line('open loop, from due time', stats(open.lat)), ` ${open.rps.toFixed(0)} req/s, failed ${open.failed}`);
    console.log(line('open loop, from send', stats(open.fromSend)));
    // The floor of this machine and HTTP stack: the same load on the health check (one `select 1`).
    const floor = await openLoop(url, ['/api/health'], RATE, 5);
    console.log(line('/api/health, same load, from due', stats(floor.lat)));
    console.log(line('/api/health, same load, from send', stats(floor.fromSend)));

    const requests = paths.map((path) => ({ method: 'GET', path }));
    const raw: number[] = [];
    const run = autocannon({ url, connections: 10, overallRate: RATE, duration: SECONDS, requests, headers: { 'accept-language': 'zh' } });
    run.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => raw.push(time));
    const res = await run;
    const l = res.latency;
    console.log(line('autocannon, 10 connections', stats(raw)), ` ${res.requests.average.toFixed(0)} req/s`);
    console.log(
      `  autocannon's own histogram (whole ms, its coordinated-omission fill): p50 ${l.p50}  p99 ${l.p99}  max ${l.max}; ` +
        `non-2xx ${res.non2xx}, errors ${res.errors}, timeouts ${res.timeouts}`,
    );
  } finally {
    stop();
  }
}

await prepareDatabase();
const db = new SQLite(DB_PATH, { readonly: true });
const mix = queryMix(db);
db.close();
console.log(
  `query mix: ${mix.length} queries, e.g. ${mix
    .slice(0, 12)
    .map((m) => m.q)
    .join(' ')}`,
);
await inProcess(mix);
await overHttp(mix);
