/**
 * Accuracy of the vocabulary size test through the real service: an app instance on a fresh
 * SQLite database (as the server tests build it) with the built English dictionary loaded;
 * simulated learners sign up, set Chinese as their native language and take whole tests through
 * `POST /api/vocab-test` and `POST /api/vocab-test/:id/answers`.
 *
 * The truth is defined on the same list the test uses: the usable ranked English words (ranked,
 * with a meaning, not retired) by dense frequency position, capped at VOCAB_MAX_RANK; a learner's
 * size is the number of that list's words they know (their own drawn set, not an expectation).
 * Learners (BENCH_TESTS tests each, default 25, seeded):
 *   - top-N with noise: knows exactly the N most frequent words;
 *   - sigmoid: knows rank r with probability σ(4·(m − ln r)) (from 90% to 10% known over a
 *     factor of 3 in rank), m set so that N words are known in expectation;
 *   - sharp: the same with slope 10 (90% to 10% over a factor of 1.55).
 * Every learner answers with noise: a known word is answered wrong 4% of the time; an unknown
 * word gets "I don't know" 80% of the time, else a guess among the four choices.
 * Per N and curve it prints the share of single tests within ±15% of the truth, how often the
 * 90% interval holds the truth, the median and worst number of questions, and the cards created
 * (must be 0). Target (issue 26): ≥ 90% within ±15% in every N.
 * Run: npx tsx bench/vocab-size.ts   (BENCH_TESTS=n, BENCH_SIZES=500,1000,…)
 */
import { VOCAB_MAX_RANK } from '@qfl/core';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../packages/server/src/content/loader.js';
import { meaningIn, meaningLangs } from '../packages/server/src/modules/vocab-test/question.js';
import { auth, signUp } from '../packages/server/src/test/accounts.js';
import { countRows, createTestApp } from '../packages/server/src/test/harness.js';
import { rng as seeded } from './_stats.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TESTS = Number(process.env.BENCH_TESTS ?? 25);
const SIZES = (process.env.BENCH_SIZES ?? '500,1000,2000,5000,10000,20000').split(',').map(Number);
const SLIP = 0.04;
const DONT_KNOW = 0.8;

interface Curve {
  name: string;
  /** slope in log-rank; Infinity = top-N */
  k: number;
}
const CURVES: Curve[] = [
  { name: 'top-N', k: Number.POSITIVE_INFINITY },
  { name: 'sigmoid k=4', k: 4 },
  { name: 'sharp k=10', k: 10 },
];

const t = await createTestApp('sqlite', { LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: 1e9 });
const loaded = await loadContent(t.app.db, { dataDir: resolve(root, 'packages/content/data'), langs: ['en'] });
console.log(`English dictionary loaded in ${loaded.ms} ms (${loaded.entries} entries)`);

// The list the test draws from, in rank order (the filter of repo.ts's usable words).
const list = await t.app.db
  .selectFrom('dict_entries')
  .select(['id', 'meanings'])
  .where('lang', '=', 'en')
  .where('freq_rank', 'is not', null)
  .where('retired_at', 'is', null)
  .where('meanings', '<>', '{}')
  .orderBy('freq_rank')
  .orderBy('id')
  .execute();
const maxRank = Math.min(list.length, VOCAB_MAX_RANK);
const rankOf = new Map(list.map((row, i) => [Number(row.id), i + 1]));
const meaningsOf = new Map(list.map((row) => [Number(row.id), row.meanings]));
console.log(`usable ranked English words: ${list.length}; the test counts ranks 1..${maxRank}\n`);

const langs = meaningLangs('zh');
/** The right choice of a question: the word's first meaning in the language the choices are in. */
function rightChoice(entryId: number, choices: string[]): string {
  for (const lang of langs) {
    const m = meaningIn(meaningsOf.get(entryId) as string, [lang]);
    if (m && choices.includes(m.text)) return m.text;
  }
  throw new Error(`no right choice for entry ${entryId}`);
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** P(known | rank) of a learner of expected size n on this list. */
function knowledge(n: number, k: number): (rank: number) => number {
  if (!Number.isFinite(k)) return (rank) => (rank <= n ? 1 : 0);
  const logs = Array.from({ length: maxRank + 1 }, (_, r) => Math.log(r));
  const expected = (m: number) => {
    let s = 0;
    for (let r = 1; r <= maxRank; r++) s += sigmoid(k * (m - (logs[r] as number)));
    return s;
  };
  let lo = 0;
  let hi = Math.log(maxRank) + 6;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (expected(mid) < n) lo = mid;
    else hi = mid;
  }
  const m = (lo + hi) / 2;
  return (rank) => sigmoid(k * (m - (logs[rank] as number)));
}

