/**
 * The retention helper: for each desired retention, what the next days would cost and bring — the
 * expected reviews a day and the expected known words at the end — simulated on the learner's own
 * cards with their own weights. Deterministic: outcomes come from a seeded generator, started
 * afresh for every retention.
 *
 * The model, day by day (learner days; day 0 is today, `days` of them):
 * - A card in review state is due `interval(S, retention)` learner days after its last review (as
 *   if the retention had applied since then; the scheduler's interval, fuzz off); overdue cards
 *   are due today. Learning and relearning cards keep their due day.
 * - A due card is recalled with probability R(days since its last review, S); recalled, it is
 *   rated from the learner's shares of Hard/Good/Easy; forgotten, Again, followed by one same-day
 *   review rated Good (the relearning step). Each counts as one review. The memory state moves
 *   with ts-fsrs `next_state`, as the scheduler moves it; the next due day is the interval of the
 *   new stability.
 * - `dailyNew` new cards start every day after the reviews, their first rating drawn from the
 *   learner's shares of first ratings (an Again is followed by a same-day Good review, counted).
 *   First sightings are not counted as reviews: they are the daily new words, the same for every
 *   retention.
 * - Known words at the end = the sum of R over every card at day `days` (the expected number of
 *   words recalled then).
 * - At most `RETENTION_SIM_MAX_CARDS` of the learner's cards are simulated (an even sample);
 *   their reviews and known words are scaled by `totalCards / sample size`. Likewise at most 25
 *   new cards a day, each standing for `dailyNew / 25` when more start a day.
 */
import { type FSRS, fsrs, generatorParameters, type Grade } from 'ts-fsrs';
import { RETENTION_HELPER_TARGETS, RETENTION_SIM_DAYS, RETENTION_SIM_MAX_CARDS } from '../constants.js';
import { seededRandom } from './questions/rng.js';

export interface SimCard {
  /** 1 learning, 2 review, 3 relearning (a card never reviewed is not simulated). */
  state: number;
  stability: number;
  difficulty: number;
  /** Learner day of the last review, relative to today (0 today, -3 three days ago). */
  lastDay: number;
  /** Learner day it is due, relative to today (kept for learning and relearning cards). */
  dueDay: number;
}

export interface RetentionSimInput {
  /** The learner's cards, or a sample of them (`sampleEvenly`). */
  cards: readonly SimCard[];
  /** How many cards the learner has (`cards` stands for them all); `cards.length` when absent. */
  totalCards?: number;
  /** Fitted weights; FSRS defaults when null. */
  weights?: readonly number[] | null;
  /** New cards started each day. */
  dailyNew: number;
  /** Days simulated; `RETENTION_SIM_DAYS` when absent. */
  days?: number;
  retentions?: readonly number[];
  /** Shares of a new card's first rating, Again..Easy; all Good when absent. */
  firstRatings?: readonly number[];
  /** Shares of Hard, Good, Easy when a card is recalled; all Good when absent. */
  recallRatings?: readonly number[];
  /** Seed of the outcomes (1 when absent). */
  seed?: number;
  /** A generator of uniform numbers in [0, 1) per retention, in place of the seeded one (tests). */
  random?: () => () => number;
}

export interface RetentionSimRow {
  retention: number;
  /** Expected reviews a day over the simulated days (first sightings of new cards excluded). */
  dailyReviews: number;
  /** Expected words recalled at the end (sum of R over all cards). */
  knownAtEnd: number;
}

/** At most `max` items, evenly spread over the list (deterministic). */
export function sampleEvenly<T>(items: readonly T[], max = RETENTION_SIM_MAX_CARDS): T[] {
  if (items.length <= max) return [...items];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(items[Math.floor((i * items.length) / max)] as T);
  return out;
}

/** Index drawn from shares (need not sum to 1); the first index with a share when u is 0. */
function draw(shares: readonly number[], u: number): number {
  const total = shares.reduce((a, b) => a + Math.max(0, b), 0);
  if (!(total > 0)) return -1;
  let acc = 0;
  for (let i = 0; i < shares.length; i++) {
    const s = Math.max(0, shares[i] ?? 0);
    acc += s;
    if (s > 0 && u * total < acc) return i;
  }
  return shares.length - 1;
}

function schedulerFor(retention: number, weights: readonly number[] | null | undefined): FSRS {
  return fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false, ...(weights ? { w: [...weights] } : {}) }));
}

/** New cards simulated a day at most (each then stands for dailyNew / this many). */
const NEW_PER_DAY = 25;

interface Sim {
  s: number;
  d: number;
  last: number;
  weight: number;
}

export function simulateRetention(input: RetentionSimInput): RetentionSimRow[] {
  const days = input.days ?? RETENTION_SIM_DAYS;
  const scale = input.cards.length > 0 ? (input.totalCards ?? input.cards.length) / input.cards.length : 0;
  const first = input.firstRatings ?? [0, 0, 1, 0];
  const recall = input.recallRatings ?? [0, 1, 0];
  const newPerDay = Math.min(Math.max(0, Math.floor(input.dailyNew)), NEW_PER_DAY);
  const newWeight = newPerDay > 0 ? input.dailyNew / newPerDay : 0;
  const rows: RetentionSimRow[] = [];
  for (const retention of input.retentions ?? RETENTION_HELPER_TARGETS) {
    const f = schedulerFor(retention, input.weights);
    const rand = input.random ? input.random() : seededRandom(input.seed ?? 1);
    const due: Sim[][] = Array.from({ length: days }, () => []);
    const all: Sim[] = [];
    const schedule = (c: Sim, day: number) => {
      if (day < days) due[Math.max(0, day)]?.push(c);
    };
    for (const card of input.cards) {
      if (card.state === 0 || !(card.stability > 0)) continue;
      const c: Sim = { s: card.stability, d: card.difficulty, last: card.lastDay, weight: scale };
      all.push(c);
      schedule(c, card.state === 2 ? card.lastDay + f.next_interval(card.stability, 0) : card.dueDay);
    }
    let reviews = 0;
    // A rating applied on `day`; an Again is followed by the same-day Good of the (re)learning step.
    const apply = (c: Sim, day: number, rating: Grade, counted: boolean) => {
      const fresh = c.last === Number.NEGATIVE_INFINITY;
      let next = f.next_state(fresh ? null : { difficulty: c.d, stability: c.s }, fresh ? 0 : day - c.last, rating);
      if (counted) reviews += c.weight;
      if (rating === 1) {
        next = f.next_state(next, 0, 3);
        reviews += c.weight;
      }
      c.s = next.stability;
      c.d = next.difficulty;
      c.last = day;
      schedule(c, day + f.next_interval(c.s, 0));
    };
    for (let day = 0; day < days; day++) {
      for (const c of due[day] ?? []) {
        const r = f.forgetting_curve(Math.max(0, day - c.last), c.s);
        const rating = (rand() < r ? 2 + Math.max(0, draw(recall, rand())) : 1) as Grade;
        apply(c, day, rating, true);
      }
      for (let n = 0; n < newPerDay; n++) {
        const c: Sim = { s: 0, d: 0, last: Number.NEGATIVE_INFINITY, weight: newWeight };
        all.push(c);
        apply(c, day, (1 + Math.max(0, draw(first, rand()))) as Grade, false);
      }
    }
    let known = 0;
    for (const c of all) known += c.weight * f.forgetting_curve(days - c.last, c.s);
    rows.push({ retention, dailyReviews: days > 0 ? reviews / days : 0, knownAtEnd: known });
  }
  return rows;
}
