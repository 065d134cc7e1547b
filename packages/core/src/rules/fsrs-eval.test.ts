import { describe, expect, it } from 'vitest';
import { evaluateWeights, fitIsBetter, logLoss, predictRecall, reviewHistories, rmseBins } from './fsrs-eval.js';
import { learnerDayOf } from './learner-day.js';

/** ts-fsrs 5.4.2 default weights (FSRS-6), written out for the hand computations below. */
const W = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729,
  0.5425, 0.0912, 0.0658, 0.1542,
];
const DECAY = -(W[20] as number);
const FACTOR = 0.9 ** (1 / DECAY) - 1; // 0.98034649
const R = (t: number, s: number) => (1 + (FACTOR * t) / s) ** DECAY;

describe('FSRS evaluation (log loss, RMSE(bins))', () => {
  // Card A: Good, then Again 3 days later. Card B: Again, Again the same day, Good 2 days later.
  const cards = [
    [
      [3, 0],
      [1, 3],
    ],
    [
      [1, 0],
      [1, 0],
      [3, 2],
    ],
  ] as const;
  // A: S = w2 after Good; p = R(3, 2.3065) = 0.88094796, y = 0.
  const pA = R(3, W[2] as number);
  // B: S = w0 after Again; the same-day Again takes the short-term update
  // S' = S · S^-w19 · e^(w17 (G - 3 + w18)) = 0.212 · 0.212^-0.0658 · e^(0.5425 · -1.9088) = 0.08335672;
  // p = R(2, S') = 0.61056409, y = 1. The same-day review is not scored.
  const sB = (W[0] as number) * (W[0] as number) ** -(W[19] as number) * Math.exp((W[17] as number) * (1 - 3 + (W[18] as number)));
  const pB = R(2, sB);

  it('replays each card and predicts R before every later-day review', () => {
    expect(pA).toBeCloseTo(0.88094796, 7);
    expect(sB).toBeCloseTo(0.08335672, 7);
    expect(pB).toBeCloseTo(0.61056409, 7);
    const preds = predictRecall(cards as unknown as [number, number][][], null);
    expect(preds).toHaveLength(2);
    expect(preds[0]?.y).toBe(0);
    expect(preds[0]?.p).toBeCloseTo(pA, 6);
    expect(preds[1]?.y).toBe(1);
    expect(preds[1]?.p).toBeCloseTo(pB, 6);
  });

  it('log loss and RMSE(bins) of the default weights by hand', () => {
    const e = evaluateWeights(cards as unknown as [number, number][][], null);
    expect(e.reviews).toBe(2);
    // (-ln(1 - 0.88094796) - ln(0.61056409)) / 2 = (2.12820 + 0.49337) / 2
    expect(e.logLoss).toBeCloseTo(1.31078327, 5);
    // Bins 17 (0.85-0.9) and 12 (0.6-0.65), one review each: sqrt((0.88095² + 0.38944²) / 2)
    expect(e.rmseBins).toBeCloseTo(0.68107622, 5);
  });

  it('RMSE(bins) compares means within a bin, weighted by its size', () => {
    // One bin [0.8, 0.85): mean p 0.825, mean y 0.5 → 0.325. Another [0.2, 0.25) with p 0.2, y 0 → 0.2.
    expect(
      rmseBins([
        { p: 0.81, y: 1 },
        { p: 0.84, y: 0 },
      ]),
    ).toBeCloseTo(0.325, 10);
    const three = rmseBins([
      { p: 0.81, y: 1 },
      { p: 0.84, y: 0 },
      { p: 0.2, y: 0 },
    ]);
    expect(three).toBeCloseTo(Math.sqrt((2 * 0.325 ** 2 + 0.2 ** 2) / 3), 10);
    expect(logLoss([{ p: 0.5, y: 1 }])).toBeCloseTo(Math.LN2, 10);
    expect(logLoss([])).toBe(0);
  });

  it('counts days between reviews on the learner day, not at midnight', () => {
    const shanghai = learnerDayOf('Asia/Shanghai', 4);
    // 07:50 and 08:10 Beijing: one learner day. 22:00, then 07:00 the next morning: the next day.
    // 02:00 and 05:00: 02:00 still belongs to the day before (rollover at 4).
    const at = (d: number, h: number, m = 0) => Date.UTC(2026, 2, d, h - 8, m);
    const histories = reviewHistories(
      [
        { card_id: 1, rating: 3, reviewed_at: at(10, 7, 50) },
        { card_id: 1, rating: 3, reviewed_at: at(10, 8, 10) },
        { card_id: 2, rating: 3, reviewed_at: at(10, 22) },
        { card_id: 2, rating: 3, reviewed_at: at(11, 7) },
        { card_id: 3, rating: 1, reviewed_at: at(12, 2) },
        { card_id: 3, rating: 3, reviewed_at: at(12, 5) },
      ],
      shanghai,
    );
    expect(histories).toEqual([
      [
        [3, 0],
        [3, 0],
      ],
      [
        [3, 0],
        [3, 1],
      ],
      [
        [1, 0],
        [3, 1],
      ],
    ]);
    // With the rollover at midnight, 02:00 and 05:00 are the same day.
    expect(
      reviewHistories(
        [
          { card_id: 3, rating: 1, reviewed_at: at(12, 2) },
          { card_id: 3, rating: 3, reviewed_at: at(12, 5) },
        ],
        learnerDayOf('Asia/Shanghai', 0),
      ),
    ).toEqual([
      [
        [1, 0],
        [3, 0],
      ],
    ]);
  });

  it('a contrived fit with w0-w3 all equal does not beat the weights that made the data', () => {
    // 300 cards reviewed by a learner whose memory follows the default weights (seeded outcomes).
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const cards: [number, number][][] = [];
    for (let c = 0; c < 300; c++) {
      const reviews: [number, number][] = [[rand() < 0.7 ? 3 : 1, 0]];
      let s = reviews[0]?.[0] === 3 ? (W[2] as number) : (W[0] as number);
      for (let r = 0; r < 6; r++) {
        const days = Math.max(1, Math.round(s * (0.5 + rand())));
        const ok = rand() < R(days, s);
        reviews.push([ok ? 3 : 1, days]);
        s = ok ? s * 2.5 : Math.max(0.2, s / 3);
      }
      cards.push(reviews);
    }
    const contrived = [0.569, 0.569, 0.569, 0.569, ...W.slice(4)];
    const before = evaluateWeights(cards, null);
    const after = evaluateWeights(cards, contrived);
    expect(before.reviews).toBe(1800);
    expect(after.logLoss).toBeGreaterThan(before.logLoss);
    expect(fitIsBetter(before, after)).toBe(false);
    // The other way round, the defaults are kept over the contrived weights.
    expect(fitIsBetter(after, before)).toBe(true);
    expect(fitIsBetter(before, { reviews: 0, logLoss: 0, rmseBins: 0 })).toBe(false);
    // Lower log loss on its own data but worse calibration: not kept.
    expect(fitIsBetter({ reviews: 500, logLoss: 0.3, rmseBins: 0.03 }, { reviews: 500, logLoss: 0.29, rmseBins: 0.04 })).toBe(false);
    expect(fitIsBetter({ reviews: 500, logLoss: 0.3, rmseBins: 0.03 }, { reviews: 500, logLoss: 0.29, rmseBins: 0.03 })).toBe(true);
  });
});
