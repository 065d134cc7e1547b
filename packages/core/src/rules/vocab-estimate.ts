/**
 * Vocabulary size estimate from an adaptive test over words ranked by frequency (rank 1 = most
 * frequent; ranks are dense positions in the language's list of usable words, 1..maxRank). The
 * quantity estimated is T = the number of the list's words the learner knows.
 *
 * 1. Model (two-parameter logistic in log-rank): a learner knows the word of rank r with
 *    probability p(r) = σ(k · (θ − ln r)); θ = ln N is the log of the rank at which half the
 *    words are known, k the slope (large k: knows nearly every word up to N and almost none past
 *    it). For a parameter pair, T(θ, k) = Σ_{r=1..maxRank} p(r).
 * 2. Answers: a known word is answered right with probability 1 − slip, wrong or "I don't know"
 *    with slip/2 each; an unknown word is answered right by a lucky guess with probability g,
 *    wrong with 3g (three wrong choices), "I don't know" with 1 − 4g. The guess rate g comes from
 *    the learner's own ratio of wrong answers to "I don't know" (see `guessRate`).
 * 3. Posterior: a grid over θ (step 0.025, from ln 5 to ln maxRank + 1.5; flat prior) and k
 *    (1.5 … 16, mild prior favouring 2.5-6), updated with every answer's likelihood.
 * 4. Next item: the log-rank (candidates every 0.04) whose answer minimizes the expected
 *    posterior variance of ln T, with a small random jitter from the caller's rng (so two runs of
 *    the same learner ask different words); the caller moves it to the nearest rank not asked yet.
 * 5. Result: the posterior median of T with the 5% and 95% quantiles (a 90% credible interval).
 *    The test stops when that interval lies within ±12% of the estimate (after at least
 *    VOCAB_MIN_QUESTIONS answers), or at VOCAB_MAX_QUESTIONS.
 *
 * Everything here is pure and deterministic given the answers and the rng.
 */

/** No stop before this many answers (the posterior of a few answers leans on the grid's edges). */
export const VOCAB_MIN_QUESTIONS = 12;
export const VOCAB_MAX_QUESTIONS = 60;
/** Stop when the 90% interval lies within ±12% of the estimate. */
export const VOCAB_STOP_RELATIVE = 0.12;
/** A language needs at least this many usable ranked words for the test. */
export const VOCAB_MIN_RANKS = 500;
/** Ranks above this are not tested: the estimate counts words among the 30,000 most frequent. */
export const VOCAB_MAX_RANK = 30_000;
/** Assumed share of known words answered wrong or "I don't know" (misclicks, doubt). */
export const VOCAB_SLIP = 0.04;

export type VocabOutcome = 'right' | 'wrong' | 'unknown';
export interface VocabAnswer {
  rank: number;
  outcome: VocabOutcome;
}
export interface VocabEstimate {
  estimate: number;
  low: number;
  high: number;
}

const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Grid of slopes and their prior weights (unnormalized). */
export const VOCAB_SLOPES = [1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 11, 16] as const;
const SLOPE_PRIOR = [0.5, 0.8, 1, 1, 1, 1, 1, 1, 1, 0.9, 0.8];
/** θ grid: multiples of THETA_STEP from ln 5 to ln maxRank + 1.5; candidate items on the same lattice. */
const THETA_STEP = 0.03;
const THETA_MIN = Math.log(5);
const THETA_BEYOND = 1.5;
/** Candidate items every CANDIDATE_EVERY lattice steps (0.06 in log-rank). */
const CANDIDATE_EVERY = 2;
/** Candidates are searched within this distance (log-rank) of the plausible θ values. */
const CANDIDATE_REACH = 2.5;
/** Jitter of the asked log-rank around the best one (± this, uniform from the rng). */
const JITTER = 0.06;
/** Grid points whose posterior weight is below this share of the largest are skipped in the item search. */
const PRUNE = 1e-7;

