/**
 * "Known" without computing retrievability row by row: in FSRS a card's stability S is the number
 * of days after which recall falls to 90%, so retrievability ≥ 0.9 exactly while the time since the
 * last review is at most S days. That makes "known" a plain SQL condition.
 */
import { sql } from 'kysely';

const DAY = 86_400_000;

/** SQL: the card aliased `c` is known at `now`. */
export const knownSql = (now: number) =>
  sql<boolean>`(c.reps > 0 and c.last_review is not null and (${now} - c.last_review) <= c.stability * ${DAY})`;
