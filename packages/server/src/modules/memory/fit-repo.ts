/**
 * SQL of the FSRS fit (`optimizer.ts`) and of the retention helper (`retention-routes.ts`): who is
 * due a fit, a learner's review history, the fit's columns of `study_settings`, and the cards'
 * memory states rewritten after a replay.
 */
import { DEFAULT_DAILY_NEW, DEFAULT_DESIRED_RETENTION } from '@qfl/core';
import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { StudySettingsTable } from '../../db/schema.js';
import { type CardRow, memoryRepo } from './repo.js';

/** Rows per multi-row statement. */
const ROWS = 200;

export interface FitLog {
  card_id: number;
  rating: number;
  reviewed_at: number;
}

/** The fit's columns of `study_settings` (weights, evaluation, attempt). */
export type FitColumns = Pick<
  Updateable<StudySettingsTable>,
  | 'weights'
  | 'fitted_at'
  | 'fitted_logs'
  | 'fit_reviews'
  | 'fit_log_loss_before'
  | 'fit_log_loss_after'
  | 'fit_rmse_before'
  | 'fit_rmse_after'
  | 'fit_attempt_logs'
>;

export const fitRepo = {
  /**
   * Learners due a fit: at least `minLogs` review logs, and at least `newLogs` more than at their
   * last attempt; the oldest fit first (never fitted first), then by user id.
   */
  async usersToFit(db: Executor, minLogs: number, newLogs: number, limit: number): Promise<number[]> {
    const rows = await sql<{ user_id: number }>`
      select l.user_id from review_logs l
      left join study_settings s on s.user_id = l.user_id
      group by l.user_id, s.fitted_at, s.fit_attempt_logs
      having count(*) >= ${minLogs} and count(*) - coalesce(s.fit_attempt_logs, 0) >= ${newLogs}
      order by (s.fitted_at is not null), s.fitted_at, l.user_id
      limit ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.user_id));
  },

  /** Every review of a learner in card, time order. */
  async logs(db: Executor, userId: number): Promise<FitLog[]> {
    const rows = await db
      .selectFrom('review_logs')
      .select(['card_id', 'rating', 'reviewed_at'])
      .where('user_id', '=', userId)
      .orderBy('card_id')
      .orderBy('reviewed_at')
      .orderBy('id')
      .execute();
    return rows;
  },

  /** Writes the fit's columns (a settings row with the defaults is made when there is none). */
  async saveFit(db: Executor, userId: number, patch: FitColumns, now: number): Promise<void> {
    await db
      .insertInto('study_settings')
      .values({
        user_id: userId,
        desired_retention: DEFAULT_DESIRED_RETENTION,
        daily_new: DEFAULT_DAILY_NEW,
        ...patch,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
      .execute();
  },

  /** A learner's reviewed cards, locked for this transaction on PostgreSQL, in id order. */
  async cardsForUpdate(db: Executor, userId: number, pg: boolean): Promise<CardRow[]> {
    let q = db.selectFrom('memory_cards').selectAll().where('user_id', '=', userId).where('reps', '>', 0).orderBy('id');
    if (pg) q = q.forUpdate();
    return (await q.execute()) as CardRow[];
  },

  /** Rewrites the memory columns of cards (by id) in a few statements. */
  async writeCards(db: Executor, rows: CardRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS) await memoryRepo.writeCards(db, rows.slice(i, i + ROWS));
  },

  /** The cards the retention helper simulates from: reviewed cards' memory states, in id order. */
  async simCards(db: Executor, userId: number) {
    const rows = await db
      .selectFrom('memory_cards')
      .select(['state', 'stability', 'difficulty', 'last_review', 'due'])
      .where('user_id', '=', userId)
      .where('reps', '>', 0)
      .where('state', '>', 0)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      state: r.state,
      stability: r.stability,
      difficulty: r.difficulty,
      lastReview: r.last_review,
      due: r.due,
    }));
  },

  /** How the learner rates: counts per (state before, rating) of first reviews (0) and reviews (2). */
  async ratingCounts(db: Executor, userId: number) {
    const rows = await db
      .selectFrom('review_logs')
      .select(['state_before', 'rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('state_before', 'in', [0, 2])
      .groupBy(['state_before', 'rating'])
      .execute();
    return rows.map((r) => ({ stateBefore: r.state_before, rating: r.rating, n: Number(r.n) }));
  },
};
