/**
 * The one spaced-repetition memory: FSRS (ts-fsrs) over plain card records, so that the server
 * stores them as rows and the web can preview the next due date without a round trip.
 * Times are epoch milliseconds. Weights come from the user's fitted parameters when they exist,
 * else FSRS defaults; desired retention is the user's own (0.7-0.97).
 *
 * Days are the learner's days (`learner-day.ts`: their time zone and rollover hour). ts-fsrs counts
 * elapsed days as differences of UTC dates, so it is given instants moved with `learnerClock`, whose
 * UTC dates are the learner's days, and its answer is moved back to real instants:
 * - a card scheduled in days (`scheduledDays > 0`) is due from the start of the learner day that
 *   many days after the review's day, as in Anki (due "tomorrow" = from tomorrow's rollover);
 * - a learning or relearning step (minutes) is due that long after the review;
 * - `lastReview` is the real instant of the review.
 * Without a learner day the days are UTC days starting at midnight.
 *
 * Retrievability is exact: R(t) of the FSRS forgetting curve (FSRS-6 decay from the weights) at the
 * fractional days elapsed since the last review, so a card failed a minute ago is not at R = 1.
 * R = 0.9 exactly when the elapsed time equals the stability, hence the figures' definitions:
 * - known now: review state and (now - lastReview) <= stability days (R >= KNOWN_RETRIEVABILITY);
 * - mature: stability >= MATURE_STABILITY_DAYS (21).
 * (`figures.ts` counts learned, known and mature cards with the same definitions.)
 * SQL mirrors them: `state = 2 and (now - last_review) <= stability * 86400000`, `stability >= 21`.
 */
import { type Card, createEmptyCard, type FSRS, forgetting_curve, fsrs, type Grade, generatorParameters } from 'ts-fsrs';
import { CARD_STATES, type CardState, DEFAULT_DESIRED_RETENTION, type RatingValue } from '../constants.js';
import { type LearnerDay, learnerClock, learnerDayNumber, startOfLearnerDayNumber } from './learner-day.js';

const DAY = 86_400_000;

/** A card whose stability is at least this many days is mature. */
export const MATURE_STABILITY_DAYS = 21;
/** The FSRS review state (CARD_STATES index): only review cards can be known. */
const REVIEW_STATE = 2;

export interface MemoryCard {
  /** 0 new, 1 learning, 2 review, 3 relearning (CARD_STATES order). */
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  /** Learner days between the last two reviews. */
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: number | null;
}

export interface SchedulerOptions {
  retention?: number;
  /** Fitted FSRS weights (21 numbers); defaults when absent. */
  weights?: readonly number[] | null;
  /** The learner's day, in which elapsed and scheduled days are counted; UTC days from midnight when absent. */
  day?: LearnerDay;
}

/** The day of callers that give none: UTC calendar days (what ts-fsrs counts by itself). */
export const UTC_DAY: LearnerDay = { timeZone: 'UTC', rolloverHour: 0 };

const cache = new Map<string, FSRS>();

/** A scheduler per (retention, weights); fuzz off so that the server and the client agree on due dates. */
export function scheduler({ retention = DEFAULT_DESIRED_RETENTION, weights }: SchedulerOptions = {}): FSRS {
  const key = `${retention}|${weights ? weights.join(',') : ''}`;
  let f = cache.get(key);
  if (!f) {
    f = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false, ...(weights ? { w: [...weights] } : {}) }));
    if (cache.size > 200) cache.clear();
    cache.set(key, f);
  }
  return f;
}

/** The card as ts-fsrs sees it, its instants moved by `move`. */
function toFsrs(c: MemoryCard, move: (ms: number) => number): Card {
  return {
    due: new Date(move(c.due)),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    ...(c.lastReview !== null ? { last_review: new Date(move(c.lastReview)) } : {}),
  };
}

function fromFsrs(c: Card): MemoryCard {
  return {
    state: c.state,
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}

export function newCard(now: number): MemoryCard {
  return fromFsrs(createEmptyCard(new Date(now)));
}

/** The card after one graded review at `now`, days counted in the learner's day (`options.day`). */
export function reviewCard(card: MemoryCard | null, rating: RatingValue, now: number, options: SchedulerOptions = {}): MemoryCard {
  const f = scheduler(options);
  const day = options.day ?? UTC_DAY;
  const current = card ?? newCard(now);
  const move = (ms: number) => learnerClock(ms, day);
  const virtualNow = move(now);
  const next = fromFsrs(f.next(toFsrs(current, move), new Date(virtualNow), rating as Grade).card);
  const due =
    next.scheduledDays > 0 ? startOfLearnerDayNumber(learnerDayNumber(now, day) + next.scheduledDays, day) : now + (next.due - virtualNow);
  return { ...next, due, lastReview: now };
}

/** Days since the last review, fractional (0 for a card never reviewed or reviewed "after" now). */
export function elapsedDaysAt(card: Pick<MemoryCard, 'lastReview'>, now: number): number {
  return card.lastReview === null ? 0 : Math.max(0, (now - card.lastReview) / DAY);
}

/**
 * Probability of recall now (0 for a card never reviewed): the forgetting curve of the scheduler's
 * weights at the fractional days since the last review. The learner day plays no part.
 */
export function retrievability(card: MemoryCard, now: number, options: SchedulerOptions = {}): number {
  if (card.state === 0 || card.lastReview === null || !(card.stability > 0)) return 0;
  const r = forgetting_curve(scheduler(options).parameters.w, elapsedDaysAt(card, now), card.stability);
  return Number.isFinite(r) ? Math.max(0, Math.min(1, r)) : 0;
}

/**
 * Known now: in review state and R(now) >= KNOWN_RETRIEVABILITY (0.9), which in FSRS is exactly
 * "no more days elapsed since the last review than the stability".
 */
export function isKnown(card: Pick<MemoryCard, 'state' | 'stability' | 'lastReview'>, now: number): boolean {
  return card.state === REVIEW_STATE && card.lastReview !== null && now - card.lastReview <= card.stability * DAY;
}

/** Mature: stability of at least MATURE_STABILITY_DAYS (21) days. */
export function isMatureCard(card: Pick<MemoryCard, 'stability'>): boolean {
  return card.stability >= MATURE_STABILITY_DAYS;
}

export function stateName(state: number): CardState {
  return CARD_STATES[state] ?? 'new';
}
