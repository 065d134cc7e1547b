/**
 * The one memory every feature writes to: `recordReview` grades one interaction, updates the card
 * and writes its review log in one transaction (joining the caller's), idempotent per
 * (user, requestId). Reading cards computes retrievability with the user's own scheduler.
 */
import {
  DEFAULT_DAILY_NEW,
  dayKey,
  DEFAULT_DESIRED_RETENTION,
  deriveRating,
  type ItemKind,
  type MemoryCard,
  type MemoryCardView,
  type RatingValue,
  type ReviewSource,
  retrievability,
  reviewCard,
  type SchedulerOptions,
  stateName,
} from '@qfl/core';
import { type Executor, idempotent } from '../../db/executor.js';
import { type CardRow, cardKey, cardToColumns, memoryRepo, rowToCard } from './repo.js';

const DAY = 86_400_000;

export interface ReviewInput {
  entryId?: number | null;
  itemId?: number | null;
  source: ReviewSource;
  correct?: boolean;
  rating?: number;
  ms: number;
  requestId: string;
  /** The item kind, for the rating thresholds; a choice of meanings by default. */
  kind?: ItemKind;
  /** Answer length hint (letters to spell, words to order). */
  size?: number;
  /** The learner's time zone, for the study day (read from the user when absent). */
  timeZone?: string;
}

export interface ReviewOutcome {
  card: MemoryCardView;
  rating: RatingValue;
  /** True when this request id was seen before: nothing was written. */
  replay: boolean;
}

export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export type MemorySettings = SchedulerOptions & { dailyNew: number; activeBookId: number | null };

/** The user's scheduler options (retention, fitted weights) and daily new limit. */
export async function userMemorySettings(db: Executor, userId: number): Promise<MemorySettings> {
  return settingsOf(await memoryRepo.settings(db, userId));
}

/** Scheduler options from a `study_settings` row (the defaults without one). */
export function settingsOf(s: Awaited<ReturnType<typeof memoryRepo.settings>>): MemorySettings {
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
    dailyNew: s?.daily_new ?? DEFAULT_DAILY_NEW,
    activeBookId: s?.active_book_id === null || s?.active_book_id === undefined ? null : Number(s.active_book_id),
  };
}

export function presentCard(
  row: Pick<CardRow, 'entry_id' | 'item_id'> & Parameters<typeof rowToCard>[0],
  now: number,
  opts: SchedulerOptions,
): MemoryCardView {
  return viewOf(
    rowToCard(row as CardRow),
    row.entry_id === null ? null : Number(row.entry_id),
    row.item_id === null ? null : Number(row.item_id),
    now,
    opts,
  );
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
 * entry. The caller has checked that the entry or item exists and may be studied.
 */
export async function recordReview(db: Executor, userId: number, input: ReviewInput, now = Date.now()): Promise<ReviewOutcome> {
  return idempotent(db, async (trx) => {
    const seen = await memoryRepo.logByRequest(trx, userId, input.requestId);
    if (seen) return replayOf(seen.result);
    const opts = await userMemorySettings(trx, userId);
    const key = reviewCardKey(input);
    const pg = isPostgres(trx);
    let row = await memoryRepo.cardForUpdate(trx, userId, key, pg);
    if (!row && pg) {
      // Two first answers at once: one insert wins, the other waits on the lock and reads it.
      await trx
        .insertInto('memory_cards')
        .values(newCardRow(userId, key, input, now))
        .onConflict((oc) => oc.columns(['user_id', 'card_key']).doNothing())
        .execute();
      row = await memoryRepo.cardForUpdate(trx, userId, key, pg);
    }
    const g = gradeReview(row ?? null, input, opts, now);
    let cardId: number;
    if (row) {
      cardId = Number(row.id);
      await memoryRepo.updateCard(trx, cardId, g.after);
    } else {
      cardId = await memoryRepo.insertCard(trx, { ...newCardRow(userId, key, input, now), ...cardToColumns(g.after) });
    }
    await memoryRepo.insertLog(trx, { user_id: userId, card_id: cardId, ...g.log });
    const timeZone =
      input.timeZone ?? (await trx.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst())?.time_zone ?? 'UTC';
    await memoryRepo.addStudyDay(trx, userId, dayKey(now, timeZone), input.ms, g.firstReview);
    return { card: g.view, rating: g.rating, replay: false };
  });
}

/** The answer stored with a review log, for a replay of its request id. */
export function replayOf(result: string): ReviewOutcome {
  const stored = JSON.parse(result) as { card: MemoryCardView; rating: RatingValue };
  return { card: stored.card, rating: stored.rating, replay: true };
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
  };
}

/**
 * One review graded against the card as it stands (`row`, none for a new card): the rating, the
 * card after it, what the learner is shown, the log's columns (without user and card) and whether
 * it is the card's first review. Pure: `recordReview` and the batch writer share it.
 */
export function gradeReview(row: CardRow | null, input: ReviewInput, opts: SchedulerOptions, now: number) {
  const rating: RatingValue =
    input.rating !== undefined && input.correct === undefined
      ? (input.rating as RatingValue)
      : deriveRating(input.kind ?? 'meaning-choice', input.correct ?? false, input.ms, input.size ?? 0);
  const correct = input.correct ?? rating > 1;
  const before = row ? rowToCard(row) : null;
  const after = reviewCard(before && before.reps > 0 ? before : null, rating, now, opts);
  const view = viewOf(
    after,
    row ? nullableId(row.entry_id) : (input.entryId ?? null),
    row ? nullableId(row.item_id) : (input.itemId ?? null),
    now,
    opts,
  );
  return {
    rating,
    after,
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
      request_id: input.requestId,
      result: JSON.stringify({ card: view, rating }),
    },
  };
}

const nullableId = (v: number | null) => (v === null ? null : Number(v));

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
