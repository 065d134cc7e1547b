/**
 * The one memory every feature writes to: `recordReview` grades one interaction, updates the card
 * and writes its review log in one transaction (joining the caller's), idempotent per
 * (user, source, request id). Reading cards computes retrievability with the user's own scheduler.
 *
 * - Days are the learner's (time zone + `study_settings.day_rollover_hour`): FSRS elapsed days and
 *   the study day of a review.
 * - Request ids are stored as `<source>:<request id>`: two features' ids never collide.
 * - `learned_at` is set by a card's first review with rating > 1 and kept.
 * - `createCard: false` (tests): a word without a reviewed card gets no card, log or study day; the
 *   answer goes into `word_evidence` (words; a sentence item keeps nothing) and its outcome into
 *   `memory_requests`, so that a replay answers it again.
 * - `lookup: true`: a look-up within LOOKUP_REPEAT_MS of the card's last logged look-up (an Again of
 *   the same source) writes nothing and answers the card as it is.
 */
import {
  type AnswerOutcome,
  DEFAULT_DAILY_NEW,
  DEFAULT_DESIRED_RETENTION,
  type ItemKind,
  LOOKUP_REPEAT_MS,
  type LearnerDay,
  learnerDayKey,
  learnerDayOf,
  type MemoryCard,
  type MemoryCardView,
  type RatingValue,
  REVIEW_MODES,
  type ReviewMode,
  type ReviewSource,
  ratingFor,
  retrievability,
  reviewCard,
  type SchedulerOptions,
  stateName,
} from '@qfl/core';
import { type Executor, idempotent, isPostgres } from '../../db/executor.js';
import { type CardRow, cardKey, cardToColumns, memoryRepo, rowToCard } from './repo.js';

const DAY = 86_400_000;

export interface ReviewInput {
  entryId?: number | null;
  itemId?: number | null;
  source: ReviewSource;
  correct?: boolean;
  /** How the answer went, when more than right or wrong ("I don't know", skipped, "I know it already"). */
  outcome?: AnswerOutcome;
  /** A rating given as is (self-graded recall, "I know it already" = 4); used when `correct` and `outcome` are absent. */
  rating?: number;
  ms: number;
  /** The caller's id of the request; stored as `<source>:<requestId>`. */
  requestId: string;
  /** The item kind, for the rating table; a choice of meanings by default. */
  kind?: ItemKind;
  /** Answer length hint (letters to spell, words to order). */
  size?: number;
  /** The learner's time zone (read from the user when absent). */
  timeZone?: string;
  /** False for tests: a word without a reviewed card gets word evidence instead of a card (default true). */
  createCard?: boolean;
  /** A look-up while reading: a repeat within LOOKUP_REPEAT_MS of the last one writes nothing. */
  lookup?: boolean;
}

export interface ReviewOutcome {
  /** The card after the review; null when no card was reviewed (`createCard: false` on a word without one). */
  card: MemoryCardView | null;
  rating: RatingValue;
  /** True when this request id was seen before: nothing was written. */
  replay: boolean;
  /** True when the answer was kept as word evidence instead of a review. */
  evidence: boolean;
  /** True when this call wrote a review (false on a replay, for evidence and for a repeated look-up). */
  recorded: boolean;
}

/** The outcome of a review that may create its card: always a card. */
export type CardReviewOutcome = ReviewOutcome & { card: MemoryCardView };

export type MemorySettings = SchedulerOptions & {
  day: LearnerDay;
  dailyNew: number;
  activeBookId: number | null;
  reviewMode: ReviewMode;
};

/** The columns of `study_settings` the memory reads (a row of it, or none). */
export type SettingsColumns = Partial<{
  desired_retention: number | null;
  daily_new: number | null;
  active_book_id: number | null;
  weights: string | null;
  day_rollover_hour: number | null;
  review_mode: string | null;
}>;

/**
 * The user's scheduler options (retention, fitted weights, learner day), daily new limit, active
 * book and review mode. The zone is `timeZone` when given, else the user's.
 */
export async function userMemorySettings(db: Executor, userId: number, timeZone?: string): Promise<MemorySettings> {
  const row = await memoryRepo.settingsWithZone(db, userId);
  return settingsOf(row, timeZone ?? row?.time_zone);
}

/** The learner's day: their time zone and rollover hour. */
export async function learnerDayFor(db: Executor, userId: number): Promise<LearnerDay> {
  const row = await memoryRepo.settingsWithZone(db, userId);
  return learnerDayOf(row?.time_zone, row?.day_rollover_hour);
}

