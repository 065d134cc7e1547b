/**
 * Vocabulary size estimate from an adaptive test over words ranked by frequency (rank 1 = most
 * frequent; ranks are dense positions in the language's list of usable words, 1..maxRank).
 *
 * 1. Search: frequency bands, log-spaced (1-250, then each band √2 times wider, up to maxRank),
 *    are binary-searched: 2-3 words of the middle band; known (2 right) → rarer half, else → the
 *    more frequent half, until the transition band is found.
 * 2. Fit: P(known | rank r) = σ(k·(m − ln r)) (m = log-rank where half the words are known,
 *    k = slope), by maximum a posteriori (Newton steps) over all answers, with the answer model
 *    right = known·(1 − slip) + unknown·guess, wrong = known·slip + unknown·guess·3, "I don't
 *    know" = unknown·(1 − 4·guess), where guess (the chance of a lucky guess per unknown word)
 *    comes from the learner's own ratio of wrong answers to "I don't know".
 * 3. Sample around the transition: ranks where the current fit predicts P(known) in a cycle of
 *    targets (0.5, 0.8, 0.2, …), with jitter, so both the midpoint and the slope are measured.
 * 4. Estimate = Σ over ranks 1..maxRank of P(known); the range propagates the parameters'
 *    covariance (inverse of the observed information at the mode) to log(estimate) (delta
 *    method), 90% two-sided. Stop after 30 questions when the range is within ±20% of the
 *    estimate, or at 50.
 */

export const VOCAB_MIN_QUESTIONS = 30;
export const VOCAB_MAX_QUESTIONS = 50;
/** A language needs at least this many usable ranked words for the test. */
export const VOCAB_MIN_RANKS = 500;
/** Assumed share of known words answered wrong (misclicks). */
export const VOCAB_SLIP = 0.03;
/** z of the two-sided 90% range. */
const Z90 = 1.6449;
/** Stop early when the range's half-width in log space is below this (≈ ±20%). */
const STOP_LOG_HALF_WIDTH = 0.2;

export type VocabOutcome = 'right' | 'wrong' | 'unknown';
export interface VocabAnswer {
  rank: number;
  outcome: VocabOutcome;
}
export interface VocabFit {
  /** log-rank of the 50% point */
  m: number;
  /** slope in log-rank */
  k: number;
  /** covariance of (m, k) */
  cov: [[number, number], [number, number]];
  /** chance of a right answer by guessing, per unknown word */
  guess: number;
}
export interface VocabEstimate {
  estimate: number;
  low: number;
  high: number;
}

const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));

/** Band edges: [1, 250, 354, 500, …, maxRank + 1]; band i holds ranks edges[i] ≤ r < edges[i+1]. */
export function vocabBands(maxRank: number): number[] {
  const edges = [1];
  let e = 250;
  while (e < maxRank * 0.85) {
    edges.push(Math.round(e));
    e *= Math.SQRT2;
  }
  edges.push(maxRank + 1);
  return edges;
}

interface SearchState {
  lo: number;
  hi: number;
  band: number;
  right: number;
  asked: number;
}

