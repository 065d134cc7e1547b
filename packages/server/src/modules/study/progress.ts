/**
 * Study progress: words learned and known, retention over 30 days (share of reviews of cards in
 * the review state answered right), the streak of study days, a calendar of the last year, the
 * 7-day forecast of due reviews (days in the user's time zone) and the vocabulary size history.
 * Days come from `study_days`, written with each review in the learner's zone at that time.
 */
import { dayKey, type Progress, startOfDay } from '@qfl/core';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { StudyContext } from './context.js';
import { knownSql } from './known.js';

const DAY = 86_400_000;

/** Vocabulary size estimates of a learner in a language (the vocabulary test module answers). */
export interface VocabularyHistory {
  history(db: Executor, userId: number, lang: string | undefined): Promise<Progress['vocabularyHistory']>;
}

/** Days of the calendar since a local day (study_days is written with every review). */
export async function studyDays(db: Executor, userId: number, since: string) {
  const rows = await db
    .selectFrom('study_days')
    .select(['day', 'reviews', 'ms'])
    .where('user_id', '=', userId)
    .where('day', '>=', since)
    .execute();
  return new Map(rows.map((r) => [r.day, { reviews: r.reviews, ms: Number(r.ms) }]));
}

/** Words learned (cards reviewed at least once) and known now. */
export async function learnedCounts(db: Executor, userId: number, now: number): Promise<{ learned: number; known: number }> {
  const counts = await sql<{ learned: number; known: number }>`
    select count(*) as learned, sum(case when ${knownSql(now)} then 1 else 0 end) as known
    from memory_cards c where c.user_id = ${userId} and c.reps > 0`.execute(db);
  const c = counts.rows[0];
  return { learned: Number(c?.learned ?? 0), known: Number(c?.known ?? 0) };
}

/** Share of reviews of cards in the review state answered right over the last 30 days, or null. */
export async function retention30d(db: Executor, userId: number, now: number): Promise<number | null> {
  const retention = await sql<{ n: number; right: number }>`
    select count(*) as n, sum(correct) as "right" from review_logs
    where user_id = ${userId} and reviewed_at >= ${now - 30 * DAY} and state_before = 2`.execute(db);
  const r = retention.rows[0];
  return r && Number(r.n) > 0 ? Number(r.right) / Number(r.n) : null;
}

/** Whose progress: the learner themself (StudyContext) or a student a mentor looks at. */
export interface ProgressSubject {
  userId: number;
  timeZone: string;
  learningLang: string | null;
  now: number;
}

export const subjectOf = (ctx: StudyContext): ProgressSubject => ({
  userId: ctx.userId,
  timeZone: ctx.actor.timeZone,
  learningLang: ctx.learningLang,
  now: ctx.now,
});

/** Minutes of a study day's milliseconds, to one decimal. */
export const minutesOf = (ms: number) => Math.round(ms / 6000) / 10;

/** Consecutive study days ending today, or yesterday when today has none yet. */
export function streakOf(days: Set<string>, now: number, timeZone: string): number {
  let t = startOfDay(now, timeZone);
  let day = dayKey(t, timeZone);
  if (!days.has(day)) {
    t = startOfDay(t - 1, timeZone);
    day = dayKey(t, timeZone);
  }
  let n = 0;
  while (days.has(day)) {
    n++;
    t = startOfDay(t - 1, timeZone);
    day = dayKey(t, timeZone);
  }
  return n;
}

export function progressView(db: Executor, ctx: StudyContext, vocab: VocabularyHistory | null): Promise<Progress> {
  return progressOf(db, subjectOf(ctx), vocab);
}

export async function progressOf(db: Executor, ctx: ProgressSubject, vocab: VocabularyHistory | null): Promise<Progress> {
  const counts = await learnedCounts(db, ctx.userId, ctx.now);
  const retention = await retention30d(db, ctx.userId, ctx.now);

  // Forecast: due per local day for the next 7 days; today includes what is overdue.
  const tz = ctx.timeZone;
  const bounds: number[] = [];
  let t = startOfDay(ctx.now, tz);
  for (let i = 0; i < 7; i++) {
    const next = startOfDay(t + DAY + 3_600_000 * 3, tz);
    bounds.push(next);
    t = next;
  }
  const cases = sql.join(
    bounds.map((b, i) => sql`when c.due < ${b} then ${i}`),
    sql` `,
  );
  const forecastRows = await sql<{ d: number; n: number }>`
    select case ${cases} else 7 end as d, count(*) as n from memory_cards c
    where c.user_id = ${ctx.userId} and c.reps > 0 and c.due < ${bounds[6] as number}
    group by 1`.execute(db);
  const perDay = new Map(forecastRows.rows.map((r) => [Number(r.d), Number(r.n)]));
  let dayStart = startOfDay(ctx.now, tz);
  const forecast = bounds.map((b, i) => {
    const entry = { day: dayKey(dayStart, tz), count: perDay.get(i) ?? 0 };
    dayStart = b;
    return entry;
  });

  const days = await studyDays(db, ctx.userId, dayKey(ctx.now - 366 * DAY, tz));
  const today = days.get(dayKey(ctx.now, tz));
  const calendar = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, d]) => ({ day, reviews: d.reviews, minutes: minutesOf(d.ms) }));
  const vocabularyHistory = vocab ? await vocab.history(db, ctx.userId, ctx.learningLang ?? undefined) : [];
  return {
    ...counts,
    retention30d: retention,
    streak: streakOf(new Set(days.keys()), ctx.now, tz),
    forecast,
    vocabularySize: vocabularyHistory.at(-1)?.estimate ?? null,
    calendar,
    vocabularyHistory,
    reviewsToday: today?.reviews ?? 0,
    minutesToday: today ? minutesOf(today.ms) : 0,
  };
}
