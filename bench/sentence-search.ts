/**
 * Benchmark of sentence search (`GET /api/sentences/search`) over every built-in sentence: all
 * sentence books and dictionary examples of the five languages, on SQLite (BENCH_DB, default
 * var/bench/sentence-search.db, content loaded once and reused).
 *   1. The index build: a full build on a fresh index (first run), then a restart on unchanged
 *      content (what every `npm start` pays, in the background).
 *   2. The route through app.inject with a real signed-in user, for a query mix in every language
 *      (one common word, a rare word, two words, a phrase of 3-6 words, one or two CJK characters,
 *      an English word searched in Chinese/Japanese sentences by translation, and misses),
 *      against two baselines in the same run: a bare Fastify route (app.inject) and the bare SQL
 *      of one term's first postings (better-sqlite3).
 * Run: npx tsx bench/sentence-search.ts (target: p99 ≤ 50 ms).
 */
import { mkdirSync, statSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { loadContent } from '../packages/server/src/content/loader.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { MemoryKv } from '../packages/server/src/kv/memory-kv.js';
import { sentenceIndexOf } from '../packages/server/src/modules/sentences/notify.js';
import { signUp } from '../packages/server/src/test/accounts.js';
import type { TestApp } from '../packages/server/src/test/harness.js';
import { line, rng, stats } from './_stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, process.env.BENCH_DB ?? 'var/bench/sentence-search.db');
const CONTENT_DIR = resolve(root, 'packages/content/data');
const PASSES = Number(process.env.BENCH_PASSES ?? 3);

interface Query {
  q: string;
  lang: string;
  kind: string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Queries drawn from the indexed sentences themselves, seeded so every run asks the same. */
function queryMix(db: SQLite.Database): Query[] {
  const rand = rng(7);
  const out: Query[] = [];
  const words = (lang: string, text: string): string[] => {
    const seg = new Intl.Segmenter(lang, { granularity: 'word' });
    return [...seg.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
  };
  for (const lang of ['en', 'zh', 'ja', 'ko', 'es']) {
    const n = Number(db.prepare('select count(*) from sentences where lang = ?').pluck().get(lang));
    const sample = (k: number) =>
      Array.from(
        { length: k },
        () =>
          db
            .prepare('select text from sentences where lang = ? limit 1 offset ?')
            .pluck()
            .get(lang, Math.floor(rand() * n)) as string,
      );
    for (const text of sample(60)) {
      const ws = words(lang, text);
      if (ws.length === 0) continue;
      const pick = () => ws[Math.floor(rand() * ws.length)] as string;
      out.push({ q: pick(), lang, kind: 'one word' });
      if (ws.length >= 2) {
        const i = Math.floor(rand() * (ws.length - 1));
        out.push({ q: `${ws[i]} ${ws[i + 1]}`, lang, kind: 'two words' });
      }
      if (ws.length >= 4)
        out.push({ q: ws.slice(0, Math.min(6, ws.length)).join(lang === 'zh' || lang === 'ja' ? '' : ' '), lang, kind: 'phrase' });
      if (lang === 'zh' || lang === 'ja') {
        const chars = [...text].filter((c) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c));
        if (chars.length >= 2) {
          const i = Math.floor(rand() * (chars.length - 1));
          out.push({ q: chars[i] as string, lang, kind: 'one CJK char' });
          out.push({ q: `${chars[i]}${chars[i + 1]}`, lang, kind: 'two CJK chars' });
        }
      }
    }
    // Common words: the most frequent terms of the language.
    const common = db
      .prepare(
        `select t.term from sentence_terms t where t.term >= ? and t.term < ? and t.term not like ? group by t.term order by count(*) desc limit 10`,
      )
      .pluck()
      .all(`${lang}:`, `${lang};`, `${lang}:#%`) as string[];
    for (const term of common) out.push({ q: term.slice(lang.length + 1), lang, kind: 'common word' });
    for (const q of ['xqzvw', 'qqqqqqqq zzzz']) out.push({ q, lang, kind: 'miss' });
  }
  for (const q of ['apple', 'bank', 'eat', 'school', 'beautiful']) {
    out.push({ q, lang: 'zh', kind: 'by translation' });
    out.push({ q, lang: 'ja', kind: 'by translation' });
  }
  return out.filter((x) => [...x.q].length <= 100);
}

async function main() {
  mkdirSync(dirname(DB_PATH), { recursive: true });
  const database = openDatabase({ sqlitePath: DB_PATH });
  await migrateToLatest(database.db);
  const loaded = await loadContent(database.db, { dataDir: CONTENT_DIR, log: () => undefined });
  console.log(loaded.loaded ? `content loaded in ${loaded.ms} ms` : 'content already loaded');

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig(
    {},
    { SQLITE_PATH: DB_PATH, LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: 1e9, WEB_DIST: '/nonexistent', NODE_ENV: 'test' },
  );
  const app = await buildApp({ config, database, kv: new MemoryKv(), logStream });
  const t0 = performance.now();
  // How long the event loop is held while the index builds (requests wait that long at most).
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  await app.ready(); // starts the background sync
  const index = sentenceIndexOf(app.db);
  if (!index) throw new Error('no sentence index');
  await index.idle();
  const firstMs = performance.now() - t0;
  lag.disable();
  const lagLine = `event loop delay while it ran: p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`;
  const t1 = performance.now();
  const again = await index.sync();
  const againMs = performance.now() - t1;
  const counts = database.db;
  const sentences = Number(
    (
      await counts
        .selectFrom('sentences')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const terms = Number(
    (
      await counts
        .selectFrom('sentence_terms')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(
    `index: ${sentences} sentences, ${terms} term rows; sync at start ${(firstMs / 1000).toFixed(1)} s, again on unchanged content ${(againMs / 1000).toFixed(1)} s (${JSON.stringify(again)})`,
  );
  console.log(lagLine);
  console.log(`database file ${mb(statSync(DB_PATH).size)}`);

  const t: TestApp = {
    app,
    logs,
    lastCode(phone) {
      for (let i = logs.length - 1; i >= 0; i--) {
        const l = JSON.parse(logs[i] as string) as { sms?: { phone: string; code: string } };
        if (l.sms?.phone === phone) return l.sms.code;
      }
      throw new Error('no code');
    },
    close: async () => undefined,
  };
  const phone = `1380013${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
  const session = await signUp(t, phone);
  const headers = { authorization: `Token ${session.token}`, 'accept-language': 'zh' };

  const bareDb = new SQLite(DB_PATH, { readonly: true });
  const mix = queryMix(bareDb);
  const bareStmt = bareDb.prepare('select sentence_id from sentence_terms where term = ? order by sentence_id limit 20');
  const bareApp = Fastify();
  bareApp.get('/bare', async () => ({ code: 200, msg: 'ok', data: { items: [] } }));
  await bareApp.ready();

  const byKind = new Map<string, number[]>();
  const route: number[] = [];
  const bareRoute: number[] = [];
  const bareSql: number[] = [];
  let empty = 0;
  // Warm-up pass (JIT, SQLite page cache).
  for (const { q, lang } of mix) await app.inject({ url: `/api/sentences/search?q=${encodeURIComponent(q)}&lang=${lang}`, headers });
  for (let pass = 0; pass < PASSES; pass++) {
    for (const { q, lang, kind } of mix) {
      let s = performance.now();
      await bareApp.inject({ url: '/bare' });
      bareRoute.push(performance.now() - s);
      s = performance.now();
      bareStmt.all(`${lang}:${q.toLowerCase()}`);
      bareSql.push(performance.now() - s);
      s = performance.now();
      const res = await app.inject({ url: `/api/sentences/search?q=${encodeURIComponent(q)}&lang=${lang}`, headers });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`${q} (${lang}): ${res.statusCode} ${res.body}`);
      if (pass === 0 && res.json().data.items.length === 0) empty++;
      route.push(ms);
      byKind.set(`${lang} ${kind}`, [...(byKind.get(`${lang} ${kind}`) ?? []), ms]);
    }
  }
  console.log(`${mix.length} queries × ${PASSES} passes; ${empty} found nothing (the misses among them)`);
  console.log(line('bare Fastify route (inject)', stats(bareRoute)));
  console.log(line('bare SQL: one term, 20 postings', stats(bareSql)));
  console.log(line('GET /api/sentences/search', stats(route)));
  for (const [kind, xs] of [...byKind].sort()) console.log(line(`  ${kind}`, stats(xs)));
  await app.close();
  await bareApp.close();
  bareDb.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
