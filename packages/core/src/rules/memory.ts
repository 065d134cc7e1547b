/**
 * The one spaced-repetition memory: FSRS (ts-fsrs) over plain card records, so that the server
 * stores them as rows and the web can preview the next due date without a round trip.
 * Times are epoch milliseconds. Weights come from the user's fitted parameters when they exist,
 * else FSRS defaults; desired retention is the user's own (0.7-0.97).
 */
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, generatorParameters } from 'ts-fsrs';
import { CARD_STATES, type CardState, DEFAULT_DESIRED_RETENTION, type RatingValue } from '../constants.js';

export interface MemoryCard {
  /** 0 new, 1 learning, 2 review, 3 relearning (CARD_STATES order). */
  state: number;
  due: number;
  stability: number;
  difficulty: number;
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
}

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

function toFsrs(c: MemoryCard): Card {
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    ...(c.lastReview !== null ? { last_review: new Date(c.lastReview) } : {}),
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

/** The card after one graded review at `now`. */
export function reviewCard(card: MemoryCard | null, rating: RatingValue, now: number, options: SchedulerOptions = {}): MemoryCard {
  const f = scheduler(options);
  const current = card ?? newCard(now);
  return fromFsrs(f.next(toFsrs(current), new Date(now), rating as Grade).card);
}

/** Probability of recall now (0 for a card never reviewed). */
export function retrievability(card: MemoryCard, now: number, options: SchedulerOptions = {}): number {
  if (card.state === 0 || card.lastReview === null) return 0;
  const r = scheduler(options).get_retrievability(toFsrs(card), new Date(now), false);
  return Number.isFinite(r) ? Math.max(0, Math.min(1, r)) : 0;
}

export function stateName(state: number): CardState {
  return CARD_STATES[state] ?? 'new';
}