interface Question {
  entryId: number;
  choices: string[];
}

let phone = 13_900_000_000;
async function learner() {
  const s = await signUp(t, String(phone++));
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user/settings',
    payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 5 },
    headers: auth(s),
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return s;
}

/** One whole test by a learner who knows `known` (ranks); returns the result and questions asked. */
async function takeTest(session: Awaited<ReturnType<typeof learner>>, known: Uint8Array, rand: () => number, seq: string) {
  const started = await t.app.inject({ method: 'POST', url: '/api/vocab-test', payload: { lang: 'en' }, headers: auth(session) });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const { id } = started.json().data as { id: number };
  let question: Question = started.json().data.question;
  for (let i = 0; ; i++) {
    const rank = rankOf.get(question.entryId) as number;
    const right = rightChoice(question.entryId, question.choices);
    const wrong = question.choices.filter((c) => c !== right);
    let answer: string | null;
    if (known[rank]) answer = rand() < SLIP ? (wrong[Math.floor(rand() * 3)] as string) : right;
    else if (rand() < DONT_KNOW) answer = null;
    else answer = question.choices[Math.floor(rand() * 4)] as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vocab-test/${id}/answers`,
      payload: { entryId: question.entryId, answer, ms: 3000, requestId: `bench-${seq}-${i}` },
      headers: auth(session),
    });
    if (res.statusCode !== 200) throw new Error(`answer: ${res.statusCode} ${res.body}`);
    const data = res.json().data as {
      done: boolean;
      asked: number;
      question: Question | null;
      result?: { estimate: number; low: number; high: number };
    };
    if (data.done) return { result: data.result as { estimate: number; low: number; high: number }, asked: data.asked };
    question = data.question as Question;
  }
}

const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(5);
console.log(
  `${'N'.padStart(6)}  ${'curve'.padEnd(12)} ${'within ±15%'.padStart(12)} ${'interval holds'.padStart(15)} ${'median err'.padStart(11)} ${'items med'.padStart(9)} ${'items max'.padStart(9)} ${'cards'.padStart(6)}`,
);
const perN = new Map<number, { ok: number; n: number }>();
let allCards = 0;
for (const n of SIZES) {
  for (const curve of CURVES) {
    const p = knowledge(n, curve.k);
    const session = await learner();
    const errors: number[] = [];
    const items: number[] = [];
    let ok = 0;
    let holds = 0;
    for (let i = 0; i < TESTS; i++) {
      const rand = seeded(1_000_003 * n + 7919 * i + Math.round(curve.k === Number.POSITIVE_INFINITY ? 99 : curve.k));
      const known = new Uint8Array(maxRank + 1);
      let truth = 0;
      for (let r = 1; r <= maxRank; r++)
        if (rand() < p(r)) {
          known[r] = 1;
          truth++;
        }
      const { result, asked } = await takeTest(session, known, rand, `${n}-${curve.k}-${i}`);
      const err = result.estimate / truth - 1;
      errors.push(err);
      items.push(asked);
      if (Math.abs(err) <= 0.15) ok++;
      if (result.low <= truth && truth <= result.high) holds++;
    }
    const cards = Number(
      (
        await t.app.db
          .selectFrom('memory_cards')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', session.userInfo.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    allCards += cards;
    const sortedErr = [...errors].sort((a, b) => a - b);
    const sortedItems = [...items].sort((a, b) => a - b);
    const agg = perN.get(n) ?? { ok: 0, n: 0 };
    perN.set(n, { ok: agg.ok + ok, n: agg.n + TESTS });
    console.log(
      `${String(n).padStart(6)}  ${curve.name.padEnd(12)} ${`${ok}/${TESTS} ${pct(ok / TESTS)}`.padStart(12)} ${`${holds}/${TESTS}`.padStart(15)} ${`${(100 * (sortedErr[sortedErr.length >> 1] as number)).toFixed(1)}%`.padStart(11)} ${String(sortedItems[sortedItems.length >> 1]).padStart(9)} ${String(sortedItems[sortedItems.length - 1]).padStart(9)} ${String(cards).padStart(6)}`,
    );
  }
}
console.log('\nper N, all curves:');
for (const [n, agg] of perN)
  console.log(
    `${String(n).padStart(6)}  ${agg.ok}/${agg.n} within ±15% (${pct(agg.ok / agg.n).trim()})${agg.ok / agg.n >= 0.9 ? '' : '  below the 90% target'}`,
  );
console.log(`cards created by all tests: ${allCards} (all users: ${await countRows(t.app.db, 'memory_cards')})`);
await t.close();