/** Replays the binary search over bands; `band` is null once the search is over. */
function searchState(answers: readonly VocabAnswer[], maxRank: number): { band: number | null; used: number } {
  const bands = vocabBands(maxRank).length - 1;
  const s: SearchState = { lo: 0, hi: bands - 1, band: Math.floor((bands - 1) / 2), right: 0, asked: 0 };
  let used = 0;
  for (const a of answers) {
    if (s.lo > s.hi) break;
    used++;
    s.asked++;
    if (a.outcome === 'right') s.right++;
    const wrong = s.asked - s.right;
    if (s.right < 2 && wrong < 2) continue;
    if (s.right >= 2) s.lo = s.band + 1;
    else s.hi = s.band - 1;
    s.band = Math.floor((s.lo + s.hi) / 2);
    s.right = 0;
    s.asked = 0;
  }
  return { band: s.lo > s.hi ? null : s.band, used };
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

/** Likelihood of an answer is a·p + b with p = P(known). */
function linear(outcome: VocabOutcome, guess: number): [number, number] {
  if (outcome === 'right') return [1 - VOCAB_SLIP - guess, guess];
  if (outcome === 'wrong') return [VOCAB_SLIP - 3 * guess, 3 * guess];
  return [-(1 - 4 * guess), 1 - 4 * guess];
}

/**
 * Weak prior: midpoint around rank 3000 (sd 2.5 in log-rank, i.e. anywhere from ~20 to ~500,000),
 * slope 2.2 ± 1.2 (at 2.2, 82% of the words are known at half the midpoint and 18% at twice it:
 * learners' knowledge fades slowly with rarity). It keeps the fit finite when the answers separate
 * perfectly (all known below a rank, none above).
 */
const PRIOR = { m: Math.log(3000), mSd: 2.5, k: 2.2, kSd: 1.2 };
const K_MIN = 0.6;
const K_MAX = 12;

function logPosterior(answers: readonly VocabAnswer[], guess: number, m: number, k: number): number {
  let sum = -((m - PRIOR.m) ** 2) / (2 * PRIOR.mSd ** 2) - (k - PRIOR.k) ** 2 / (2 * PRIOR.kSd ** 2);
  for (const ans of answers) {
    const [a, b] = linear(ans.outcome, guess);
    sum += Math.log(a * sigmoid(k * (m - Math.log(ans.rank))) + b);
  }
  return sum;
}

/** Maximum a posteriori fit of (m, k) by Newton steps with step halving; covariance from the Hessian. */
export function fitVocab(answers: readonly VocabAnswer[]): VocabFit {
  const guess = guessRate(answers);
  let m = PRIOR.m;
  let k = PRIOR.k;
  let cur = logPosterior(answers, guess, m, k);
  let hess: [number, number, number] = [0, 0, 0];
  for (let iter = 0; iter < 60; iter++) {
    // Gradient and Hessian of the log posterior in (m, k).
    let gm = -(m - PRIOR.m) / PRIOR.mSd ** 2;
    let gk = -(k - PRIOR.k) / PRIOR.kSd ** 2;
    let hmm = -1 / PRIOR.mSd ** 2;
    let hkk = -1 / PRIOR.kSd ** 2;
    let hmk = 0;
    for (const ans of answers) {
      const [a, b] = linear(ans.outcome, guess);
      const x = Math.log(ans.rank);
      const p = sigmoid(k * (m - x));
      const l = a * p + b;
      const dp = p * (1 - p);
      const d1 = (a * dp) / l; // d lnL / d eta
      const d2 = (a * dp * (1 - 2 * p)) / l - d1 * d1; // d² lnL / d eta²
      const jm = k;
      const jk = m - x;
      gm += d1 * jm;
      gk += d1 * jk;
      hmm += d2 * jm * jm;
      hkk += d2 * jk * jk;
      hmk += d2 * jm * jk + d1; // d² eta / dm dk = 1
    }
    hess = [hmm, hmk, hkk];
    // Newton direction when the Hessian is negative definite, else gradient ascent.
    const det = hmm * hkk - hmk * hmk;
    let dm: number;
    let dk: number;
    if (hmm < 0 && det > 0) {
      dm = -(hkk * gm - hmk * gk) / det;
      dk = -(-hmk * gm + hmm * gk) / det;
    } else {
      dm = 0.1 * gm;
      dk = 0.1 * gk;
    }
    let step = 1;
    let moved = false;
    for (let h = 0; h < 30; h++) {
      const nm = m + step * dm;
      const nk = Math.min(K_MAX, Math.max(K_MIN, k + step * dk));
      const next = logPosterior(answers, guess, nm, nk);
      if (next >= cur - 1e-12) {
        moved = Math.abs(nm - m) + Math.abs(nk - k) > 1e-9;
        m = nm;
        k = nk;
        cur = next;
        break;
      }
      step /= 2;
    }
    if (!moved) break;
  }
  const [hmm, hmk, hkk] = hess;
  const det = hmm * hkk - hmk * hmk;
  const cov: VocabFit['cov'] =
    det > 0 && hmm < 0
      ? [
          [-hkk / det, hmk / det],
          [hmk / det, -hmm / det],
        ]
      : [
          [PRIOR.mSd ** 2, 0],
          [0, PRIOR.kSd ** 2],
        ];
  return { m, k, cov, guess };
}

/** Ranks summed one by one; above this, the sum is integrated over log-rank (Simpson). */
const EXACT_RANKS = 1000;
const STEPS_PER_UNIT = 200;

/** Σ over ranks 1..maxRank of P(known), with its gradient in (m, k). */
function expectedKnown(m: number, k: number, maxRank: number): { sum: number; dm: number; dk: number } {
  let sum = 0;
  let dm = 0;
  let dk = 0;
  const add = (logRank: number, weight: number) => {
    const u = m - logRank;
    const p = sigmoid(k * u);
    const dp = p * (1 - p);
    sum += weight * p;
    dm += weight * k * dp;
    dk += weight * u * dp;
  };
  for (let r = 1; r <= Math.min(maxRank, EXACT_RANKS); r++) add(Math.log(r), 1);
  if (maxRank > EXACT_RANKS) {
    // Σ_{r=a..b} f(r) ≈ ∫_{a-½}^{b+½} f(r) dr = ∫ f(e^v) e^v dv over v = log r.
    const a = Math.log(EXACT_RANKS + 0.5);
    const b = Math.log(maxRank + 0.5);
    const n = Math.max(2, 2 * Math.ceil(((b - a) * STEPS_PER_UNIT) / 2));
    const h = (b - a) / n;
    for (let i = 0; i <= n; i++) {
      const v = a + i * h;
      const w = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
      add(v, (w * h * Math.exp(v)) / 3);
    }
  }
  return { sum, dm, dk };
}

/** The estimate and its 90% range from a fit. */
export function estimateFromFit(fit: VocabFit, maxRank: number): VocabEstimate {
  const e = expectedKnown(fit.m, fit.k, maxRank);
  const est = Math.max(e.sum, 1);
  // Delta method on log(estimate).
  const gm = e.dm / est;
  const gk = e.dk / est;
  const [[cmm, cmk], [, ckk]] = fit.cov;
  const sd = Math.sqrt(Math.max(0, gm * gm * cmm + 2 * gm * gk * cmk + gk * gk * ckk));
  const clamp = (n: number) => Math.round(Math.min(maxRank, Math.max(0, n)));
  return { estimate: clamp(est), low: clamp(est * Math.exp(-Z90 * sd)), high: clamp(est * Math.exp(Z90 * sd)) };
}

export function estimateVocab(answers: readonly VocabAnswer[], maxRank: number): VocabEstimate {
  return estimateFromFit(fitVocab(answers), maxRank);
}

/** Whether the test is over: 50 questions, or 30 and a range narrow enough. */
export function vocabTestDone(answers: readonly VocabAnswer[], maxRank: number, est?: VocabEstimate): boolean {
  if (answers.length >= VOCAB_MAX_QUESTIONS) return true;
  if (answers.length < VOCAB_MIN_QUESTIONS || searchState(answers, maxRank).band !== null) return false;
  const e = est ?? estimateVocab(answers, maxRank);
  if (e.estimate <= 0 || e.low <= 0) return false;
  return Math.log(e.high / e.low) / 2 <= STOP_LOG_HALF_WIDTH;
}

/** Targets of P(known) for the questions after the search, in turn. */
const TARGETS = [0.5, 0.85, 0.15, 0.7, 0.3, 0.5, 0.9, 0.1];

const logit = (p: number) => Math.log(p / (1 - p));

/** The rank to ask next (1..maxRank), from the answers so far; `rng` returns uniform [0, 1). */
export function nextVocabRank(answers: readonly VocabAnswer[], maxRank: number, rng: () => number): number {
  const edges = vocabBands(maxRank);
  const search = searchState(answers, maxRank);
  let logRank: number;
  if (search.band !== null) {
    const lo = Math.log(edges[search.band] as number);
    const hi = Math.log((edges[search.band + 1] as number) - 1);
    logRank = lo + rng() * (hi - lo);
  } else {
    const fit = fitVocab(answers);
    const target = TARGETS[(answers.length - search.used) % TARGETS.length] as number;
    logRank = fit.m - logit(target) / fit.k + (rng() - 0.5) * 0.3;
  }
  return Math.min(maxRank, Math.max(1, Math.round(Math.exp(logRank))));
}

/** Ranks above this are not tested: the estimate counts words among the 30,000 most frequent. */
export const VOCAB_MAX_RANK = 30_000;

/** The rank nearest to `rank` not asked yet (a test never asks the same word twice). */
export function nearestFreeRank(rank: number, asked: ReadonlySet<number>, maxRank: number): number {
  for (let d = 0; d < maxRank; d++) {
    if (rank + d <= maxRank && !asked.has(rank + d)) return rank + d;
    if (rank - d >= 1 && !asked.has(rank - d)) return rank - d;
  }
  throw new Error('every rank was asked');
}
