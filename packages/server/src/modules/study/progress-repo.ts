/**
 * SQL of study progress: the figures, true retention, the due forecast, study days and whose
 * progress it is.
 *
 * The figures of core `rules/figures.ts` as SQL over a memory card aliased `c`, built from the same
 * constants, so that a count in SQL is the count the core functions give for the same cards:
 * - learned: `learned_at` is set (a successful review);
 * - known now: learned, in review, and the time since the last review at most `stability` days
 *   (in FSRS R ≥ 0.9 exactly then, with fractional days);
 * - mature: learned with stability ≥ 21 days.
 */
import { FAILED_RATING, FIGURE_DAY_MS, MATURE_DAYS, REVIEW_STATE } from '@qfl/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/** SQL: the card aliased `c` is learned. */
export const learnedSql = () => sql<boolean>`(c.learned_at is not null)`;

/** SQL: the card aliased `c` is known at `now` (learned by construction). */
export const knownSql = (now: number) =>
  sql<boolean>`(c.learned_at is not null and c.state = ${sql.lit(REVIEW_STATE)} and c.last_review is not null and (${now} - c.last_review) <= c.stability * ${sql.lit(FIGURE_DAY_MS)})`;

/** SQL: the card aliased `c` is mature. */
export const matureSql = () => sql<boolean>`(c.learned_at is not null and c.stability >= ${sql.lit(MATURE_DAYS)})`;

export const progressRepo = {
  /** Days of the calendar since a learner day key (study_days is written with every review). */
  async studyDays(db: Executor, userId: number, since: string): Promise<{ day: string; reviews: number; ms: number }[]> {
    return db.selectFrom('study_days').select(['day', 'reviews', 'ms']).where('user_id', '=', userId).where('day', '>=', since).execute();
  },

  /** Words learned, known now and mature; known and mature are parts of learned. */
  async learnedCounts(db: Executor, userId: number, now: number) {
    const counts = await sql<{ learned: number; known: number | null; mature: number | null }>`
    select count(*) as learned,
      sum(case when ${knownSql(now)} then 1 else 0 end) as known,
      sum(case when ${matureSql()} then 1 else 0 end) as mature
    from memory_cards c where c.user_id = ${userId} and ${learnedSql()}`.execute(db);
    return counts.rows[0];
  },

  /**
   * Reviews of cards in review between `since` and `now`: how many, how many answered with rating
   * > 1, and the same two for mature reviews (the log's `elapsed_days` ≥ 21 days).
   */
  async retentionCounts(db: Executor, userId: number, since: number, now: number) {
    return (
      await sql<{ n: number; ok: number | null; mn: number | null; mok: number | null }>`
    select count(*) as n,
      sum(case when rating > ${sql.lit(FAILED_RATING)} then 1 else 0 end) as ok,
      sum(case when elapsed_days >= ${sql.lit(MATURE_DAYS)} then 1 else 0 end) as mn,
      sum(case when elapsed_days >= ${sql.lit(MATURE_DAYS)} and rating > ${sql.lit(FAILED_RATING)} then 1 else 0 end) as mok
    from review_logs
    where user_id = ${userId} and reviewed_at >= ${since} and reviewed_at <= ${now}
      and state_before = ${sql.lit(REVIEW_STATE)}`.execute(db)
    ).rows[0];
  },

  /** The learner's learned cards, with what their recall probability is computed from. */
  async learnedCards(db: Executor, userId: number) {
    return db
      .selectFrom('memory_cards as c')
      .select(['c.state', 'c.stability', 'c.last_review', 'c.learned_at'])
      .where('c.user_id', '=', userId)
      .where('c.learned_at', 'is not', null)
      .execute();
  },

  /**
   * Reviewed cards due before the end of the last of `days`, counted per day: `d` is the index of
   * the first day whose end is after the card's due time (`count` past the last).
   */
  async dueByDay(db: Executor, userId: number, days: readonly { end: number }[], count: number) {
    const cases = sql.join(
      days.map((d, i) => sql`when c.due < ${d.end} then ${sql.lit(i)}`),
      sql` `,
    );
    const rows = await sql<{ d: number; n: number }>`
    select case ${cases} else ${sql.lit(count)} end as d, count(*) as n from memory_cards c
    where c.user_id = ${userId} and c.reps > 0 and c.due < ${(days.at(-1) as { end: number }).end}
    group by 1`.execute(db);
    return rows.rows;
  },

  /** Reviews and milliseconds of one learner day (study_days is written under the learner day's key with every review and every listening report). */
  async studyDay(db: Executor, userId: number, day: string): Promise<{ reviews: number; ms: number } | undefined> {
    return db.selectFrom('study_days').select(['reviews', 'ms']).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  },

  /** The user's time zone and learning language. */
  async userZone(db: Executor, userId: number): Promise<{ time_zone: string; learning_lang: string | null } | undefined> {
    return db.selectFrom('users').select(['time_zone', 'learning_lang']).where('id', '=', userId).executeTakeFirst();
  },
};
