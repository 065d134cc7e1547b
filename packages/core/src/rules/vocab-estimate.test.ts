/**
 * The vocabulary estimator on simulated learners whose true size is known: a learner draws the
 * set of words they know (top-N: exactly the N most frequent; sigmoid: rank r with probability
 * σ(4·(m − ln r)), m chosen so that N of the 30,000 ranks are known in expectation), and the truth
 * is the size of that set. Every run is seeded, so the figures are deterministic; the bounds are
 * looser than bench/vocab-size.ts's target (few runs per cell) so the test cannot be flaky.
 */
import { describe, expect, it } from 'vitest';
import {
  answerLikelihood,
  estimateVocab,
  guessRate,
  mostInformativeLogRank,
  nearestFreeRank,
  planVocab,
  VOCAB_MAX_QUESTIONS,
  VOCAB_MIN_QUESTIONS,
  type VocabAnswer,
  type VocabOutcome,
  vocabIntervalNarrow,
} from './vocab-estimate.js';

const R = 30_000;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Deterministic uniform [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** P(known | rank) of a learner who knows N of the 30,000 ranks in expectation (by bisection on m); k = ∞: top-N. */
function learnerCurve(n: number, k: number): (rank: number) => number {
  if (!Number.isFinite(k)) return (rank) => (rank <= n ? 1 : 0);
  const expected = (m: number) => {
    let s = 0;
    for (let r = 1; r <= R; r++) s += sigmoid(k * (m - Math.log(r)));
    return s;
  };
  let lo = 0;
  let hi = Math.log(R) + 6;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (expected(mid) < n) lo = mid;
    else hi = mid;
  }
  const m = (lo + hi) / 2;
  return (rank) => sigmoid(k * (m - Math.log(rank)));
}

