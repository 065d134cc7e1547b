/**
 * Benchmark of the study loop's hot paths on SQLite with one learner holding 20,000 cards and
 * 100,000 review logs (BENCH_CARDS, BENCH_LOGS): server time of `GET /api/study/today` and of one
 * answer (`POST /api/study/sessions/:id/answers`), measured in process with app.inject, against
 * two baselines in the same run: a bare Fastify route (same inject path, no work) and the bare
 * SQL of today's due count. Target (issue 7): p99 ≤ 20 ms for both.
 * Run: npx tsx bench/study.ts
 */
import { answerHash, type SessionItem, type StudySession } from '@qfl/core';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { signUp } from '../packages/server/src/test/accounts.js';
import { line as report, rng, stats } from './_stats.js';
import { createTestApp } from '../packages/server/src/test/harness.js';

const report30 = (name: string, x: ReturnType<typeof stats>) => report(name, x, 30, 2);
const CARDS = Number(process.env.BENCH_CARDS ?? 20_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const DAY = 86_400_000;

/** Entries, a word book holding them, and the learner's cards and logs, written with plain SQL. */
function seed(path: string, userId: number, now: number) {
  const db = new SQLite(path);
  const rand = rng(7);
  db.transaction(() => {
    const entry = db.prepare(
      `insert into dict_entries (id, lang, headword, reading, pron_a, pron_b, pos, meanings, examples, synonyms, antonyms, equivalents, confusing, forms, roots, freq_rank, sources, ckey)
       values (?, 'en', ?, null, null, ?, '["n"]', ?, '[]', '[]', '[]', '[]', '[]', '[]', '[]', ?, '["bench"]', ?)`,
    );
    const size = CARDS + 2000;
    for (let i = 1; i <= size; i++)
      entry.run(i, `word${i}`, `/w${i}/`, JSON.stringify({ zh: [`释义${i}`], en: [`meaning ${i}`] }), i, `en:word${i}`);
    const book = db
      .prepare(
        `insert into books (slug, type, lang, category, level, titles, descriptions, status, review_status, translation_mode, owner_id, builtin, item_count, group_size, created_at)
         values ('bench', 'word', 'en', 'exam_BENCH', 5, '{"en":"Bench"}', '{}', 'public', 'auto_approved', 'simple', null, 1, ?, 20, 1)`,
      )
      .run(size).lastInsertRowid;
    const item = db.prepare(
      'insert into book_items (book_id, position, group_no, entry_id, text, translation, ikey) values (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 1; i <= size; i++) item.run(book, i - 1, Math.floor((i - 1) / 20), i, `word${i}`, `释义${i}`, `bench/word${i}`);
    const card = db.prepare(
      `insert into memory_cards (id, user_id, card_key, entry_id, item_id, state, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, last_review, created_at)
       values (?, ?, ?, ?, null, 2, ?, ?, ?, 0, ?, 0, ?, ?, ?, ?)`,
    );
    // Cards of the last part of the book (the first 2,000 words stay new for group sessions).
    for (let c = 1; c <= CARDS; c++) {
      const stability = 0.5 + rand() * 200;
      const last = now - Math.floor(rand() * 300 * DAY);
      card.run(
        c,
        userId,
        `e:${c + 2000}`,
        c + 2000,
        last + Math.round(stability * DAY),
        stability,
        1 + rand() * 9,
        Math.round(stability),
        3 + Math.floor(rand() * 8),
        Math.floor(rand() * 3),
        last,
        last,
      );
    }
    const log = db.prepare(
      `insert into review_logs (user_id, card_id, source, rating, correct, ms, state_before, elapsed_days, reviewed_at, request_id, result)
       values (?, ?, 'practice', ?, ?, ?, 2, 1, ?, ?, '{}')`,
    );
    for (let l = 0; l < LOGS; l++) {
      const rating = 1 + Math.floor(rand() * 4);
      log.run(
        userId,
        1 + (l % CARDS),
        rating,
        rating > 1 ? 1 : 0,
        1000 + Math.floor(rand() * 8000),
        now - Math.floor(rand() * 365 * DAY),
        `seed-${l}`,
      );
    }
    db.prepare(
      'insert into study_settings (user_id, desired_retention, daily_new, active_book_id, updated_at) values (?, 0.9, 20, ?, ?)',
    ).run(userId, book, now);
  })();
  db.close();
}

async function main() {
  // The real app on a fresh SQLite file, and a real sign-up for the token (test harness).
  const t = await createTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: 1e9 });
  const app = t.app;
  const path = app.config.SQLITE_PATH;
  const account = await signUp(t, '13800138999');
  const session = { token: account.token, userId: account.userInfo.id };
  const t0 = performance.now();
  seed(path, session.userId, Date.now());
  console.log(`seeded ${CARDS} cards and ${LOGS} review logs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Token ${session.token}`, 'accept-language': 'zh' };

  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.ready();
  const sqlite = new SQLite(path, { readonly: true });
  const dueCount = sqlite.prepare('select count(*) from memory_cards where user_id = ? and due <= ?').pluck();

  const time = async (f: () => Promise<unknown> | unknown) => {
    const t = performance.now();
    await f();
    return performance.now() - t;
  };
  const repeat = async (n: number, f: () => Promise<unknown> | unknown) => {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) xs.push(await time(f));
    return stats(xs);
  };
  // Warm up.
  for (let i = 0; i < 20; i++) await app.inject({ url: '/api/study/today', headers });

  const bareRoute = await repeat(RUNS, () => bare.inject({ url: '/bare' }));
  const bareSql = await repeat(RUNS, () => dueCount.get(session.userId, Date.now()));
  const today = await repeat(RUNS, async () => {
    const res = await app.inject({ url: '/api/study/today', headers });
    if (res.statusCode !== 200) throw new Error(res.body);
  });

  const progress = await repeat(Math.min(RUNS, 100), async () => {
    const res = await app.inject({ url: '/api/progress', headers });
    if (res.statusCode !== 200) throw new Error(res.body);
  });

  // Answers: group sessions of the new part of the book, each item answered right.
  const answers: number[] = [];
  let group = 0;
  let seq = 0;
  while (answers.length < RUNS) {
    const res = await app.inject({ method: 'POST', url: '/api/study/sessions', headers, payload: { bookId: 1, group: group++ } });
    const s = res.json().data as StudySession;
    const words = s.words.map((w) => w.text);
    for (const item of s.items) {
      const answer = [...(item.choices ?? []), ...words].find((c) => answerHash(item.id, c) === (item as SessionItem).answerHash) ?? '';
      answers.push(
        await time(async () => {
          const r = await app.inject({
            method: 'POST',
            url: `/api/study/sessions/${s.id}/answers`,
            headers,
            payload: { itemId: item.id, answer, ms: 3000, requestId: `bench-${seq++}-x` },
          });
          if (r.statusCode !== 200) throw new Error(r.body);
        }),
      );
    }
  }
  const answer = stats(answers);
  console.log(report30('bare Fastify route (inject)', bareRoute));
  console.log(report30('bare SQL: due count', bareSql));
  console.log(report30('GET /api/study/today', today));
  console.log(report30('POST …/answers', answer));
  console.log(report30('GET /api/progress (no target)', progress));
  console.log(
    `p99 ratio to the bare route: today ×${(today.p99 / bareRoute.p99).toFixed(1)}, answer ×${(answer.p99 / bareRoute.p99).toFixed(1)}`,
  );
  console.log(`target p99 ≤ 20 ms: today ${today.p99 <= 20 ? 'met' : 'NOT met'}, answer ${answer.p99 <= 20 ? 'met' : 'NOT met'}`);
  sqlite.close();
  await bare.close();
  await t.close();
}

await main();