interface Grid {
  maxRank: number;
  /** per point (slope-major): θ, its lattice index, slope index, k, ln T, prior log-weight */
  theta: Float64Array;
  thetaIndex: Int32Array;
  slope: Int32Array;
  k: Float64Array;
  logT: Float64Array;
  logPrior: Float64Array;
  /** point indices sorted by ln T */
  order: Int32Array;
  /** per slope: σ(k·d·THETA_STEP) at index d + offset, d = θ index − candidate index */
  tables: Float64Array[];
  offset: number;
}

/**
 * Ranks 1..maxRank as (log-rank, count) terms: one per rank up to 300, then buckets 0.01 wide in
 * log-rank (the midpoint rule; p changes by at most k·0.01/4 inside a bucket).
 */
function rankTerms(maxRank: number): { x: number[]; w: number[] } {
  const x: number[] = [];
  const w: number[] = [];
  const exact = Math.min(maxRank, 300);
  for (let r = 1; r <= exact; r++) {
    x.push(Math.log(r));
    w.push(1);
  }
  let lo = exact + 1;
  while (lo <= maxRank) {
    const hi = Math.min(maxRank, Math.max(lo, Math.floor(Math.exp(Math.log(lo) + 0.01))));
    x.push(Math.log((lo + hi) / 2));
    w.push(hi - lo + 1);
    lo = hi + 1;
  }
  return { x, w };
}

const grids = new Map<number, Grid>();

/** The parameter grid of a list of maxRank words, with T of every point (memoized per maxRank). */
function gridFor(maxRank: number): Grid {
  const cached = grids.get(maxRank);
  if (cached) return cached;
  const first = Math.ceil(THETA_MIN / THETA_STEP);
  const last = Math.floor((Math.log(maxRank) + THETA_BEYOND) / THETA_STEP);
  const per = last - first + 1;
  const n = per * VOCAB_SLOPES.length;
  const terms = rankTerms(maxRank);
  const g: Grid = {
    maxRank,
    theta: new Float64Array(n),
    thetaIndex: new Int32Array(n),
    slope: new Int32Array(n),
    k: new Float64Array(n),
    logT: new Float64Array(n),
    logPrior: new Float64Array(n),
    order: new Int32Array(n),
    tables: [],
    offset: last,
  };
  let j = 0;
  VOCAB_SLOPES.forEach((k, s) => {
    const table = new Float64Array(2 * last + 1);
    for (let d = -last; d <= last; d++) table[d + last] = sigmoid(k * d * THETA_STEP);
    g.tables.push(table);
    for (let i = first; i <= last; i++) {
      const theta = i * THETA_STEP;
      let sum = 0;
      for (let t = 0; t < terms.x.length; t++) sum += (terms.w[t] as number) * sigmoid(k * (theta - (terms.x[t] as number)));
      g.theta[j] = theta;
      g.thetaIndex[j] = i;
      g.slope[j] = s;
      g.k[j] = k;
      g.logT[j] = Math.log(Math.max(sum, 0.5));
      g.logPrior[j] = Math.log(SLOPE_PRIOR[s] as number);
      j++;
    }
  });
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (g.logT[a] as number) - (g.logT[b] as number));
  g.order = Int32Array.from(order);
  if (grids.size > 8) grids.clear();
  grids.set(maxRank, g);
  return g;
}

/** Guess rate from the learner's wrong answers vs "I don't know" (smoothed; 0.25 = always guesses). */
export function guessRate(answers: readonly VocabAnswer[]): number {
  let wrong = 0;
  let unknown = 0;
  for (const a of answers) {
    if (a.outcome === 'wrong') wrong++;
    else if (a.outcome === 'unknown') unknown++;
  }
  // Each wrong answer is 3/4 of a guess: guesses ≈ 4·wrong/3; unknown words ≈ guesses + "I don't know".
  const guesses = (4 * wrong) / 3 + 0.5;
  const g = guesses / 4 / (guesses + unknown + 1);
  return Math.min(0.245, Math.max(0.005, g));
}

/** Likelihood of an outcome as a·p + b, p = P(known). */
export function answerLikelihood(outcome: VocabOutcome, guess: number): [number, number] {
  if (outcome === 'right') return [1 - VOCAB_SLIP - guess, guess];
  if (outcome === 'wrong') return [VOCAB_SLIP / 2 - 3 * guess, 3 * guess];
  return [VOCAB_SLIP / 2 - (1 - 4 * guess), 1 - 4 * guess];
}

