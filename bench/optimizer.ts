/**
 * The personal FSRS optimizer on simulated learners, through the real service: an app instance on
 * a fresh SQLite database (as the server tests build it) with BENCH_WORDS dictionary entries;
 * every simulated learner signs up and studies for BENCH_DAYS simulated days, every answer written
 * by `recordReview` (so the review logs, cards and learner days are the real ones), then
 * `MemoryOptimizer.fitUser` fits their weights in its worker thread and stores its evaluation.
 *
 * The learner's TRUE memory is FSRS with weights of its own kind (the scheduler does not know them;
 * it schedules with the defaults until a fit is kept):
 *   - weak: the defaults with the initial stabilities w0-w3 ×0.3 and w8 (growth of stability after
 *     a success) 1.87 → 1.47; the first answer on a new word is right 55% of the time;
 *   - average: the defaults; first answer right 70%;
 *   - strong: the defaults with w0-w3 ×3; first answer right 85%.
 * Each simulated day (one day in ten skipped), one session at about 20:00 in the learner's zone
 * (Asia/Shanghai): the cards the scheduler says are due (the `due` of recordReview's outcome), then
 * BENCH_NEW new words, then the learning steps that come due during the session (up to 90 min).
 * Whether an answer is right is drawn (seeded) from the TRUE model's retrievability at that
 * instant (`reviewCard`/`retrievability` with the true weights, the true state updated by every
 * rating); wrong → Again, right → Good, sometimes Hard (10%) or Easy (8%).
 *
 * Baseline in the same run: "before" = the weights the learner is scheduled with (the defaults),
 * evaluated by fitUser on the same history; "true" = the learner's own true weights on that history
 * (what a perfect fit could reach, up to noise). All three are scored, as fitUser scores them, on
 * the history the fit was trained on (in sample), so "after" can come out below "true".
 * Per kind and BENCH_SEEDS seeds it prints reviews (logs the fit used), log loss before → after
 * (true) and Δ = after − before, RMSE(bins) before → after (true), and whether the fit was kept;
 * then the median of each column over the seeds and the worst (the seed with the highest
 * after-value, per measure). Nothing is asserted.
 * Run: npx tsx bench/optimizer.ts   (BENCH_SEEDS=3, BENCH_WORDS=150, BENCH_DAYS=75, BENCH_NEW=5)
 */
import { evaluateWeights, type MemoryCard, OPTIMIZE_MIN_LOGS, type RatingValue, retrievability, reviewCard, scheduler } from '@qfl/core';
import { MemoryOptimizer, toFitTask } from '../packages/server/src/modules/memory/optimizer.js';
import { fitRepo } from '../packages/server/src/modules/memory/fit-repo.js';
import { recordReview, userMemorySettings } from '../packages/server/src/modules/memory/service.js';
import { signUp } from '../packages/server/src/test/accounts.js';
import { createTestApp } from '../packages/server/src/test/harness.js';
import { rng } from './_stats.js';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 3);
const WORDS = Number(process.env.BENCH_WORDS ?? 150);
const DAYS = Number(process.env.BENCH_DAYS ?? 75);
const NEW_PER_DAY = Number(process.env.BENCH_NEW ?? 5);
const SKIP_DAY = 0.1;
const SESSION_MS = 90 * 60_000;
const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
/** Day 0's session: 20:00 in Shanghai. */
const START = Date.UTC(2025, 2, 3, 12);

const DEFAULTS: readonly number[] = [...scheduler().parameters.w];
const scaled = (k: number, w8?: number) => DEFAULTS.map((x, i) => (i < 4 ? x * k : i === 8 && w8 !== undefined ? w8 : x));

interface Kind {
  name: string;
  what: string;
  weights: readonly number[];
  /** Probability that the first answer on a new word is right. */
  firstRight: number;
}
const KINDS: Kind[] = [
  { name: 'weak', what: 'w0-w3 ×0.3, w8 1.47', weights: scaled(0.3, 1.47), firstRight: 0.55 },
  { name: 'average', what: 'the defaults', weights: DEFAULTS, firstRight: 0.7 },
  { name: 'strong', what: 'w0-w3 ×3', weights: scaled(3), firstRight: 0.85 },
];