/** Settings from a `study_settings` row (the defaults without one) and the learner's zone (UTC without one). */
export function settingsOf(s: SettingsColumns | undefined, timeZone?: string | null): MemorySettings {
  let weights: number[] | null = null;
  if (s?.weights) {
    try {
      const parsed = JSON.parse(s.weights) as unknown;
      if (Array.isArray(parsed) && parsed.every((n) => typeof n === 'number')) weights = parsed;
    } catch {
      weights = null;
    }
  }
  return {
    retention: s?.desired_retention ?? DEFAULT_DESIRED_RETENTION,
    weights,
    day: learnerDayOf(timeZone, s?.day_rollover_hour),
    dailyNew: s?.daily_new ?? DEFAULT_DAILY_NEW,
    activeBookId: s?.active_book_id ?? null,
    reviewMode: (REVIEW_MODES as readonly string[]).includes(s?.review_mode ?? '') ? (s?.review_mode as ReviewMode) : 'choice',
  };
}

export function presentCard(
  row: Pick<CardRow, 'entry_id' | 'item_id'> & Parameters<typeof rowToCard>[0],
  now: number,
  opts: SchedulerOptions,
): MemoryCardView {
  return viewOf(rowToCard(row as CardRow), row.entry_id, row.item_id, now, opts);
}

export function viewOf(
  card: MemoryCard,
  entryId: number | null,
  itemId: number | null,
  now: number,
  opts: SchedulerOptions,
): MemoryCardView {
  return {
    entryId,
    itemId,
    state: stateName(card.state),
    due: new Date(card.due).toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    retrievability: retrievability(card, now, opts),
    lastReview: card.lastReview === null ? null : new Date(card.lastReview).toISOString(),
  };
}

/**
 * One graded interaction. A sentence item (itemId) has its own card; a word has the card of its
 * entry. The caller has checked that the entry or item exists and may be studied. Without
 * `createCard: false` the outcome always has a card.
 */
export async function recordReview(
  db: Executor,
  userId: number,
  input: ReviewInput & { createCard?: true },
  now?: number,
): Promise<CardReviewOutcome>;
export async function recordReview(db: Executor, userId: number, input: ReviewInput, now?: number): Promise<ReviewOutcome>;
export async function recordReview(db: Executor, userId: number, input: ReviewInput, now = Date.now()): Promise<ReviewOutcome> {
  return idempotent(db, async (trx) => {
    const requestId = reviewRequestId(input);
    const seen = await memoryRepo.resultByRequest(trx, userId, requestId);
    if (seen !== undefined) return replayOf(seen);
    const opts = await userMemorySettings(trx, userId, input.timeZone);
    const key = reviewCardKey(input);
    const pg = isPostgres(trx);
    let row = await memoryRepo.cardForUpdate(trx, userId, key, pg);
    if (input.createCard === false && !(row && row.reps > 0)) {
      const e = evidenceOf(input, now);
      if (e) {
        await memoryRepo.upsertEvidence(trx, { user_id: userId, ...e.evidence });
        await memoryRepo.insertRequest(trx, { user_id: userId, request_id: requestId, result: e.result, at: now });
      }
      return e?.outcome ?? noCardOutcome(input);
    }
    if (input.lookup && row && row.reps > 0) {
      const last = await memoryRepo.lastLookup(trx, row.id, input.source);
      if (isRepeatLookup(last, now)) return currentOutcome(row as CardRow, input, opts, now);
    }
    if (!row && pg) {
      // Two first answers at once: one insert wins, the other waits on the lock and reads it.
      await memoryRepo.insertCardsIfAbsent(trx, newCardRow(userId, key, input, now));
      row = await memoryRepo.cardForUpdate(trx, userId, key, pg);
    }
    const g = gradeReview((row as CardRow | undefined) ?? null, input, opts, now);
    let cardId: number;
    if (row) {
      cardId = row.id;
      await memoryRepo.updateCard(trx, cardId, g.after, g.learnedAt);
    } else {
      cardId = await memoryRepo.insertCard(trx, {
        ...newCardRow(userId, key, input, now),
        ...cardToColumns(g.after),
        learned_at: g.learnedAt,
      });
    }
    await memoryRepo.insertLog(trx, { user_id: userId, card_id: cardId, ...g.log });
    await memoryRepo.addStudyDay(trx, userId, learnerDayKey(now, opts.day), input.ms, g.firstReview);
    return { card: g.view, rating: g.rating, replay: false, evidence: false, recorded: true };
  });
}

/** The request id as stored: namespaced by source (the unique key is per user). */
export const reviewRequestId = (input: Pick<ReviewInput, 'source' | 'requestId'>): string => `${input.source}:${input.requestId}`;

