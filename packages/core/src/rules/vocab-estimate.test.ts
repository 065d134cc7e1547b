/**
 * The vocabulary estimator on simulated learners whose true size is known: each learner knows a
 * word of rank r with probability σ(k·(m − ln r)), m chosen so that the expected number of known
 * words among the 30,000 ranks is exactly N; a known word is answered wrong 4% of the time (the
 * estimator assumes 3%), an unknown one gets "I don't know" with probability q, else a guess
 * (right one time in four). Every run is seeded, so the figures are deterministic.
 */
import { describe, expect, it } from 'vitest';
import {
  estimateVocab,
  fitVocab,
  guessRate,
  nearestFreeRank,
  nextVocabRank,
  VOCAB_MAX_QUESTIONS,
  VOCAB_MIN_QUESTIONS,
  type VocabAnswer,
  vocabBands,
  vocabTestDone,
} from './vocab-estimate.js';

const R = 30_000;
const LOGS = Array.from({ length: R + 1 }, (_, r) => Math.log(r));
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

/** P(known | rank) of a learner who knows N of the 30,000 ranks in expectation (exact sum, by bisection). */
function learnerCurve(n: number, k: number): (rank: number) => number {
  const expected = (m: number) => {
    let s = 0;
    for (let r = 1; r <= R; r++) s += sigmoid(k * (m - (LOGS[r] as number)));
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
  return (rank) => sigmoid(k * (m - (LOGS[rank] as number)));
}

interface Profile {
  name: string;
  /** slope of knowledge in log-rank */
  k: number;
  /** chance of "I don't know" on an unknown word (else a guess) */
  q: number;
}
const PROFILES: Profile[] = [
  { name: 'typical', k: 3, q: 0.7 },
  { name: 'shallow guesser', k: 2, q: 0.5 },
  { name: 'sharp and careful', k: 4, q: 0.9 },
];
const SIZES = [500, 1000, 2000, 5000, 10_000, 15_000];
const SEEDS = 25;

function runTest(known: (rank: number) => number, q: number, seed: number) {
  const rng = seeded(seed);
  const answers: VocabAnswer[] = [];
  const asked = new Set<number>();
  while (!vocabTestDone(answers, R)) {
    const rank = nearestFreeRank(nextVocabRank(answers, R, rng), asked, R);
    asked.add(rank);
    let outcome: VocabAnswer['outcome'];
    if (rng() < known(rank)) outcome = rng() < 0.04 ? 'wrong' : 'right';
    else if (rng() < q) outcome = 'unknown';
    else outcome = rng() < 0.25 ? 'right' : 'wrong';
    answers.push({ rank, outcome });
  }
  return { ...estimateVocab(answers, R), questions: answers.length };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

describe('vocabulary size estimate on simulated learners', () => {
  const results: { size: number; profile: string; errors: number[]; covered: number; questions: number[] }[] = [];
  for (const size of SIZES) {
    for (const profile of PROFILES) {
      const curve = learnerCurve(size, profile.k);
      const runs = Array.from({ length: SEEDS }, (_, i) => runTest(curve, profile.q, 1000 * size + 31 * i + 7));
      results.push({
        size,
        profile: profile.name,
        errors: runs.map((r) => r.estimate / size - 1),
        covered: runs.filter((r) => r.low <= size && size <= r.high).length,
        questions: runs.map((r) => r.questions),
      });
    }
  }
  if (process.env.VOCAB_REPORT) {
    console.table(
      results.map((r) => ({
        size: r.size,
        learner: r.profile,
        'median error %': Math.round(median(r.errors) * 100),
        'runs within ±15%': `${r.errors.filter((e) => Math.abs(e) <= 0.15).length}/${SEEDS}`,
        'runs within ±25%': `${r.errors.filter((e) => Math.abs(e) <= 0.25).length}/${SEEDS}`,
        'range covers N': `${r.covered}/${SEEDS}`,
        questions: `${Math.min(...r.questions)}-${Math.max(...r.questions)}`,
      })),
    );
  }

  it.each(SIZES)('the median estimate of %i words is within ±15% for every kind of learner', (size) => {
    for (const r of results.filter((x) => x.size === size)) {
      expect(Math.abs(median(r.errors)), `${r.profile}: errors ${r.errors.map((e) => Math.round(e * 100)).join(',')}`).toBeLessThanOrEqual(
        0.15,
      );
    }
  });

  it('most single runs land close, and the 90% range holds the true size about 90% of the time', () => {
    const all = results.flatMap((r) => r.errors);
    const within15 = all.filter((e) => Math.abs(e) <= 0.15).length / all.length;
    const within25 = all.filter((e) => Math.abs(e) <= 0.25).length / all.length;
    const coverage = results.reduce((s, r) => s + r.covered, 0) / all.length;
    // A typical learner (the 3rd profile sharper still) is measured closer than a shallow guesser.
    const typical = results.filter((r) => r.profile === 'typical').flatMap((r) => r.errors);
    expect(within15).toBeGreaterThanOrEqual(0.55);
    expect(within25).toBeGreaterThanOrEqual(0.78);
    expect(typical.filter((e) => Math.abs(e) <= 0.25).length / typical.length).toBeGreaterThanOrEqual(0.8);
    expect(coverage).toBeGreaterThanOrEqual(0.82);
  });

  it('asks 30 to 50 questions', () => {
    for (const r of results) {
      expect(Math.min(...r.questions)).toBeGreaterThanOrEqual(VOCAB_MIN_QUESTIONS);
      expect(Math.max(...r.questions)).toBeLessThanOrEqual(VOCAB_MAX_QUESTIONS);
    }
  });
});

describe('vocabulary estimator parts', () => {
  it('bands start at 1-250, grow by √2 and end at the last rank', () => {
    const edges = vocabBands(R);
    expect(edges.slice(0, 4)).toEqual([1, 250, 354, 500]);
    expect(edges.at(-1)).toBe(R + 1);
    expect(vocabBands(600)).toEqual([1, 250, 354, 500, 601]);
  });

  it('searches from the middle band towards rarer words while the answers are right', () => {
    const rng = seeded(1);
    const edges = vocabBands(R);
    const middle = Math.floor((edges.length - 2) / 2);
    const first = nextVocabRank([], R, rng);
    expect(first).toBeGreaterThanOrEqual(edges[middle] as number);
    expect(first).toBeLessThan(edges[middle + 1] as number);
    const afterKnown = nextVocabRank(
      [
        { rank: first, outcome: 'right' },
        { rank: first + 1, outcome: 'right' },
      ],
      R,
      rng,
    );
    expect(afterKnown).toBeGreaterThanOrEqual(edges[middle + 1] as number);
    const afterUnknown = nextVocabRank(
      [
        { rank: first, outcome: 'unknown' },
        { rank: first + 1, outcome: 'wrong' },
      ],
      R,
      rng,
    );
    expect(afterUnknown).toBeLessThan(edges[middle] as number);
  });

  it('fits the curve of many answers drawn from known parameters', () => {
    const rng = seeded(42);
    const answers: VocabAnswer[] = [];
    for (let i = 0; i < 2000; i++) {
      const rank = 1 + Math.floor(Math.exp(rng() * Math.log(R)));
      const known = rng() < sigmoid(2.5 * (Math.log(4000) - Math.log(rank)));
      answers.push({ rank, outcome: known ? 'right' : 'unknown' });
    }
    const fit = fitVocab(answers);
    expect(fit.m).toBeCloseTo(Math.log(4000), 0);
    expect(Math.abs(fit.k - 2.5)).toBeLessThan(0.3);
    expect(fit.cov[0][0]).toBeGreaterThan(0);
  });

  it('reads the guess rate from wrong answers against "I don\'t know"', () => {
    const careful = Array.from({ length: 20 }, (_, i): VocabAnswer => ({ rank: 1000 + i, outcome: 'unknown' }));
    const guesser = Array.from({ length: 20 }, (_, i): VocabAnswer => ({ rank: 1000 + i, outcome: 'wrong' }));
    expect(guessRate(careful)).toBeLessThan(0.02);
    expect(guessRate(guesser)).toBeGreaterThan(0.2);
  });

  it('someone who knows nothing or everything gets an estimate at the ends', () => {
    const nothing = Array.from({ length: 30 }, (_, i): VocabAnswer => ({ rank: 1 + i * 10, outcome: 'unknown' }));
    expect(estimateVocab(nothing, R).estimate).toBeLessThan(150);
    const everything = Array.from({ length: 30 }, (_, i): VocabAnswer => ({ rank: 1000 * (i + 1), outcome: 'right' }));
    expect(estimateVocab(everything, R).estimate).toBeGreaterThan(25_000);
    expect(estimateVocab(everything, R).high).toBeLessThanOrEqual(R);
  });

  it('never asks a rank twice', () => {
    expect(nearestFreeRank(5, new Set([5, 6]), 10)).toBe(4);
    expect(nearestFreeRank(10, new Set([10, 9]), 10)).toBe(8);
    expect(() => nearestFreeRank(1, new Set([1]), 1)).toThrow();
  });
});
