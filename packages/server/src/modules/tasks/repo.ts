/**
 * SQL of tasks: what the learner did this week and today (from the review logs and the turbo
 * player's listening logs), cards due now, today's daily test, and the tasks they follow. Nothing
 * here counts up: progress is always recomputed from the logs, so a replayed answer or listening
 * report (one log per request id) never counts twice.
 */
import type { Executor } from '../../db/executor.js';

export interface ActivityWindow {
  /** Monday's start … the next Monday's start (eight instants, weekDayStarts). */
  weekDays: number[];
  /** Today's start and the next day's start. */
  dayStart: number;
  dayEnd: number;
}

/**
 * newWords: first reviews; reviews: reviews of cards learned before; answers: every log;
 * studyMs: answer time plus listening time; studyDays: days with an answer or some listening.
 */
export interface Activity {
  week: { newWords: number; studyMs: number; reviews: number; studyDays: number };
  day: { newWords: number; studyMs: number; reviews: number; answers: number; listeningMs: number };
}

export const tasksRepo = {
  /** One pass over the week's review logs: sums for the week, for today, and reviews per day. */
  async activity(db: Executor, userId: number, w: ActivityWindow): Promise<Activity> {
    const first = w.weekDays[0] as number;
    const last = w.weekDays[7] as number;
    const row = await db
      .selectFrom('review_logs')
      .where('user_id', '=', userId)
      // Today lies inside this week: the week's rows hold today's.
      .where('reviewed_at', '>=', first)
      .where('reviewed_at', '<', last)
      .select((eb) => {
        const inRange = (from: number, to: number) => eb.and([eb('reviewed_at', '>=', from), eb('reviewed_at', '<', to)]);
        const count = (cond: ReturnType<typeof inRange>) => eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end());
        const msIn = (from: number, to: number) => eb.fn.sum<number>(eb.case().when(inRange(from, to)).then(eb.ref('ms')).else(0).end());
        const firstIn = (from: number, to: number) => count(eb.and([inRange(from, to), eb('state_before', '=', 0)]));
        const againIn = (from: number, to: number) => count(eb.and([inRange(from, to), eb('state_before', '<>', 0)]));
        return [
          firstIn(first, last).as('week_new'),
          msIn(first, last).as('week_ms'),
          againIn(first, last).as('week_reviews'),
          firstIn(w.dayStart, w.dayEnd).as('day_new'),
          msIn(w.dayStart, w.dayEnd).as('day_ms'),
          againIn(w.dayStart, w.dayEnd).as('day_reviews'),
          count(inRange(w.dayStart, w.dayEnd)).as('day_answers'),
          ...w.weekDays.slice(0, 7).map((start, i) => count(inRange(start, w.weekDays[i + 1] as number)).as(`d${i}`)),
        ];
      })
      .executeTakeFirstOrThrow();
    const n = (v: unknown) => Number(v ?? 0);
    const cols = row as Record<string, unknown>;
    const heard = await tasksRepo.listening(db, userId, w);
    return {
      week: {
        newWords: n(row.week_new),
        studyMs: n(row.week_ms) + heard.weekMs,
        reviews: n(row.week_reviews),
        studyDays: [0, 1, 2, 3, 4, 5, 6].filter((i) => n(cols[`d${i}`]) > 0 || heard.days[i]).length,
      },
      day: {
        newWords: n(row.day_new),
        studyMs: n(row.day_ms) + heard.dayMs,
        reviews: n(row.day_reviews),
        answers: n(row.day_answers),
        listeningMs: heard.dayMs,
      },
    };
  },

  /**
   * Listening time of the turbo player in the same windows (ms), and which days of the week had
   * some: listening minutes count towards the minutes tasks, a day of listening is a study day.
   */
  async listening(db: Executor, userId: number, w: ActivityWindow): Promise<{ weekMs: number; dayMs: number; days: boolean[] }> {
    const first = w.weekDays[0] as number;
    const last = w.weekDays[7] as number;
    const row = await db
      .selectFrom('listening_logs')
      .where('user_id', '=', userId)
      .where('created_at', '>=', first)
      .where('created_at', '<', last)
      .select((eb) => {
        const inRange = (from: number, to: number) => eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]);
        const secondsIn = (from: number, to: number) =>
          eb.fn.sum<number>(eb.case().when(inRange(from, to)).then(eb.ref('seconds')).else(0).end());
        return [
          secondsIn(first, last).as('week_s'),
          secondsIn(w.dayStart, w.dayEnd).as('day_s'),
          ...w.weekDays.slice(0, 7).map((start, i) => secondsIn(start, w.weekDays[i + 1] as number).as(`d${i}`)),
        ];
      })
      .executeTakeFirstOrThrow();
    const cols = row as Record<string, unknown>;
    const n = (v: unknown) => Number(v ?? 0);
    return {
      weekMs: n(row.week_s) * 1000,
      dayMs: n(row.day_s) * 1000,
      days: [0, 1, 2, 3, 4, 5, 6].map((i) => n(cols[`d${i}`]) > 0),
    };
  },

  /** Cards due now (every stored card was reviewed at least once: the count reads only the index). */
  async dueNow(db: Executor, userId: number, now: number): Promise<number> {
    const row = await db
      .selectFrom('memory_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('due', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Whether the daily test of that local day was passed. */
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
