/**
 * Many reviews written with a handful of statements: the rows `recordReview` writes one review at
 * a time (eight round trips each on PostgreSQL), in the same order, with the same results. For
 * the battles' review writer, where a thousand rooms answer at once and every round trip costs
 * the database and the writer CPU that the rooms' frames need. Runs inside the caller's
 * transaction; a replayed request id is skipped, as `recordReview` skips it.
 */
import { dayKey } from '@qfl/core';
import type { Insertable, Transaction } from 'kysely';
import type { DB, ReviewLogsTable } from '../../db/schema.js';
import { type CardRow, cardToColumns } from './repo.js';
import { gradeReview, isPostgres, type MemorySettings, newCardRow, type ReviewInput, reviewCardKey, settingsOf } from './service.js';

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
  const requestIds = [...new Set(reviews.map((r) => r.input.requestId))];
  const seen = new Set<string>();
  for (const ids of chunks(requestIds)) {
    const rows = await trx
      .selectFrom('review_logs')
      .select(['user_id', 'request_id'])
      .where('user_id', 'in', userIds)
      .where('request_id', 'in', ids)
      .execute();
    for (const r of rows) seen.add(pair(Number(r.user_id), r.request_id));
  }
  const todo = reviews.filter((r) => {
    const k = pair(r.userId, r.input.requestId);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (todo.length === 0) return;

  const settings = new Map<number, MemorySettings>();
  const settingRows = await trx.selectFrom('study_settings').selectAll().where('user_id', 'in', userIds).execute();
  for (const id of userIds) settings.set(id, settingsOf(settingRows.find((s) => Number(s.user_id) === id)));
  const zoneless = [...new Set(todo.filter((r) => !r.input.timeZone).map((r) => r.userId))];
  const zones = new Map<number, string>();
  if (zoneless.length > 0) {
    const rows = await trx.selectFrom('users').select(['id', 'time_zone']).where('id', 'in', zoneless).execute();
    for (const r of rows) zones.set(Number(r.id), r.time_zone);
  }

  // Every card exists (a first answer inserts it), then all are read, locked on PostgreSQL in id order.
  const firsts = new Map<string, BatchedReview>();
  for (const r of todo) {
    const k = pair(r.userId, reviewCardKey(r.input));
    if (!firsts.has(k)) firsts.set(k, r);
  }
  for (const part of chunks([...firsts.values()])) {
    await trx
      .insertInto('memory_cards')
      .values(part.map((r) => newCardRow(r.userId, reviewCardKey(r.input), r.input, r.at)))
      .onConflict((oc) => oc.columns(['user_id', 'card_key']).doNothing())
      .execute();
  }
  const cards = new Map<string, CardRow>();
  for (const part of chunks([...firsts.values()])) {
    let q = trx
      .selectFrom('memory_cards')
      .selectAll()
      .where('user_id', 'in', [...new Set(part.map((r) => r.userId))])
      .where('card_key', 'in', [...new Set(part.map((r) => reviewCardKey(r.input)))])
      .orderBy('id');
    if (pg) q = q.forUpdate();
    for (const row of (await q.execute()) as CardRow[]) {
      const k = pair(Number(row.user_id), row.card_key);
      if (firsts.has(k)) cards.set(k, { ...row, id: Number(row.id) });
    }
  }

  // Graded in order against each card as the earlier reviews of this batch left it.
  const logs: Insertable<ReviewLogsTable>[] = [];
  const days = new Map<string, { user_id: number; day: string; reviews: number; ms: number; first_reviews: number }>();
  for (const r of todo) {
    const k = pair(r.userId, reviewCardKey(r.input));
    const row = cards.get(k) as CardRow;
    const g = gradeReview(row, r.input, settings.get(r.userId) as MemorySettings, r.at);
    cards.set(k, { ...row, ...cardToColumns(g.after) });
    logs.push({ user_id: r.userId, card_id: row.id, ...g.log });
    const day = dayKey(r.at, r.input.timeZone ?? zones.get(r.userId) ?? 'UTC');
    const d = days.get(`${r.userId}|${day}`) ?? { user_id: r.userId, day, reviews: 0, ms: 0, first_reviews: 0 };
    d.reviews += 1;
    d.ms += r.input.ms;
    d.first_reviews += g.firstReview;
    days.set(`${r.userId}|${day}`, d);
  }

  for (const part of chunks([...cards.values()])) {
    await trx
      .insertInto('memory_cards')
      .values(part)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          due: eb.ref('excluded.due'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          elapsed_days: eb.ref('excluded.elapsed_days'),
          scheduled_days: eb.ref('excluded.scheduled_days'),
          learning_steps: eb.ref('excluded.learning_steps'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          last_review: eb.ref('excluded.last_review'),
        })),
      )
      .execute();
  }
  for (const part of chunks(logs)) await trx.insertInto('review_logs').values(part).execute();
  for (const part of chunks([...days.values()])) {
    await trx
      .insertInto('study_days')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
          reviews: eb('study_days.reviews', '+', eb.ref('excluded.reviews')),
          ms: eb('study_days.ms', '+', eb.ref('excluded.ms')),
          first_reviews: eb('study_days.first_reviews', '+', eb.ref('excluded.first_reviews')),
        })),
      )
      .execute();
  }
}
