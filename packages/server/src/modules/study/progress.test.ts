/**
 * Progress figures on a real database (SQLite, and PostgreSQL when configured), at a chosen instant
 * (the clock is fixed): learned / known now / mature, true retention young and mature, expected
 * known in 30 days, the 7- and 30-day forecasts, the streak and today's counts — all in the
 * learner's day (Beijing, rollover at 4 am) — and "new today" of Today's words agreeing with
 * progress. Expected values are computed by hand from the rows written.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { statusesOf } from '../reading/status.js';
import { progressOfUser } from './progress.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 2024-03-10 10:00 in Beijing (02:00 UTC): learner day 2024-03-10 began at 2024-03-09 20:00 UTC. */
const NOW = Date.UTC(2024, 2, 10, 2);
const TODAY_START = Date.UTC(2024, 2, 9, 20);

describe.each(backends)('progress figures on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  let userId: number;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138301');
    userId = s.userInfo.id;
    await t.app.db.updateTable('users').set({ time_zone: 'Asia/Shanghai' }).where('id', '=', userId).execute();
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const data = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': 'en' } });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  it('five wrong answers: nothing learned, nothing known; they are new today all the same', async () => {
    for (const [i, entryId] of fx.entryIds.slice(0, 5).entries())
      await data('POST', '/api/memory/reviews', { entryId, source: 'practice', correct: false, ms: 6000, requestId: `wrong-answer-${i}` });
    const p = await data('GET', '/api/progress');
    expect(p).toMatchObject({ learned: 0, known: 0, mature: 0, expectedKnown30: 0, retention: { young: null, mature: null } });
    expect(p.reviewsToday).toBe(5);
    const today = await data('GET', '/api/study/today');
    expect(today.reviewedToday).toBe(5);
    expect(today.newToday).toBe(await newCardsToday());
  });

  /** Cards whose first review fell in today's learner day, counted from the rows themselves. */
  async function newCardsToday() {
    const rows = await t.app.db.selectFrom('memory_cards').select(['created_at', 'reps']).where('user_id', '=', userId).execute();
    return rows.filter((r) => r.reps > 0 && r.created_at >= TODAY_START && r.created_at < TODAY_START + DAY).length;
  }

  async function card(
    i: number,
    c: { state: number; stability: number; lastReview: number; learnedAt: number | null; due: number; createdAt: number },
  ) {
    const entryId = fx.entryIds[i] as number;
    const row = await t.app.db
      .insertInto('memory_cards')
      .values({
        user_id: userId,
        card_key: `e:${entryId}`,
        entry_id: entryId,
        item_id: null,
        state: c.state,
        due: c.due,
        stability: c.stability,
        difficulty: 5,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 3,
        lapses: 0,
        last_review: c.lastReview,
        created_at: c.createdAt,
        learned_at: c.learnedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  let logSeq = 0;
  const log = (cardId: number, l: { stateBefore: number; elapsedDays: number; rating: number; at: number }) =>
    t.app.db
      .insertInto('review_logs')
      .values({
        user_id: userId,
        card_id: cardId,
        source: 'practice',
        rating: l.rating,
        correct: l.rating > 1 ? 1 : 0,
        ms: 30_000,
        state_before: l.stateBefore,
        elapsed_days: l.elapsedDays,
        reviewed_at: l.at,
        request_id: `log-${logSeq++}`,
        result: '{}',
      })
      .execute();

  it('counts learned, known now and mature, true retention, expected known, forecasts, streak and today in the learner day', async () => {
    await t.app.db
      .insertInto('study_settings')
      .values({
        user_id: userId,
        desired_retention: 0.9,
        daily_new: 20,
        active_book_id: null,
        weights: null,
        fitted_at: null,
        updated_at: NOW,
        day_rollover_hour: 4,
      })
      .execute();
    // c1 known (5 of 10 days), c2 known and mature, c3 past its stability (overdue), c4 relearning
    // and mature, c5 never answered right (not learned).
    const c1 = await card(0, {
      state: 2,
      stability: 10,
      lastReview: NOW - 5 * DAY,
      learnedAt: NOW - 20 * DAY,
      due: NOW + 5 * DAY,
      createdAt: NOW - 20 * DAY,
    });
    await card(1, {
      state: 2,
      stability: 30,
      lastReview: NOW - 10 * DAY,
      learnedAt: NOW - 60 * DAY,
      due: NOW + 20 * DAY,
      createdAt: NOW - 60 * DAY,
    });
    await card(2, {
      state: 2,
      stability: 3,
      lastReview: NOW - 4 * DAY,
      learnedAt: NOW - 9 * DAY,
      due: NOW - DAY,
      createdAt: NOW - 9 * DAY,
    });
    // Created at 03:30 Beijing today: still yesterday's learner day (rollover at 4).
    const c4 = await card(3, {
      state: 3,
      stability: 25,
      lastReview: NOW - HOUR,
      learnedAt: NOW - 50 * DAY,
      due: NOW + 10 * 60_000,
      createdAt: TODAY_START - 30 * 60_000,
    });
    const c5 = await card(4, {
      state: 1,
      stability: 0.5,
      lastReview: NOW - HOUR,
      learnedAt: null,
      due: NOW + 9 * HOUR,
      createdAt: NOW - HOUR,
    });

    // In the window: young 2 right of 3, mature 1 right of 2; a learning-state review and one 40 days ago do not count.
    await log(c1, { stateBefore: 2, elapsedDays: 5, rating: 3, at: NOW - DAY });
    await log(c1, { stateBefore: 2, elapsedDays: 6, rating: 1, at: NOW - 2 * DAY });
    await log(c1, { stateBefore: 2, elapsedDays: 8, rating: 2, at: NOW - 3 * DAY });
    await log(c4, { stateBefore: 2, elapsedDays: 25, rating: 4, at: NOW - 4 * DAY });
    await log(c4, { stateBefore: 2, elapsedDays: 22, rating: 1, at: NOW - HOUR });
    await log(c5, { stateBefore: 1, elapsedDays: 0, rating: 1, at: NOW - HOUR });
    await log(c1, { stateBefore: 2, elapsedDays: 30, rating: 1, at: NOW - 40 * DAY });
    // 03:30 Beijing: yesterday's learner day, not today's reviews.
    await log(c4, { stateBefore: 1, elapsedDays: 0, rating: 3, at: TODAY_START - 30 * 60_000 });

    // study_days as reviews write it: today's two reviews above, one on each earlier day of the streak.
    for (const day of ['2024-03-08', '2024-03-09', '2024-03-10'])
      await t.app.db
        .insertInto('study_days')
        .values({ user_id: userId, day, reviews: day === '2024-03-10' ? 2 : 1, ms: 60_000, first_reviews: 0 })
        .execute();

    const p = await data('GET', '/api/progress');
    expect(p).toMatchObject({ learned: 4, known: 2, mature: 2, streak: 3, today: '2024-03-10', reviewsToday: 2, minutesToday: 1 });
    expect(p.retention.young).toBeCloseTo(2 / 3, 10);
    expect(p.retention.mature).toBeCloseTo(1 / 2, 10);
    expect(p.retention30d).toBeCloseTo(3 / 5, 10);

    // R(t) = (1 + F·t/S)^-0.1542 with F = 0.9^(-1/0.1542) - 1 (FSRS-6 default decay), 30 days from now.
    const F = 0.9 ** (-1 / 0.1542) - 1;
    const R = (t: number, S: number) => (1 + (F * t) / S) ** -0.1542;
    const expected = R(35, 10) + R(40, 30) + R(34, 3) + R(30 + 1 / 24, 25);
    expect(Math.abs(p.expectedKnown30 - expected)).toBeLessThanOrEqual(0.05 + 1e-9);

    // Today: c3 overdue, c4 and c5 due later today (before 20:00 UTC); c1 on 15 March, c2 on 30 March.
    expect(p.forecast30).toHaveLength(30);
    expect(p.forecast30[0]).toEqual({ day: '2024-03-10', count: 3 });
    expect(p.forecast30[5]).toEqual({ day: '2024-03-15', count: 1 });
    expect(p.forecast30[20]).toEqual({ day: '2024-03-30', count: 1 });
    expect(p.forecast30.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(5);
    expect(p.forecast).toEqual(p.forecast30.slice(0, 7));

    // Today's words agree: c5 is the only card first reviewed today; today's reviews are the same two.
    const today = await data('GET', '/api/study/today');
    expect(today).toMatchObject({ newToday: 1, reviewedToday: 2 });

    // The view a mentor gets is the same function on the same subject.
    expect(await progressOfUser(t.app.db, userId, NOW, null)).toEqual(p);

    // The book overview and the book list count with the same definitions: 4 learned in group 0
    // (the never-right c5 started it but is not learned), 2 of 45 known now.
    const book = await data('GET', `/api/books/${fx.wordBookId}`);
    expect(book.groups[0]).toMatchObject({ learned: 4, status: 'in-progress' });
    expect(book.knownShare).toBeCloseTo(2 / 45, 10);
    const list = await data('GET', '/api/books');
    expect(list.items.find((b: { id: number }) => b.id === fx.wordBookId).knownShare).toBeCloseTo(2 / 45, 10);

    // Reading coverage: known now is known; learned but overdue, relearning and never right are learning.
    const keys = fx.entryIds.slice(0, 6).map((id) => `e:${id}`);
    const statuses = await statusesOf(t.app.db, userId, 'en', keys, NOW);
    expect(keys.map((k) => statuses.get(k))).toEqual(['known', 'known', 'learning', 'learning', 'learning', 'new']);
  });

  it('a later rollover hour moves the day: at 04:30 with rollover 5, today is still yesterday', async () => {
    // 2024-03-10 04:30 Beijing with the day starting at 05:00: the learner day is 9 March.
    vi.setSystemTime(Date.UTC(2024, 2, 9, 20, 30));
    await t.app.db
      .insertInto('study_settings')
      .values({
        user_id: userId,
        desired_retention: 0.9,
        daily_new: 20,
        active_book_id: null,
        weights: null,
        fitted_at: null,
        updated_at: NOW,
        day_rollover_hour: 5,
      })
      .execute();
    const p = await data('GET', '/api/progress');
    expect(p.today).toBe('2024-03-09');
    expect(p.forecast30[0].day).toBe('2024-03-09');
  });
});
