/**
 * Many reviews written with a handful of statements: the rows `recordReview` writes one review at
 * a time (eight round trips each on PostgreSQL), in the same order, with the same results. For
 * the battles' review writer, where a thousand rooms answer at once and every round trip costs
 * the database and the writer CPU that the rooms' frames need. Runs inside the caller's
 * transaction; a replayed request id is skipped, as `recordReview` skips it. Tests' answers on
 * words without a card (`createCard: false`) become word evidence, repeated look-ups write nothing,
 * as one by one.
 */
import { learnerDayKey } from '@qfl/core';
import type { Insertable, Transaction } from 'kysely';
import { isPostgres } from '../../db/executor.js';
import type { DB, MemoryRequestsTable, ReviewLogsTable, WordEvidenceTable } from '../../db/schema.js';
import { type CardRow, cardToColumns, memoryRepo } from './repo.js';
import {
  evidenceOf,
  gradeReview,
  isRepeatLookup,
  type MemorySettings,
  newCardRow,
  type ReviewInput,
  reviewCardKey,
  reviewRequestId,
  settingsOf,
} from './service.js';

export interface BatchedReview {
  userId: number;
  input: ReviewInput;
  /** When it was answered (the review's time). */
  at: number;
}

/** Rows per multi-row statement (SQLite and PostgreSQL both take this many parameters easily). */
const ROWS = 200;

function chunks<T>(xs: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += ROWS) out.push(xs.slice(i, i + ROWS));
  return out;
}

const pair = (userId: number, key: string) => `${userId}|${key}`;

export async function recordReviews(trx: Transaction<DB>, reviews: BatchedReview[]): Promise<void> {
  if (reviews.length === 0) return;
  const pg = isPostgres(trx);
  const userIds = [...new Set(reviews.map((r) => r.userId))];

  // Replays (a request id already written, or twice in this batch) write nothing.
  const requestIds = [...new Set(reviews.map((r) => reviewRequestId(r.input)))];
  const seen = new Set<string>();
  for (const ids of chunks(requestIds)) {
    const rows = await memoryRepo.seenRequests(trx, userIds, ids);
    for (const r of rows) seen.add(pair(r.user_id, r.request_id));
  }
  const todo = reviews.filter((r) => {
    const k = pair(r.userId, reviewRequestId(r.input));
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (todo.length === 0) return;

  const settingRows = await memoryRepo.settingsWithZoneOf(trx, userIds);
  const rowOf = new Map(settingRows.map((s) => [s.id, s]));
  const settingsFor = (r: BatchedReview): MemorySettings => {
    const s = rowOf.get(r.userId);
    return settingsOf(s, r.input.timeZone ?? s?.time_zone);
  };

  // Every card a review may create exists (inserted empty), then all are read, locked on
  // PostgreSQL in id order. Cards only tests answer are not created: without one, the answer is evidence.
  const creating = new Map<string, BatchedReview>();
  const keys = new Map<string, BatchedReview>();
  for (const r of todo) {
    const k = pair(r.userId, reviewCardKey(r.input));
    if (!keys.has(k)) keys.set(k, r);
    if (r.input.createCard !== false && !creating.has(k)) creating.set(k, r);
  }
  for (const part of chunks([...creating.values()])) {
    await memoryRepo.insertCardsIfAbsent(
      trx,
      part.map((r) => newCardRow(r.userId, reviewCardKey(r.input), r.input, r.at)),
    );
  }
  const cards = new Map<string, CardRow>();
  for (const part of chunks([...keys.values()])) {
    const rows = await memoryRepo.cardsForUpdate(
      trx,
      [...new Set(part.map((r) => r.userId))],
      [...new Set(part.map((r) => reviewCardKey(r.input)))],
      pg,
    );
    for (const row of rows) {
      const k = pair(row.user_id, row.card_key);
      if (keys.has(k)) cards.set(k, row);
    }
  }

  // The last logged look-up of the cards that look-ups review.
  const lastLookup = new Map<string, number>();
  const lookups = todo.filter((r) => r.input.lookup && cards.has(pair(r.userId, reviewCardKey(r.input))));
  for (const part of chunks(lookups)) {
    const ids = [...new Set(part.map((r) => (cards.get(pair(r.userId, reviewCardKey(r.input))) as CardRow).id))];
    const rows = await memoryRepo.lastLookups(trx, ids);
    for (const r of rows) lastLookup.set(`${r.card_id}|${r.source}`, Number(r.at));
  }

  // Graded in order against each card as the earlier reviews of this batch left it.
  const changed = new Set<string>();
  const logs: Insertable<ReviewLogsTable>[] = [];
  const evidence = new Map<string, Insertable<WordEvidenceTable>>();
  const requests: Insertable<MemoryRequestsTable>[] = [];
  const days = new Map<string, { user_id: number; day: string; reviews: number; ms: number; first_reviews: number }>();
  for (const r of todo) {
    const k = pair(r.userId, reviewCardKey(r.input));
    const row = cards.get(k);
    if (r.input.createCard === false && !(row && row.reps > 0)) {
      const e = evidenceOf(r.input, r.at);
      if (e) {
        evidence.set(`${r.userId}|${e.evidence.entry_id}`, { user_id: r.userId, ...e.evidence });
        requests.push({ user_id: r.userId, request_id: reviewRequestId(r.input), result: e.result, at: r.at });
      }
      continue;
    }
    const card = row as CardRow;
    const lookupKey = `${card.id}|${r.input.source}`;
    if (r.input.lookup && card.reps > 0 && isRepeatLookup(lastLookup.get(lookupKey) ?? null, r.at)) continue;
    const settings = settingsFor(r);
    const g = gradeReview(card, r.input, settings, r.at);
    cards.set(k, { ...card, ...cardToColumns(g.after), learned_at: g.learnedAt });
    changed.add(k);
    if (g.rating === 1) lastLookup.set(lookupKey, r.at);
    logs.push({ user_id: r.userId, card_id: card.id, ...g.log });
    const day = learnerDayKey(r.at, settings.day);
    const d = days.get(`${r.userId}|${day}`) ?? { user_id: r.userId, day, reviews: 0, ms: 0, first_reviews: 0 };
    d.reviews += 1;
    d.ms += r.input.ms;
    d.first_reviews += g.firstReview;
    days.set(`${r.userId}|${day}`, d);
  }

  for (const part of chunks([...changed].map((k) => cards.get(k) as CardRow))) await memoryRepo.writeCards(trx, part);
  for (const part of chunks(logs)) await memoryRepo.insertLogs(trx, part);
  for (const part of chunks([...days.values()])) await memoryRepo.addStudyDays(trx, part);
  for (const part of chunks([...evidence.values()])) await memoryRepo.upsertEvidence(trx, part);
  for (const part of chunks(requests)) await memoryRepo.insertRequests(trx, part);
}