const OUTCOMES: readonly VocabOutcome[] = ['right', 'wrong', 'unknown'];

/** Normalized posterior weights over the grid. */
function posterior(g: Grid, answers: readonly VocabAnswer[]): Float64Array {
  const guess = guessRate(answers);
  const n = g.theta.length;
  const logw = Float64Array.from(g.logPrior);
  for (const ans of answers) {
    const [a, b] = answerLikelihood(ans.outcome, guess);
    // The answer's log-rank, to the nearest lattice step (±1.5% in rank), so p is a table lookup.
    const c = Math.round(Math.log(Math.min(Math.max(ans.rank, 1), g.maxRank)) / THETA_STEP);
    for (let j = 0; j < n; j++) {
      const p = (g.tables[g.slope[j] as number] as Float64Array)[(g.thetaIndex[j] as number) - c + g.offset] as number;
      logw[j] = (logw[j] as number) + Math.log(a * p + b);
    }
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < n; j++) if ((logw[j] as number) > max) max = logw[j] as number;
  let sum = 0;
  const w = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const v = Math.exp((logw[j] as number) - max);
    w[j] = v;
    sum += v;
  }
  for (let j = 0; j < n; j++) w[j] = (w[j] as number) / sum;
  return w;
}

/** The posterior median of T and its 5% and 95% quantiles, rounded, within 0..maxRank. */
function summarize(g: Grid, w: Float64Array): VocabEstimate {
  const qs = [0.05, 0.5, 0.95];
  const out: number[] = [];
  let acc = 0;
  let q = 0;
  for (let i = 0; i < g.order.length && q < qs.length; i++) {
    const j = g.order[i] as number;
    acc += w[j] as number;
    while (q < qs.length && acc >= (qs[q] as number)) {
      out.push(Math.exp(g.logT[j] as number));
      q++;
    }
  }
  while (out.length < qs.length) out.push(Math.exp(g.logT[g.order[g.order.length - 1] as number] as number));
  const clamp = (v: number) => Math.round(Math.min(g.maxRank, Math.max(0, v)));
  return { low: clamp(out[0] as number), estimate: clamp(out[1] as number), high: clamp(out[2] as number) };
}

/** The estimate with its 90% credible interval from the answers so far. */
export function estimateVocab(answers: readonly VocabAnswer[], maxRank: number): VocabEstimate {
  const g = gridFor(maxRank);
  return summarize(g, posterior(g, answers));
}

/** Whether an interval is narrow enough to stop: within ±12% of the estimate. */
export function vocabIntervalNarrow(e: VocabEstimate): boolean {
  return e.estimate > 0 && e.low >= e.estimate * (1 - VOCAB_STOP_RELATIVE) && e.high <= e.estimate * (1 + VOCAB_STOP_RELATIVE);
}

/** Whether the test is over: 60 questions, or at least 12 and a 90% interval within ±12%. */
export function vocabTestDone(answers: readonly VocabAnswer[], maxRank: number, est?: VocabEstimate): boolean {
  if (answers.length >= VOCAB_MAX_QUESTIONS) return true;
  if (answers.length < VOCAB_MIN_QUESTIONS) return false;
  return vocabIntervalNarrow(est ?? estimateVocab(answers, maxRank));
}

/**
 * The log-rank whose answer is expected to leave the smallest posterior variance of ln T, among
 * the grid's log-ranks (every THETA_STEP) from 0 to ln maxRank.
 */
export function mostInformativeLogRank(answers: readonly VocabAnswer[], maxRank: number): number {
  const g = gridFor(maxRank);
  return bestLogRank(g, posterior(g, answers), answers);
}