/** The answer stored with a review log or an evidence request, for a replay of its request id. */
export function replayOf(result: string): ReviewOutcome {
  const stored = JSON.parse(result) as { card: MemoryCardView | null; rating: RatingValue; evidence?: boolean };
  return { card: stored.card, rating: stored.rating, replay: true, evidence: stored.evidence ?? false, recorded: false };
}

/** Whether a look-up at `now` repeats one logged at `last` (null: none logged). */
export const isRepeatLookup = (last: number | null, now: number): boolean => last !== null && now - last <= LOOKUP_REPEAT_MS;

/** A repeated look-up's answer: the card as it stands, nothing written. */
export function currentOutcome(row: CardRow, input: ReviewInput, opts: SchedulerOptions, now: number): ReviewOutcome {
  return { card: presentCard(row, now, opts), rating: ratingOf(input), replay: false, evidence: false, recorded: false };
}

/** A test's answer on a sentence item without a card: nothing is kept. */
export const noCardOutcome = (input: ReviewInput): ReviewOutcome => ({
  card: null,
  rating: ratingOf(input),
  replay: false,
  evidence: false,
  recorded: false,
});

/**
 * What a test's answer on a word without a card writes: the word's evidence (known = rating > 1)
 * and the outcome stored for replays. None for a sentence item.
 */
export function evidenceOf(input: ReviewInput, now: number) {
  if (input.itemId || !input.entryId) return null;
  const rating = ratingOf(input);
  const outcome: ReviewOutcome = { card: null, rating, replay: false, evidence: true, recorded: false };
  return {
    evidence: { entry_id: input.entryId, known: rating > 1 ? 1 : 0, source: input.source, at: now },
    result: JSON.stringify({ card: null, rating, evidence: true }),
    outcome,
  };
}

export function reviewCardKey(input: ReviewInput): string {
  return input.itemId ? cardKey.item(input.itemId) : cardKey.entry(input.entryId as number);
}

/** A card never reviewed (what a first answer starts from). */
export function newCardRow(userId: number, key: string, input: ReviewInput, now: number): Omit<CardRow, 'id'> {
  return {
    user_id: userId,
    card_key: key,
    entry_id: input.entryId ?? null,
    item_id: input.itemId ?? null,
    ...emptyColumns(now),
    created_at: now,
    learned_at: null,
  };
}

/** The rating of an answer, by the rating table (`@qfl/core` `rules/rating.ts`). */
export function ratingOf(input: ReviewInput): RatingValue {
  if (input.rating !== undefined && input.correct === undefined && input.outcome === undefined) {
    return ratingFor({ outcome: 'right', selfGrade: input.rating });
  }
  return ratingFor({
    outcome: input.outcome ?? (input.correct ? 'right' : 'wrong'),
    kind: input.kind,
    ms: input.ms,
    size: input.size,
  });
}

/**
 * One review graded against the card as it stands (`row`, none for a new card): the rating, the
 * card after it, when it was learned, what the learner is shown, the log's columns (without user
 * and card) and whether it is the card's first review. Pure: `recordReview` and the batch writer
 * share it.
 */
export function gradeReview(row: CardRow | null, input: ReviewInput, opts: SchedulerOptions, now: number) {
  const rating = ratingOf(input);
  const correct = input.correct ?? (input.outcome ? input.outcome === 'right' || input.outcome === 'known-already' : rating > 1);
  const before = row ? rowToCard(row) : null;
  const after = reviewCard(before && before.reps > 0 ? before : null, rating, now, opts);
  const learnedAt = row?.learned_at ?? (rating > 1 ? now : null);
  const view = viewOf(after, row ? row.entry_id : (input.entryId ?? null), row ? row.item_id : (input.itemId ?? null), now, opts);
  return {
    rating,
    after,
    learnedAt,
    view,
    firstReview: before === null || before.reps === 0 ? 1 : 0,
    log: {
      source: input.source,
      rating,
      correct: correct ? 1 : 0,
      ms: input.ms,
      state_before: before?.state ?? 0,
      elapsed_days: before?.lastReview ? (now - before.lastReview) / DAY : 0,
      reviewed_at: now,
      request_id: reviewRequestId(input),
      result: JSON.stringify({ card: view, rating }),
    },
  };
}

function emptyColumns(now: number) {
  return {
    state: 0,
    due: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    last_review: null,
  };
}

/** Cards of words by entry id, with retrievability now (a word never seen has none). */
export async function cardsOfEntries(db: Executor, userId: number, entryIds: number[], now = Date.now()): Promise<MemoryCardView[]> {
  const opts = await userMemorySettings(db, userId);
  const rows = await memoryRepo.cardsByEntries(db, userId, entryIds);
  return rows.filter((r) => r.reps > 0).map((r) => presentCard(r, now, opts));
}