/** A whole test: the learner's known set is drawn first; known words are answered wrong 4% of the time, unknown ones get "I don't know" 80% of the time, else a guess. */
function runTest(known: (rank: number) => number, seed: number) {
  const rng = seeded(seed);
  const knows = new Uint8Array(R + 1);
  let truth = 0;
  for (let r = 1; r <= R; r++)
    if (rng() < known(r)) {
      knows[r] = 1;
      truth++;
    }
  const answers: VocabAnswer[] = [];
  const asked = new Set<number>();
  for (;;) {
    const step = planVocab(answers, R, rng);
    if (step.done) return { ...step.estimate, truth, questions: answers.length };
    const rank = nearestFreeRank(step.next as number, asked, R);
    asked.add(rank);
    let outcome: VocabOutcome;
    if (knows[rank]) outcome = rng() < 0.04 ? 'wrong' : 'right';
    else if (rng() < 0.8) outcome = 'unknown';
    else outcome = rng() < 0.25 ? 'right' : 'wrong';
    answers.push({ rank, outcome });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

describe('vocabulary size estimate on simulated learners', () => {
  const SIZES = [500, 2000, 10_000];
  const CURVES = [
    { name: 'top-N', k: Number.POSITIVE_INFINITY },
    { name: 'sigmoid k=4', k: 4 },
  ];
  const SEEDS = 8;
  const cells = SIZES.flatMap((size) =>
    CURVES.map((curve) => {
      const p = learnerCurve(size, curve.k);
      const runs = Array.from({ length: SEEDS }, (_, i) => runTest(p, 1000 * size + 31 * i + 7));
      return { size, curve: curve.name, runs, errors: runs.map((r) => r.estimate / r.truth - 1) };
    }),
  );
  if (process.env.VOCAB_REPORT) {
    console.table(
      cells.map((c) => ({
        size: c.size,
        curve: c.curve,
        'median error %': Math.round(median(c.errors) * 100),
        'within ±15%': `${c.errors.filter((e) => Math.abs(e) <= 0.15).length}/${SEEDS}`,
        'interval holds': `${c.runs.filter((r) => r.low <= r.truth && r.truth <= r.high).length}/${SEEDS}`,
        questions: `${Math.min(...c.runs.map((r) => r.questions))}-${Math.max(...c.runs.map((r) => r.questions))}`,
      })),
    );
  }

  it('the median estimate of every size and curve is within ±15% of the truth', () => {
    for (const c of cells)
      expect(Math.abs(median(c.errors)), `${c.size} ${c.curve}: ${c.errors.map((e) => e.toFixed(2))}`).toBeLessThanOrEqual(0.15);
  });

  it('most single tests land within ±15%, and the 90% interval usually holds the truth', () => {
    const runs = cells.flatMap((c) => c.runs);
    const within = runs.filter((r) => Math.abs(r.estimate / r.truth - 1) <= 0.15).length / runs.length;
    const holds = runs.filter((r) => r.low <= r.truth && r.truth <= r.high).length / runs.length;
    expect(within).toBeGreaterThanOrEqual(0.75);
    expect(holds).toBeGreaterThanOrEqual(0.7);
    // A top-N learner is located exactly (its curve is a step), well within the looser bound.
    const top = cells.filter((c) => c.curve === 'top-N').flatMap((c) => c.errors);
    expect(top.filter((e) => Math.abs(e) <= 0.15).length / top.length).toBeGreaterThanOrEqual(0.85);
  });

  it('asks 12 to 60 questions, and stops before 60 only with an interval within ±12%', () => {
    for (const r of cells.flatMap((c) => c.runs)) {
      expect(r.questions).toBeGreaterThanOrEqual(VOCAB_MIN_QUESTIONS);
      expect(r.questions).toBeLessThanOrEqual(VOCAB_MAX_QUESTIONS);
      if (r.questions < VOCAB_MAX_QUESTIONS) expect(vocabIntervalNarrow(r)).toBe(true);
    }
    // Sharp learners are measured in fewer than 60.
    expect(Math.min(...cells.filter((c) => c.curve === 'top-N').flatMap((c) => c.runs.map((r) => r.questions)))).toBeLessThan(60);
  });
});

describe('vocabulary estimator parts', () => {
  it('each answer model sums to 1 whether the word is known or not', () => {
    for (const g of [0.005, 0.1, 0.245]) {
      const parts = (['right', 'wrong', 'unknown'] as const).map((o) => answerLikelihood(o, g));
      // p = 1: Σ (a + b) = 1 − slip + slip/2 + slip/2; p = 0: Σ b = g + 3g + (1 − 4g).
      expect(parts.reduce((s, [a, b]) => s + a + b, 0)).toBeCloseTo(1, 12);
      expect(parts.reduce((s, [, b]) => s + b, 0)).toBeCloseTo(1, 12);
    }
    // Hand-computed: right with g = 0.1 → known 0.96, unknown 0.1.
    const [a, b] = answerLikelihood('right', 0.1);
    expect(a + b).toBeCloseTo(0.96, 12);
    expect(b).toBeCloseTo(0.1, 12);
  });

  it('an interval is narrow enough within ±12% of the estimate', () => {
    expect(vocabIntervalNarrow({ estimate: 1000, low: 880, high: 1120 })).toBe(true);
    expect(vocabIntervalNarrow({ estimate: 1000, low: 879, high: 1100 })).toBe(false);
    expect(vocabIntervalNarrow({ estimate: 1000, low: 900, high: 1121 })).toBe(false);
    expect(vocabIntervalNarrow({ estimate: 0, low: 0, high: 0 })).toBe(false);
  });

  it('the first item is asked in the middle of the plausible range, then moves with the answers', () => {
    const first = mostInformativeLogRank([], R);
    expect(first).toBeGreaterThan(Math.log(200));
    expect(first).toBeLessThan(Math.log(20_000));
    const afterKnown = mostInformativeLogRank([{ rank: Math.round(Math.exp(first)), outcome: 'right' }], R);
    const afterUnknown = mostInformativeLogRank([{ rank: Math.round(Math.exp(first)), outcome: 'unknown' }], R);
    expect(afterKnown).toBeGreaterThan(first);
    expect(afterUnknown).toBeLessThan(first);
  });

  it('is deterministic given the answers and the rng', () => {
    const answers: VocabAnswer[] = [
      { rank: 3000, outcome: 'right' },
      { rank: 9000, outcome: 'unknown' },
    ];
    expect(planVocab(answers, R, seeded(5))).toEqual(planVocab(answers, R, seeded(5)));
  });

  it('reads the guess rate from wrong answers against "I don\'t know"', () => {
    const careful = Array.from({ length: 20 }, (_, i): VocabAnswer => ({ rank: 1000 + i, outcome: 'unknown' }));
    const guesser = Array.from({ length: 20 }, (_, i): VocabAnswer => ({ rank: 1000 + i, outcome: 'wrong' }));
    expect(guessRate(careful)).toBeLessThan(0.02);
    expect(guessRate(guesser)).toBeGreaterThan(0.2);
    // Hand-computed: 3 wrong, 5 "I don't know": guesses = 4 + 0.5; g = 4.5 / 4 / (4.5 + 5 + 1).
    const mixed: VocabAnswer[] = [
      ...Array.from({ length: 3 }, (): VocabAnswer => ({ rank: 10, outcome: 'wrong' })),
      ...Array.from({ length: 5 }, (): VocabAnswer => ({ rank: 10, outcome: 'unknown' })),
    ];
    expect(guessRate(mixed)).toBeCloseTo(4.5 / 4 / 10.5, 12);
  });

  it('someone who knows nothing or everything gets an estimate at the ends, within 0..maxRank', () => {
    const nothing = Array.from({ length: 30 }, (_, i): VocabAnswer => ({ rank: 1 + i * 10, outcome: 'unknown' }));
    expect(estimateVocab(nothing, R).estimate).toBeLessThan(150);
    expect(estimateVocab(nothing, R).low).toBeGreaterThanOrEqual(0);
    const everything = Array.from({ length: 30 }, (_, i): VocabAnswer => ({ rank: 1000 * (i + 1), outcome: 'right' }));
    expect(estimateVocab(everything, R).estimate).toBeGreaterThan(25_000);
    expect(estimateVocab(everything, R).high).toBeLessThanOrEqual(R);
  });

  it('a step learner answered without noise is estimated close to its step', () => {
    // Knows ranks 1..4000 exactly; the answers are the ideal ones at the asked ranks.
    const answers: VocabAnswer[] = [];
    const rng = seeded(9);
    const asked = new Set<number>();
    for (;;) {
      const step = planVocab(answers, R, rng);
      if (step.done) {
        expect(Math.abs(step.estimate.estimate / 4000 - 1)).toBeLessThanOrEqual(0.12);
        expect(step.estimate.low).toBeLessThanOrEqual(4000);
        expect(step.estimate.high).toBeGreaterThanOrEqual(4000);
        return;
      }
      const rank = nearestFreeRank(step.next as number, asked, R);
      asked.add(rank);
      answers.push({ rank, outcome: rank <= 4000 ? 'right' : 'unknown' });
    }
  });

  it('never asks a rank twice', () => {
    expect(nearestFreeRank(5, new Set([5, 6]), 10)).toBe(4);
    expect(nearestFreeRank(10, new Set([10, 9]), 10)).toBe(8);
    expect(() => nearestFreeRank(1, new Set([1]), 1)).toThrow();
  });
});
