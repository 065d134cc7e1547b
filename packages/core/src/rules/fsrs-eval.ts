/**
 * How well a set of FSRS weights predicts a learner's own reviews: log loss and RMSE(bins), as the
 * FSRS benchmark (open-spaced-repetition/srs-benchmark) measures them. The optimizer evaluates the
 * current weights and a new fit on the same history and keeps the new one only when it is better on
 * both (`fitIsBetter`).
 *
 * - A history is one card's reviews in time order, each `[rating 1-4, learner days since the
 *   card's previous review]` (0 for the first review and for a review on the same learner day).
 * - Replay: the memory state (stability, difficulty) after each review is ts-fsrs `next_state`
 *   with the weights, the update the scheduler (`reviewCard`) applies; a same-day review takes the
 *   short-term update.
 * - Prediction: before each review after the first that falls on a later learner day than the
 *   card's previous review, p = R(days, S) = (1 + factor·days/S)^decay of the state replayed up to
 *   it; the outcome is y = 1 when rating > 1 (Hard, Good, Easy), 0 for Again. Same-day reviews are
 *   replayed but not scored: the model gives them R = 1 whatever the weights.
 * - p is clipped to [0.0001, 0.9999] so one confident miss cannot make the log loss infinite.
 * - Log loss = mean over scored reviews of -(y ln p + (1 - y) ln(1 - p)).
 * - RMSE(bins): predictions are put in 20 equal bins of p ([0, 0.05), [0.05, 0.1), ... [0.95, 1]);
 *   per bin the mean p and the mean y; RMSE = sqrt(Σ n_b (mean p_b - mean y_b)² / Σ n_b), n_b the
 *   reviews in bin b. (The benchmark bins by interval, review count and lapses as well; bins by
 *   p alone are the calibration measure of the FSRS wiki's "The Metric".)
 */
import { type FSRS, fsrs, generatorParameters, type Grade } from 'ts-fsrs';
import { type LearnerDay, learnerDayNumber } from './learner-day.js';

/** One card's reviews: [rating 1-4, learner days since the previous review (0 for the first)]. */
export type ReviewHistory = readonly (readonly [number, number])[];

export interface RecallPrediction {
  /** Predicted probability of recall. */
  p: number;
  /** 1 recalled (rating > 1), 0 forgotten (Again). */
  y: 0 | 1;
}

export interface FsrsEvaluation {
  /** Reviews scored (after a card's first, on a later learner day). */
  reviews: number;
  logLoss: number;
  rmseBins: number;
}

export const EVAL_BINS = 20;
const P_MIN = 0.0001;
const P_MAX = 0.9999;

const algorithms = new Map<string, FSRS>();

/** The FSRS model with these weights (defaults when null), as the scheduler builds it. */
function algorithm(weights: readonly number[] | null | undefined): FSRS {
  const key = weights ? weights.join(',') : '';
  let f = algorithms.get(key);
  if (!f) {
    f = fsrs(generatorParameters({ enable_fuzz: false, ...(weights ? { w: [...weights] } : {}) }));
    if (algorithms.size > 50) algorithms.clear();
    algorithms.set(key, f);
  }
  return f;
}

/**
 * Review logs (one user's, ordered by card then time) as per-card histories with gaps counted in
 * learner days (the learner's time zone and rollover hour).
 */
export function reviewHistories(
  logs: readonly { card_id: number | string; rating: number; reviewed_at: number | string }[],
  day: LearnerDay,
): [number, number][][] {
  const cards: [number, number][][] = [];
  let current: [number, number][] = [];
  let lastCard: number | null = null;
  let lastDay = 0;
  for (const l of logs) {
    const dayNo = learnerDayNumber(Number(l.reviewed_at), day);
    if (Number(l.card_id) !== lastCard) {
      if (current.length) cards.push(current);
      current = [[l.rating, 0]];
      lastCard = Number(l.card_id);
    } else {
      current.push([l.rating, Math.max(0, dayNo - lastDay)]);
    }
    lastDay = dayNo;
  }
  if (current.length) cards.push(current);
  return cards;
}

/** The predicted recall and outcome of every scored review, replayed with the weights. */
export function predictRecall(cards: readonly ReviewHistory[], weights?: readonly number[] | null): RecallPrediction[] {
  const f = algorithm(weights);
  const out: RecallPrediction[] = [];
  for (const reviews of cards) {
    let state: { difficulty: number; stability: number } | null = null;
    for (const [rating, days] of reviews) {
      if (!(Number.isInteger(rating) && rating >= 1 && rating <= 4 && days >= 0)) continue;
      if (state && days > 0) {
        const p = Math.min(P_MAX, Math.max(P_MIN, f.forgetting_curve(days, state.stability)));
        out.push({ p, y: rating > 1 ? 1 : 0 });
      }
      state = f.next_state(state, state ? days : 0, rating as Grade);
    }
  }
  return out;
}

/** Mean of -(y ln p + (1 - y) ln(1 - p)); 0 for no predictions. */
export function logLoss(preds: readonly RecallPrediction[]): number {
  if (preds.length === 0) return 0;
  let sum = 0;
  for (const { p, y } of preds) sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  return sum / preds.length;
}

/** RMSE between mean predicted and mean observed recall in equal bins of p, weighted by bin size. */
export function rmseBins(preds: readonly RecallPrediction[], bins = EVAL_BINS): number {
  if (preds.length === 0) return 0;
  const n = new Array<number>(bins).fill(0);
  const sp = new Array<number>(bins).fill(0);
  const sy = new Array<number>(bins).fill(0);
  for (const { p, y } of preds) {
    const b = Math.min(bins - 1, Math.floor(p * bins));
    n[b] = (n[b] ?? 0) + 1;
    sp[b] = (sp[b] ?? 0) + p;
    sy[b] = (sy[b] ?? 0) + y;
  }
  let sum = 0;
  for (let b = 0; b < bins; b++) {
    const count = n[b] ?? 0;
    if (count === 0) continue;
    const diff = ((sp[b] ?? 0) - (sy[b] ?? 0)) / count;
    sum += count * diff * diff;
  }
  return Math.sqrt(sum / preds.length);
}

/** Log loss and RMSE(bins) of the weights (defaults when null) on these histories. */
export function evaluateWeights(cards: readonly ReviewHistory[], weights?: readonly number[] | null): FsrsEvaluation {
  const preds = predictRecall(cards, weights);
  return { reviews: preds.length, logLoss: logLoss(preds), rmseBins: rmseBins(preds) };
}

/**
 * The rule for keeping a new fit: on the learner's history its log loss is strictly lower than the
 * current weights' and its RMSE(bins) is not higher. Log loss is what the optimizer minimises; a fit
 * scored on the data it was fitted to tends to win on it by a little whether or not it predicts
 * better, so the calibration (RMSE(bins)) must not get worse either.
 */
export const fitIsBetter = (before: FsrsEvaluation, after: FsrsEvaluation): boolean =>
  after.reviews > 0 && Number.isFinite(after.logLoss) && after.logLoss < before.logLoss && !(after.rmseBins > before.rmseBins);