const t = await createTestApp('sqlite', { LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: 1e9 });
const db = t.app.db;
const entryIds: number[] = [];
for (let i = 0; i < WORDS; i++) {
  const w = `word${i}`;
  const row = await db
    .insertInto('dict_entries')
    .values({
      lang: 'en',
      headword: w,
      reading: null,
      pron_a: null,
      pron_b: `/${w}/`,
      pos: '["n"]',
      meanings: JSON.stringify({ zh: [`释义${i}`], en: [`meaning of ${w}`] }),
      examples: '[]',
      synonyms: '[]',
      antonyms: '[]',
      equivalents: '[]',
      confusing: '[]',
      forms: '[]',
      roots: '[]',
      freq_rank: 1000 + i,
      sources: '["bench"]',
      ckey: `en:${w}`,
      chash: null,
      retired_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  entryIds.push(Number(row.id));
}

interface Run {
  seed: number;
  reviews: number;
  scored: number;
  lapses: number;
  before: { logLoss: number; rmse: number };
  after: { logLoss: number; rmse: number };
  truth: { logLoss: number; rmse: number };
  kept: boolean;
  fitted: number[] | null;
  simMs: number;
  fitMs: number;
}

let phone = 13_900_100_000;
const optimizer = new MemoryOptimizer(db);

/** One learner of a kind: signs up, studies DAYS simulated days, is fitted. */
async function simulate(kind: Kind, seed: number): Promise<Run> {
  const t0 = performance.now();
  const rand = rng(seed * 7919 + kind.name.length * 104_729);
  const s = await signUp(t, String(phone++));
  const userId = s.userInfo.id;
  await db.updateTable('users').set({ time_zone: ZONE }).where('id', '=', userId).execute();
  const truth = { weights: kind.weights };
  /** The scheduler's due date (from recordReview) and the true memory, per studied word. */
  const due = new Map<number, number>();
  const memory = new Map<number, MemoryCard>();
  let introduced = 0;
  let request = 0;
  let lapses = 0;
  let now = START;

  const answer = async (entryId: number) => {
    const card = memory.get(entryId);
    const p = card ? retrievability(card, now, truth) : kind.firstRight;
    let rating: RatingValue = 1;
    if (rand() < p) {
      const u = rand();
      rating = u < 0.1 ? 2 : u < 0.18 ? 4 : 3;
    } else if (card) lapses++;
    const outcome = await recordReview(db, userId, { entryId, source: 'practice', rating, ms: 4000, requestId: `b${request++}` }, now);
    due.set(entryId, Date.parse(outcome.card.due));
    memory.set(entryId, reviewCard(card ?? null, rating, now, truth));
    now += 6_000 + Math.floor(rand() * 14_000);
  };

  for (let d = 0; d < DAYS; d++) {
    if (rand() < SKIP_DAY) continue;
    const start = START + d * DAY + Math.floor(rand() * 60 * 60_000);
    now = start;
    const dueNow = () => [...due].filter(([, at]) => at <= now).sort((a, b) => a[1] - b[1]);
    for (const [entryId] of dueNow()) await answer(entryId);
    for (let k = 0; k < NEW_PER_DAY && introduced < entryIds.length; k++) await answer(entryIds[introduced++] as number);
    // Learning steps (minutes) that come due before the session ends.
    for (;;) {
      const ready = dueNow();
      if (ready.length) {
        for (const [entryId] of ready) await answer(entryId);
        continue;
      }
      const next = Math.min(...due.values());
      if (next > start + SESSION_MS) break;
      now = next;
    }
  }
  const simMs = performance.now() - t0;

  const t1 = performance.now();
  const outcome = await optimizer.fitUser(userId, now + DAY);
  const fitMs = performance.now() - t1;
  const st = await db.selectFrom('study_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const settings = await userMemorySettings(db, userId);
  const task = toFitTask(await fitRepo.logs(db, userId), settings.day);
  const own = evaluateWeights(task.cards, kind.weights);
  return {
    seed,
    reviews: Number(st.fit_reviews ?? 0),
    scored: outcome.before?.reviews ?? 0,
    lapses,
    before: { logLoss: Number(st.fit_log_loss_before), rmse: Number(st.fit_rmse_before) },
    after: { logLoss: Number(st.fit_log_loss_after), rmse: Number(st.fit_rmse_after) },
    truth: { logLoss: own.logLoss, rmse: own.rmseBins },
    kept: st.weights !== null,
    fitted: st.weights ? (JSON.parse(st.weights) as number[]) : null,
    simMs,
    fitMs,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const f4 = (x: number) => x.toFixed(4);
const trio = (b: number, a: number, tr: number) => `${f4(b)} → ${f4(a)} (${f4(tr)})`;
const delta = (x: number) => `${x > 0 ? '+' : ''}${f4(x)}`;
const row = (label: string, reviews: string, scored: string, lapses: string, ll: string, d: string, rmse: string, kept: string) =>
  `${label.padEnd(7)} ${reviews.padStart(7)} ${scored.padStart(6)} ${lapses.padStart(6)}  ${ll.padEnd(30)} ${d.padStart(8)}  ${rmse.padEnd(32)}  ${kept}`;

console.log(
  `${SEEDS} seeds × ${KINDS.length} kinds; ${WORDS} words, ${NEW_PER_DAY} new a day, ${DAYS} days (${Math.round(SKIP_DAY * 100)}% skipped), scheduled with the defaults (retention 0.9); fit kept only if log loss goes down and RMSE(bins) does not go up; OPTIMIZE_MIN_LOGS = ${OPTIMIZE_MIN_LOGS}`,
);
const began = performance.now();
try {
  for (const kind of KINDS) {
    const runs: Run[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) runs.push(await simulate(kind, seed));
    console.log(`\n${kind.name} (true weights: ${kind.what}; first answer right ${Math.round(kind.firstRight * 100)}%)`);
    console.log(
      row('seed', 'reviews', 'scored', 'lapses', 'log loss before → after (true)', 'Δ', 'RMSE(bins) before → after (true)', 'kept'),
    );
    for (const r of runs)
      console.log(
        row(
          String(r.seed),
          String(r.reviews),
          String(r.scored),
          String(r.lapses),
          trio(r.before.logLoss, r.after.logLoss, r.truth.logLoss),
          delta(r.after.logLoss - r.before.logLoss),
          trio(r.before.rmse, r.after.rmse, r.truth.rmse),
          r.kept ? 'yes' : 'no',
        ),
      );
    const med = (f: (r: Run) => number) => median(runs.map(f));
    const worst = (f: (r: Run) => number) => runs.reduce((w, r) => (f(r) > f(w) ? r : w));
    const wl = worst((r) => r.after.logLoss);
    const wr = worst((r) => r.after.rmse);
    const kept = runs.filter((r) => r.kept).length;
    console.log(
      row(
        'median',
        String(med((r) => r.reviews)),
        String(med((r) => r.scored)),
        String(med((r) => r.lapses)),
        trio(
          med((r) => r.before.logLoss),
          med((r) => r.after.logLoss),
          med((r) => r.truth.logLoss),
        ),
        delta(med((r) => r.after.logLoss - r.before.logLoss)),
        trio(
          med((r) => r.before.rmse),
          med((r) => r.after.rmse),
          med((r) => r.truth.rmse),
        ),
        `${kept}/${runs.length}`,
      ),
    );
    console.log(
      row(
        'worst',
        '',
        '',
        '',
        `${trio(wl.before.logLoss, wl.after.logLoss, wl.truth.logLoss)} s${wl.seed}`,
        delta(wl.after.logLoss - wl.before.logLoss),
        `${trio(wr.before.rmse, wr.after.rmse, wr.truth.rmse)} s${wr.seed}`,
        '',
      ),
    );
    const w03 = (w: readonly number[]) =>
      w
        .slice(0, 4)
        .map((x) => x.toFixed(2))
        .join(' ');
    console.log(`  true w0-w3: ${w03(kind.weights)}; kept fits' w0-w3: ${runs.map((r) => (r.fitted ? w03(r.fitted) : '-')).join(' | ')}`);
    console.log(
      `  simulation ${(med((r) => r.simMs) / 1000).toFixed(1)} s median per learner; fitUser ${(med((r) => r.fitMs) / 1000).toFixed(1)} s median, ${(Math.max(...runs.map((r) => r.fitMs)) / 1000).toFixed(1)} s max`,
    );
  }
} finally {
  await optimizer.close();
  await t.close();
}
console.log(`\ntotal ${((performance.now() - began) / 1000).toFixed(0)} s`);
