import { describe, expect, it } from 'vitest';
import {
  expectedKnown,
  type FigureCard,
  isKnownNow,
  isLearned,
  isMature,
  isNewToday,
  lastLearnerDays,
  learnerToday,
  memoryCounts,
  recallAt,
  retentionWindowStart,
  studyStreak,
  trueRetention,
  workloadForecast,
} from './figures.js';
import { learnerDayOf } from './learner-day.js';

const DAY = 86_400_000;
const T = Date.UTC(2024, 2, 10, 10); // 2024-03-10 10:00 UTC
const utc4 = learnerDayOf('UTC', 4);
const card = (over: Partial<FigureCard> = {}): FigureCard => ({ state: 2, stability: 3, lastReview: T, learnedAt: T - DAY, ...over });

describe('learned / known now / mature', () => {
  it('learned is a card with a successful review', () => {
    expect(isLearned(card())).toBe(true);
    expect(isLearned(card({ learnedAt: null }))).toBe(false);
  });

  it('known now holds up to exactly `stability` days after the last review, in review state, learned', () => {
    expect(isKnownNow(card(), T + 3 * DAY)).toBe(true);
    expect(isKnownNow(card(), T + 3 * DAY + 1)).toBe(false);
    expect(isKnownNow(card({ stability: 0.5 }), T + 11 * 3_600_000)).toBe(true);
    expect(isKnownNow(card({ stability: 0.5 }), T + 13 * 3_600_000)).toBe(false);
    expect(isKnownNow(card({ state: 1 }), T)).toBe(false);
    expect(isKnownNow(card({ state: 3 }), T)).toBe(false);
    expect(isKnownNow(card({ learnedAt: null }), T)).toBe(false);
    expect(isKnownNow(card({ lastReview: null }), T)).toBe(false);
  });

  it('mature is a learned card with stability of 21 days or more', () => {
    expect(isMature(card({ stability: 21 }))).toBe(true);
    expect(isMature(card({ stability: 20.99 }))).toBe(false);
    expect(isMature(card({ stability: 40, learnedAt: null }))).toBe(false);
  });

  it('five wrong answers: nothing learned, nothing known', () => {
    const failed = Array.from({ length: 5 }, () => card({ state: 1, stability: 0.2, learnedAt: null }));
    expect(memoryCounts(failed, T)).toEqual({ learned: 0, known: 0, mature: 0 });
  });

  it('counts: known ≤ learned, mature among learned', () => {
    const cards = [
      card(), // known
      card({ stability: 30 }), // known, mature
      card({ lastReview: T - 10 * DAY }), // learned, overdue: not known
      card({ state: 3, stability: 25 }), // relearning: learned, mature, not known
      card({ learnedAt: null, state: 1 }), // reviewed, never right
    ];
    expect(memoryCounts(cards, T + DAY)).toEqual({ learned: 4, known: 2, mature: 2 });
  });
});

describe('retrievability and expected known', () => {
  // FSRS-5 weights (19 numbers): the forgetting curve's decay is 0.5, FACTOR = 0.9^(-1/0.5) - 1 = 1/0.81 - 1.
  const fsrs5 = {
    weights: [
      0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315,
      2.9898, 0.51655, 0.6621,
    ],
  };

  it('R with fractional days: 1 at once, 0.9 after S days, (1 + (1/0.81 - 1)·3)^-0.5 ≈ 0.766131 after 3S (decay 0.5)', () => {
    const c = card({ stability: 2 });
    expect(recallAt(c, T, fsrs5)).toBe(1);
    expect(recallAt(c, T + 2 * DAY, fsrs5)).toBeCloseTo(0.9, 7);
    expect(recallAt(c, T + 6 * DAY, fsrs5)).toBeCloseTo(0.766131, 5);
    // Half a day is not rounded down to 0 elapsed days: R < 1.
    expect(recallAt(c, T + DAY / 2, fsrs5)).toBeLessThan(0.99);
    // Default (FSRS-6) weights: still exactly 0.9 after S days.
    expect(recallAt(c, T + 2 * DAY)).toBeCloseTo(0.9, 7);
    expect(recallAt(card({ lastReview: null }), T, fsrs5)).toBe(0);
  });

  it('expected known is the sum of R over learned cards only', () => {
    const cards = [card({ stability: 2 }), card({ stability: 2, state: 3 }), card({ stability: 2, learnedAt: null })];
    expect(expectedKnown(cards, T + 6 * DAY, fsrs5)).toBeCloseTo(2 * 0.766131, 5);
    expect(expectedKnown(cards, T + 2 * DAY, fsrs5)).toBeCloseTo(1.8, 7);
  });
});

