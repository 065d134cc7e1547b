/**
 * The figures of core `rules/figures.ts` as SQL over a memory card aliased `c`, built from the same
 * constants, so that a count in SQL is the count the core functions give for the same cards:
 * - learned: `learned_at` is set (a successful review);
 * - known now: learned, in review, and the time since the last review at most `stability` days
 *   (in FSRS R ≥ 0.9 exactly then, with fractional days);
 * - mature: learned with stability ≥ 21 days.
 */
import { FIGURE_DAY_MS, MATURE_DAYS, REVIEW_STATE } from '@qfl/core';
import { sql } from 'kysely';

/** SQL: the card aliased `c` is learned. */
export const learnedSql = () => sql<boolean>`(c.learned_at is not null)`;

/** SQL: the card aliased `c` is known at `now` (learned by construction). */
export const knownSql = (now: number) =>
  sql<boolean>`(c.learned_at is not null and c.state = ${sql.lit(REVIEW_STATE)} and c.last_review is not null and (${now} - c.last_review) <= c.stability * ${sql.lit(FIGURE_DAY_MS)})`;

/** SQL: the card aliased `c` is mature. */
export const matureSql = () => sql<boolean>`(c.learned_at is not null and c.stability >= ${sql.lit(MATURE_DAYS)})`;