function bestLogRank(g: Grid, w: Float64Array, answers: readonly VocabAnswer[]): number {
  const maxRank = g.maxRank;
  const guess = guessRate(answers);
  const lik = OUTCOMES.map((o) => answerLikelihood(o, guess));
  let maxW = 0;
  for (let j = 0; j < w.length; j++) if ((w[j] as number) > maxW) maxW = w[j] as number;
  const active: number[] = [];
  let lowest = Number.POSITIVE_INFINITY;
  let highest = 0;
  for (let j = 0; j < w.length; j++)
    if ((w[j] as number) >= maxW * PRUNE) {
      active.push(j);
      lowest = Math.min(lowest, g.thetaIndex[j] as number);
      highest = Math.max(highest, g.thetaIndex[j] as number);
    }
  // Items far outside the plausible θ range tell nothing (every plausible learner knows them, or none does).
  const reach = Math.round(CANDIDATE_REACH / THETA_STEP);
  const [a0, b0] = lik[0] as [number, number];
  const [a1, b1] = lik[1] as [number, number];
  const [a2, b2] = lik[2] as [number, number];
  const top = Math.min(Math.floor(Math.log(maxRank) / THETA_STEP), highest + reach);
  let best = 0;
  let bestVar = Number.POSITIVE_INFINITY;
  for (let c = Math.max(0, lowest - reach); c <= top; c += CANDIDATE_EVERY) {
    // Per outcome o: Σ w·L_o, Σ w·L_o·lnT, Σ w·L_o·lnT².
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let u0 = 0;
    let u1 = 0;
    let u2 = 0;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    for (const j of active) {
      const table = g.tables[g.slope[j] as number] as Float64Array;
      const p = table[(g.thetaIndex[j] as number) - c + g.offset] as number;
      const wj = w[j] as number;
      const t = g.logT[j] as number;
      const mr = wj * (a0 * p + b0);
      const mw = wj * (a1 * p + b1);
      const mu = wj * (a2 * p + b2);
      r0 += mr;
      r1 += mr * t;
      r2 += mr * t * t;
      u0 += mw;
      u1 += mw * t;
      u2 += mw * t * t;
      n0 += mu;
      n1 += mu * t;
      n2 += mu * t * t;
    }
    // Σ_o P(o)·Var(ln T | o) = Σ_o (Σ w L t² − (Σ w L t)² / Σ w L).
    const expected = r2 - (r0 > 0 ? (r1 * r1) / r0 : 0) + u2 - (u0 > 0 ? (u1 * u1) / u0 : 0) + n2 - (n0 > 0 ? (n1 * n1) / n0 : 0);
    if (expected < bestVar - 1e-15) {
      bestVar = expected;
      best = c * THETA_STEP;
    }
  }
  return best;
}

/** The rank to ask next (1..maxRank), from the answers so far; `rng` returns uniform [0, 1). */
export function nextVocabRank(answers: readonly VocabAnswer[], maxRank: number, rng: () => number): number {
  const x = mostInformativeLogRank(answers, maxRank) + (rng() - 0.5) * 2 * JITTER;
  return Math.min(maxRank, Math.max(1, Math.round(Math.exp(x))));
}

export interface VocabStep {
  /** The estimate with its 90% interval from the answers so far. */
  estimate: VocabEstimate;
  done: boolean;
  /** The rank to ask next (before moving it to a free rank), or null when done. */
  next: number | null;
}

/** One step of the test from one posterior: the estimate, whether to stop, and the next rank. */
export function planVocab(answers: readonly VocabAnswer[], maxRank: number, rng: () => number): VocabStep {
  const g = gridFor(maxRank);
  const w = posterior(g, answers);
  const estimate = summarize(g, w);
  const done = answers.length >= VOCAB_MAX_QUESTIONS || (answers.length >= VOCAB_MIN_QUESTIONS && vocabIntervalNarrow(estimate));
  if (done) return { estimate, done, next: null };
  const x = bestLogRank(g, w, answers) + (rng() - 0.5) * 2 * JITTER;
  return { estimate, done, next: Math.min(maxRank, Math.max(1, Math.round(Math.exp(x)))) };
}

/** The rank nearest to `rank` not asked yet (a test never asks the same word twice). */
export function nearestFreeRank(rank: number, asked: ReadonlySet<number>, maxRank: number): number {
  for (let d = 0; d < maxRank; d++) {
    if (rank + d <= maxRank && !asked.has(rank + d)) return rank + d;
    if (rank - d >= 1 && !asked.has(rank - d)) return rank - d;
  }
  throw new Error('every rank was asked');
}
