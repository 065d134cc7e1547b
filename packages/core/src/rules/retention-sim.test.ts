import { describe, expect, it } from 'vitest';
import { RETENTION_HELPER_TARGETS } from '../constants.js';
import { seededRandom } from './questions/rng.js';
import { type SimCard, sampleEvenly, simulateRetention } from './retention-sim.js';

/** ts-fsrs 5.4.2 default weights, for the hand computations. */
const W = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729,
  0.5425, 0.0912, 0.0658, 0.1542,
];
const w = (i: number) => W[i] as number;
const DECAY = -w(20);
const FACTOR = 0.9 ** (1 / DECAY) - 1;
const R = (t: number, s: number) => (1 + (FACTOR * t) / s) ** DECAY;
const always = (u: number) => () => () => u;

describe('retention helper simulation', () => {
  it('two days, one new card a day, every review recalled: by hand', () => {
    const rows = simulateRetention({ cards: [], dailyNew: 1, days: 2, retentions: [0.9, 0.97], random: always(0) });
    // 0.9: a first Good gives S = w2 = 2.3065, interval round(2.3065 · 1) = 2 days: day 0's card is
    // due on day 2, day 1's on day 3; no review in the two days. Known at day 2 = R(2, S) + R(1, S).
    expect(rows[0]?.retention).toBe(0.9);
    expect(rows[0]?.dailyReviews).toBe(0);
    expect(rows[0]?.knownAtEnd).toBeCloseTo(R(2, w(2)) + R(1, w(2)), 6);
    expect(rows[0]?.knownAtEnd).toBeCloseTo(1.85634076, 6);
    // 0.97: interval factor (0.97^(1/decay) - 1) / factor = 0.22277, round(2.3065 · 0.22277) = 0 → 1
    // day: day 0's card is reviewed on day 1 (R = R(1, 2.3065) = 0.94685, recalled, Good).
    // D0(Good) = w4 - e^(2·w5) + 1 = 2.11810; S' = S (1 + e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1)) = 7.31530.
    // One review in two days; known at day 2 = R(1, 7.31530) + R(1, 2.3065).
    const d0 = w(4) - Math.exp(2 * w(5)) + 1;
    const r1 = R(1, w(2));
    const s1 = w(2) * (1 + Math.exp(w(8)) * (11 - d0) * w(2) ** -w(9) * (Math.exp((1 - r1) * w(10)) - 1));
    expect(s1).toBeCloseTo(7.3153007, 6);
    expect(rows[1]?.dailyReviews).toBe(0.5);
    expect(rows[1]?.knownAtEnd).toBeCloseTo(R(1, s1) + R(1, w(2)), 6);
    expect(rows[1]?.knownAtEnd).toBeCloseTo(1.9276417, 6);
  });

  it('an overdue card forgotten counts Again and its relearning review, scaled to all cards', () => {
    // One sampled card stands for 10: S = 10 reviewed 12 days ago is due today at 0.9 (interval 10).
    const card: SimCard = { state: 2, stability: 10, difficulty: 5, lastDay: -12, dueDay: -2 };
    const forgotten = simulateRetention({
      cards: [card],
      totalCards: 10,
      dailyNew: 0,
      days: 1,
      retentions: [0.9],
      random: always(0.999999),
    });
    expect(forgotten[0]?.dailyReviews).toBe(20);
    const recalled = simulateRetention({ cards: [card], totalCards: 10, dailyNew: 0, days: 1, retentions: [0.9], random: always(0) });
    expect(recalled[0]?.dailyReviews).toBe(10);
    // Not due within the days at 0.7 (interval round(10 · 9.28) = 93 days): no review, known = 10 · R(13, 10).
    const low = simulateRetention({ cards: [card], totalCards: 10, dailyNew: 0, days: 1, retentions: [0.7], random: always(0) });
    expect(low[0]?.dailyReviews).toBe(0);
    expect(low[0]?.knownAtEnd).toBeCloseTo(10 * R(13, 10), 6);
  });

  it('is deterministic, and a higher retention costs more reviews for more known words', () => {
    const rand = seededRandom(3);
    const cards: SimCard[] = Array.from({ length: 600 }, () => {
      const stability = 0.5 + rand() * 40;
      const lastDay = -Math.floor(rand() * stability * 1.5);
      return { state: 2, stability, difficulty: 3 + rand() * 6, lastDay, dueDay: lastDay + Math.round(stability) };
    });
    const a = simulateRetention({ cards, dailyNew: 10, seed: 5 });
    const b = simulateRetention({ cards, dailyNew: 10, seed: 5 });
    expect(a).toEqual(b);
    expect(a.map((r) => r.retention)).toEqual([...RETENTION_HELPER_TARGETS]);
    for (let i = 1; i < a.length; i++) {
      expect(a[i]?.dailyReviews).toBeGreaterThan(a[i - 1]?.dailyReviews as number);
      expect(a[i]?.knownAtEnd).toBeGreaterThan(a[i - 1]?.knownAtEnd as number);
    }
    // Known words never exceed the cards there will be (600 now + 10 a day for 30 days).
    expect(a.at(-1)?.knownAtEnd).toBeLessThan(900);
  });

  it('samples evenly and keeps short lists whole', () => {
    expect(sampleEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(sampleEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 2, 5, 7]);
  });
});