describe('true retention', () => {
  it('only reviews of cards in review; rating > 1 is right; young < 21 days ≤ mature', () => {
    const r = trueRetention([
      { stateBefore: 2, elapsedDays: 5, rating: 3 },
      { stateBefore: 2, elapsedDays: 20.9, rating: 1 },
      { stateBefore: 2, elapsedDays: 30, rating: 2 },
      { stateBefore: 2, elapsedDays: 21, rating: 4 },
      { stateBefore: 1, elapsedDays: 0, rating: 1 },
      { stateBefore: 3, elapsedDays: 10, rating: 1 },
      { stateBefore: 0, elapsedDays: 0, rating: 3 },
    ]);
    expect(r).toEqual({ all: 0.75, young: 0.5, mature: 1 });
    expect(trueRetention([{ stateBefore: 1, elapsedDays: 0, rating: 3 }])).toEqual({ all: null, young: null, mature: null });
  });

  it('the window starts 29 learner days before today', () => {
    expect(retentionWindowStart(Date.UTC(2024, 2, 30, 10), utc4)).toBe(Date.UTC(2024, 2, 1, 4));
    // 02:00 UTC is still the previous learner day (29 March).
    expect(retentionWindowStart(Date.UTC(2024, 2, 30, 2), utc4)).toBe(Date.UTC(2024, 1, 29, 4));
  });
});

describe('the learner day in the figures', () => {
  it("today's bounds follow the zone and the rollover hour", () => {
    expect(learnerToday(T, utc4)).toEqual({ key: '2024-03-10', start: Date.UTC(2024, 2, 10, 4), end: Date.UTC(2024, 2, 11, 4) });
    // Beijing 09:00 on 10 March; the day began at 04:00 local = 20:00 UTC the day before.
    expect(learnerToday(Date.UTC(2024, 2, 10, 1), learnerDayOf('Asia/Shanghai', 4))).toEqual({
      key: '2024-03-10',
      start: Date.UTC(2024, 2, 9, 20),
      end: Date.UTC(2024, 2, 10, 20),
    });
  });

  it('new today: a reviewed card created within today', () => {
    expect(isNewToday({ createdAt: Date.UTC(2024, 2, 10, 4), reps: 1 }, T, utc4)).toBe(true);
    expect(isNewToday({ createdAt: Date.UTC(2024, 2, 10, 4) - 1, reps: 1 }, T, utc4)).toBe(false);
    expect(isNewToday({ createdAt: T, reps: 0 }, T, utc4)).toBe(false);
  });

  it('the workload per learner day: overdue today, the rollover hour decides the day, later ones left out', () => {
    const dues = [
      Date.UTC(2024, 2, 1), // overdue
      Date.UTC(2024, 2, 11, 3, 59), // still 10 March's learner day
      Date.UTC(2024, 2, 11, 4), // 11 March
      Date.UTC(2024, 2, 13, 12),
      Date.UTC(2024, 2, 13, 13),
      Date.UTC(2024, 2, 20), // beyond 5 days
    ];
    expect(workloadForecast(dues, T, utc4, 5)).toEqual([
      { day: '2024-03-10', count: 2 },
      { day: '2024-03-11', count: 1 },
      { day: '2024-03-12', count: 0 },
      { day: '2024-03-13', count: 2 },
      { day: '2024-03-14', count: 0 },
    ]);
  });

  it('the streak counts learner days back from today, or from yesterday when today has none yet', () => {
    const days = new Set(['2024-03-07', '2024-03-08', '2024-03-09']);
    expect(studyStreak(days, T, utc4)).toBe(3);
    expect(studyStreak(new Set([...days, '2024-03-10']), T, utc4)).toBe(4);
    // 03:00 UTC on 11 March is still 10 March's learner day: today studied, streak 4.
    expect(studyStreak(new Set([...days, '2024-03-10']), Date.UTC(2024, 2, 11, 3), utc4)).toBe(4);
    expect(studyStreak(new Set(['2024-03-08']), T, utc4)).toBe(0);
  });

  it('the last learner days, oldest first', () => {
    expect(lastLearnerDays(Date.UTC(2024, 2, 10, 2), utc4, 3)).toEqual(['2024-03-07', '2024-03-08', '2024-03-09']);
  });
});
