/**
 * SQL of tasks: what the learner did in the seven learner days of this week (actions and study
 * time from the review logs of their cards and the turbo player's listening logs), words learned in
 * study, cards due now and due at the start of today, today's daily test, and the tasks they
 * follow. Nothing here counts up: progress is always recomputed from the logs, so a replayed answer
 * or listening report (one log per request id) never counts twice.
 */
import { LEARNING_SOURCES, type ReviewSource, TAP_SOURCES } from '@qfl/core';
import type { Executor } from '../../db/executor.js';

/** Per learner day of the week (Monday first): actions (reviews of the learner's cards) and study ms. */
export interface WeekActivity {
  reviews: number[];
  studyMs: number[];
}

const n = (v: unknown) => Number(v ?? 0);

export const tasksRepo = {
  /**
   * Reviews written to review_logs of cards the learner has, and the answer time plus listening
   * time, for each learner day of the week (`starts`: Monday's start … the next Monday's start).
   */
  async activity(db: Executor, userId: number, starts: number[]): Promise<WeekActivity> {
    const first = starts[0] as number;
    const last = starts[7] as number;
    const days = [0, 1, 2, 3, 4, 5, 6];
    const row = await db
      .selectFrom('review_logs as l')
      .innerJoin('memory_cards as c', (j) => j.onRef('c.id', '=', 'l.card_id').onRef('c.user_id', '=', 'l.user_id'))
      .where('l.user_id', '=', userId)
      .where('l.reviewed_at', '>=', first)
      .where('l.reviewed_at', '<', last)
      .select((eb) => {
        const inDay = (i: number) =>
          eb.and([eb('l.reviewed_at', '>=', starts[i] as number), eb('l.reviewed_at', '<', starts[i + 1] as number)]);
        return days.flatMap((i) => [
          eb.fn.sum<number>(eb.case().when(inDay(i)).then(1).else(0).end()).as(`r${i}`),
          eb.fn.sum<number>(eb.case().when(inDay(i)).then(eb.ref('l.ms')).else(0).end()).as(`m${i}`),
        ]);
      })
      .executeTakeFirstOrThrow();
    const heard = await db
      .selectFrom('listening_logs')
      .where('user_id', '=', userId)
      .where('created_at', '>=', first)
      .where('created_at', '<', last)
      .select((eb) =>
        days.map((i) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('created_at', '>=', starts[i] as number), eb('created_at', '<', starts[i + 1] as number)]))
                .then(eb.ref('seconds'))
                .else(0)
                .end(),
            )
            .as(`s${i}`),
        ),
      )
      .executeTakeFirstOrThrow();
    const cols = row as Record<string, unknown>;
    const secs = heard as Record<string, unknown>;
    return {
      reviews: days.map((i) => n(cols[`r${i}`])),
      studyMs: days.map((i) => n(cols[`m${i}`]) + n(secs[`s${i}`]) * 1000),
    };
  },

  /**
   * Words learned in study in [from, to): cards whose first successful review (learned_at) lies
   * there and was made in a `LEARNING_SOURCES` activity, never by a test's answer. `today` splits
   * off the count from today's start.
   */
  async learned(db: Executor, userId: number, from: number, to: number, today: number): Promise<{ period: number; today: number }> {
    const row = await db
      .selectFrom('memory_cards as c')
      .where('c.user_id', '=', userId)
      .where('c.learned_at', '>=', from)
      .where('c.learned_at', '<', to)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('review_logs as l')
            .select('l.id')
            .whereRef('l.card_id', '=', 'c.id')
            .whereRef('l.reviewed_at', '=', 'c.learned_at')
            .where('l.rating', '>', 1)
            .where('l.source', 'in', [...LEARNING_SOURCES]),
        ),
      )
      .select((eb) => [
        eb.fn.countAll<number>().as('period'),
        eb.fn.sum<number>(eb.case().when('c.learned_at', '>=', today).then(1).else(0).end()).as('today'),
      ])
      .executeTakeFirstOrThrow();
    return { period: n(row.period), today: n(row.today) };
  },

  /** Review cards (not new ones) due at `at`. */
  async dueNow(db: Executor, userId: number, at: number): Promise<number> {
    const row = await db
      .selectFrom('memory_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('due', '<=', at)
      .where('state', '<>', 0)
      .executeTakeFirstOrThrow();
    return n(row.n);
  },

  /**
   * Review cards that were due at `dayStart`: those not reviewed since and due then, plus those
   * reviewed since whose last review before `dayStart` had scheduled them by then (the due stored
   * with that review's log). `tapOnly`: of those reviewed since, the ones reviewed only by taps.
   */
  async dueAtStart(db: Executor, userId: number, dayStart: number): Promise<{ dueAtStart: number; tapOnly: number }> {
    const untouched = await db
      .selectFrom('memory_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('due', '<=', dayStart)
      .where('state', '<>', 0)
      .where('last_review', '<', dayStart)
      .executeTakeFirstOrThrow();
    const since = await db
      .selectFrom('review_logs')
      .select(['card_id', 'source'])
      .distinct()
      .where('user_id', '=', userId)
      .where('reviewed_at', '>=', dayStart)
      .execute();
    const reviewed = new Set<number>();
    for (const r of since) if (!TAP_SOURCES.includes(r.source as ReviewSource)) reviewed.add(r.card_id);
    const before = await db
      .selectFrom('review_logs as l')
      .select(['l.card_id', 'l.result'])
      .where('l.user_id', '=', userId)
      .where('l.reviewed_at', '<', dayStart)
      .where('l.card_id', 'in', (eb) =>
        eb.selectFrom('review_logs').select('card_id').where('user_id', '=', userId).where('reviewed_at', '>=', dayStart),
      )
      .where('l.reviewed_at', '=', (eb) =>
        eb
          .selectFrom('review_logs as p')
          .select((p) => p.fn.max('p.reviewed_at').as('m'))
          .whereRef('p.card_id', '=', 'l.card_id')
          .where('p.reviewed_at', '<', dayStart),
      )
      .execute();
    const dueThen = new Set<number>();
    for (const r of before) if (storedDue(r.result) <= dayStart) dueThen.add(r.card_id);
    const tapOnly = [...dueThen].filter((id) => !reviewed.has(id)).length;
    return { dueAtStart: n(untouched.n) + dueThen.size, tapOnly };
  },

  /** Whether the daily test of that learner day was passed. */
  async dailyTestPassed(db: Executor, userId: number, day: string): Promise<boolean> {
    const row = await db
      .selectFrom('study_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'daily-test')
      .where('day_key', '=', day)
      .where('completed_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async cares(db: Executor, userId: number): Promise<Set<string>> {
    const rows = await db.selectFrom('task_cares').select('task_key').where('user_id', '=', userId).execute();
    return new Set(rows.map((r) => r.task_key));
  },

  async care(db: Executor, userId: number, taskKey: string, now: number): Promise<void> {
    await db
      .insertInto('task_cares')
      .values({ user_id: userId, task_key: taskKey, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'task_key']).doNothing())
      .execute();
  },

  async uncare(db: Executor, userId: number, taskKey: string): Promise<void> {
    await db.deleteFrom('task_cares').where('user_id', '=', userId).where('task_key', '=', taskKey).execute();
  },
};

/** The due instant a review log stored with its card (`{card: {due}}`); +∞ when unreadable. */
function storedDue(result: string): number {
  try {
    const due = Date.parse((JSON.parse(result) as { card?: { due?: string } }).card?.due ?? '');
    return Number.isNaN(due) ? Number.POSITIVE_INFINITY : due;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
