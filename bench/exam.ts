/**
 * Benchmark of exams and reading answering on SQLite with all the built content loaded: server
 * time (app.inject) of generating a reading quiz for a page of an article book (sentences split,
 * tokenized, linked to the dictionary, distractors fetched), of starting a standard exam attempt
 * (words, sentences and a passage drawn, questions stored) and of submitting it (grading and one
 * review per answer in one transaction), against a baseline in the same run: GET /api/exams (the
 * same inject path, auth and envelope, one indexed read).
 * Run: npx tsx bench/exam.ts  (the database, BENCH_DB default var/bench/exam.db, is loaded once)
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExamAttempt } from '@qfl/core';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { loadContent } from '../packages/server/src/content/loader.js';
import { openDatabase } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { MemoryKv } from '../packages/server/src/kv/memory-kv.js';
import { newSecret, sha256 } from '../packages/server/src/modules/auth/hash.js';
import { line, stats } from './_stats.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = resolve(root, process.env.BENCH_DB ?? 'var/bench/exam.db');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

mkdirSync(dirname(DB_PATH), { recursive: true });
const database = openDatabase({ sqlitePath: DB_PATH });
await migrateToLatest(database.db);
const loaded = await loadContent(database.db, { dataDir: resolve(root, 'packages/content/data'), log: () => undefined });
console.log(loaded.loaded ? `content loaded in ${loaded.ms} ms` : 'content already loaded');
const config = loadConfig({}, { SQLITE_PATH: DB_PATH, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 1e9, WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, database, kv: new MemoryKv() });
await app.ready();

// A learner with a session, written directly (no SMS round trip).
const now = Date.now();
const phone = `137${String(now % 1e8).padStart(8, '0')}`;
const user = await database.db
  .insertInto('users')
  .values({
    phone,
    password_hash: null,
    nickname: null,
    identity: 'student',
    native_lang: 'zh',
    learning_lang: 'en',
    level: 5,
    ui_lang: 'zh',
    created_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = newSecret();
await database.db
  .insertInto('access_tokens')
  .values({ token_hash: sha256(token), user_id: Number(user.id), family_id: 'bench', expires_at: now + 86_400_000 })
  .execute();
const headers = { authorization: `Token ${token}`, 'accept-language': 'zh' };

async function timed(method: 'GET' | 'POST', url: string, payload?: object): Promise<{ ms: number; data: unknown }> {
  const t = performance.now();
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return { ms, data: res.json().data };
}

const list = (await timed('GET', '/api/exams?level=5')).data as { items: { id: number; kind: string }[] };
const examId = list.items.find((e) => e.kind === 'standard')?.id as number;
const articles = await database.db
  .selectFrom('books')
  .select(['id', 'item_count', 'group_size'])
  .where('type', '=', 'article')
  .where('builtin', '=', 1)
  .orderBy('id')
  .execute();
// Pages of every language's article books, each a first generation (no open quiz of the page yet).
const pages = articles.flatMap((b) =>
  Array.from({ length: Math.ceil(b.item_count / b.group_size) }, (_, i) => ({ bookId: Number(b.id), page: i + 1 })),
);

const baseline: number[] = [];
const quiz: number[] = [];
const start: number[] = [];
const submit: number[] = [];
for (let i = 0; i < RUNS; i++) {
  baseline.push((await timed('GET', '/api/exams?level=5')).ms);
  const p = pages[(i * 7919) % pages.length] as { bookId: number; page: number };
  quiz.push((await timed('POST', '/api/reading-quiz', p)).ms);
  const a = await timed('POST', `/api/exams/${examId}/attempts`);
  start.push(a.ms);
  const attempt = a.data as ExamAttempt;
  const answers = attempt.sections.flatMap((s) => s.questions.map((q) => ({ questionId: q.id, answer: q.choices?.[0] ?? 'guess' })));
  submit.push((await timed('POST', `/api/exams/attempts/${attempt.attemptId}/submit`, { answers, requestId: `bench-${now}-${i}` })).ms);
}
const b = stats(baseline);
console.log(`pages of article books: ${pages.length}; runs: ${RUNS}`);
console.log(line('baseline GET /api/exams', b));
for (const [name, xs] of [
  ['reading quiz (generate a page)', quiz],
  ['exam attempt (generate)', start],
  ['exam submit (grade + reviews)', submit],
] as const) {
  const s = stats(xs);
  console.log(line(name, s));
  console.log(`${''.padEnd(34)} vs baseline: p50 ${(s.p50 / b.p50).toFixed(1)}x, p99 ${(s.p99 / b.p99).toFixed(1)}x`);
}
await app.close();
