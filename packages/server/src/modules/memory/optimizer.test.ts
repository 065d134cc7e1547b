/**
 * Personal FSRS weights: who is fitted and when, the evaluation that decides whether a fit is kept,
 * the cards recomputed after an accepted fit, the reschedule action and the retention helper.
 */
import {
  FIT_NEW_LOGS,
  learnerDayNumber,
  learnerDayOf,
  type MemoryCard,
  OPTIMIZE_MIN_LOGS,
  type RatingValue,
  RETENTION_HELPER_TARGETS,
  retrievability,
  reviewCard,
  seededRandom,
  simulateRetention,
} from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';
import { fitRepo } from './fit-repo.js';
import { MemoryOptimizer, toFitTask } from './optimizer.js';
import { recordReviews } from './record-batch.js';
import { recordReview } from './service.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONE = 'Asia/Shanghai';
/** ts-fsrs 5.4.2 defaults. */
const DEFAULTS = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729,
  0.5425, 0.0912, 0.0658, 0.1542,
];
/** A weak learner: first stabilities far below the defaults'. */
const WEAK = [0.1, 0.3, 0.8, 3, ...DEFAULTS.slice(4)];
/** What contrived data gave once: w0-w3 all equal. */
const CONTRIVED = [0.569, 0.569, 0.569, 0.569, ...DEFAULTS.slice(4)];

/** Reviews of the weak learner (outcomes drawn with R of their own weights), per fixture word. */
function weakLearnerReviews(entryIds: number[], now: number) {
  const day = learnerDayOf(ZONE, 4);
  const rand = seededRandom(11);
  const out: { entryId: number; rating: RatingValue; at: number }[] = [];
  for (const [c, entryId] of entryIds.entries()) {
    let card: MemoryCard | null = null;
    let at = now - 150 * DAY + c * HOUR;
    for (let r = 0; r < 10 && at < now - HOUR; r++) {
      const recall = card ? retrievability(card, at, { weights: WEAK }) : 0.8;
      const rating: RatingValue = rand() < recall ? 3 : 1;
      out.push({ entryId, rating, at });
      card = reviewCard(card, rating, at, { weights: WEAK, day });
      // At the due date, or within two weeks (a learner who studies ahead of long intervals).
      at = Math.min(Math.max(card.due, at + HOUR), at + 14 * DAY) + Math.floor(rand() * 12 * HOUR);
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

async function learner(t: TestApp, phone: string, weights: number[] | null) {
  const s = await signUp(t, phone);
  const userId = s.userInfo.id;
  await t.app.db.updateTable('users').set({ time_zone: ZONE }).where('id', '=', userId).execute();
  if (weights) {
    await fitRepo.saveFit(t.app.db, userId, { weights: JSON.stringify(weights) }, Date.now());
  }
  return { s, userId };
}

async function record(t: TestApp, userId: number, reviews: ReturnType<typeof weakLearnerReviews>) {
  // The batch writer leaves the rows recordReview would (record-batch.test.ts), in a few statements.
  await t.app.db.transaction().execute((trx) =>
    recordReviews(
      trx,
      reviews.map((r, i) => ({
        userId,
        input: { entryId: r.entryId, source: 'practice', rating: r.rating, ms: 3000, requestId: `fit-${i}` },
        at: r.at,
      })),
    ),
  );
}

const cardsOf = (t: TestApp, userId: number) =>
  t.app.db.selectFrom('memory_cards').selectAll().where('user_id', '=', userId).orderBy('entry_id').execute();

const settingsOf = (t: TestApp, userId: number) =>
  t.app.db.selectFrom('study_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('toFitTask', () => {
  it('counts days between reviews on the learner day (zone and rollover hour)', () => {
    const t0 = Date.UTC(2026, 0, 1, 20); // 04:00 on Jan 2 in Shanghai: a learner day begins
    const logs = [
      { card_id: 1, rating: 3, reviewed_at: t0 },
      { card_id: 1, rating: 3, reviewed_at: t0 + 2 * DAY },
      { card_id: 2, rating: 1, reviewed_at: t0 - HOUR }, // 03:00: still Jan 1's learner day
      { card_id: 2, rating: 3, reviewed_at: t0 + HOUR },
    ];
    expect(toFitTask(logs, learnerDayOf(ZONE, 4)).cards).toEqual([
      [
        [3, 0],
        [3, 2],
      ],
      [
        [1, 0],
        [3, 1],
      ],
    ]);
    // With days from midnight, 03:00 and 05:00 are the same day.
    expect(toFitTask(logs, learnerDayOf(ZONE, 0)).cards[1]).toEqual([
      [1, 0],
      [3, 0],
    ]);
  });
});

describe.each(backends)('FSRS optimizer on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => t.close());

  it('picks learners with enough new reviews, the oldest fit first', async () => {
    const db = t.app.db;
    const fx = await seedStudyFixture(t.app);
    // [logs, fitted_at, fit_attempt_logs] per learner.
    const plan: [number, number | null, number][] = [
      [OPTIMIZE_MIN_LOGS + 50, 100, OPTIMIZE_MIN_LOGS + 50], // no new reviews since its attempt
      [OPTIMIZE_MIN_LOGS + 50, 50, OPTIMIZE_MIN_LOGS + 50 - FIT_NEW_LOGS], // 200 new: due, fitted at 50
      [OPTIMIZE_MIN_LOGS + 50, null, 0], // never fitted: first
      [OPTIMIZE_MIN_LOGS - 1, null, 0], // too few reviews
      [OPTIMIZE_MIN_LOGS + 50, 10, OPTIMIZE_MIN_LOGS + 51 - FIT_NEW_LOGS], // 199 new: not yet
      [OPTIMIZE_MIN_LOGS + FIT_NEW_LOGS, 20, OPTIMIZE_MIN_LOGS], // 200 new: due, fitted at 20
    ];
    const ids: number[] = [];
    for (const [i, [logs, fittedAt, attempt]] of plan.entries()) {
      const { userId } = await learner(t, `1380013900${i}`, null);
      ids.push(userId);
      const card = await db
        .insertInto('memory_cards')
        .values({
          user_id: userId,
          card_key: `e:${fx.entryIds[0]}`,
          entry_id: fx.entryIds[0] as number,
          item_id: null,
          state: 2,
          due: 0,
          stability: 1,
          difficulty: 5,
          elapsed_days: 0,
          scheduled_days: 1,
          learning_steps: 0,
          reps: logs,
          lapses: 0,
          last_review: 0,
          created_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = Array.from({ length: logs }, (_, k) => ({
        user_id: userId,
        card_id: card.id,
        source: 'practice',
        rating: 3,
        correct: 1,
        ms: 1000,
        state_before: 2,
        elapsed_days: 1,
        reviewed_at: k * DAY,
        request_id: `practice:r${k}`,
        result: '{}',
      }));
      for (let k = 0; k < rows.length; k += 200)
        await db
          .insertInto('review_logs')
          .values(rows.slice(k, k + 200))
          .execute();
      if (fittedAt !== null || attempt > 0) await fitRepo.saveFit(db, userId, { fitted_at: fittedAt, fit_attempt_logs: attempt }, 1);
    }
    expect(await fitRepo.usersToFit(db, OPTIMIZE_MIN_LOGS, FIT_NEW_LOGS, 10)).toEqual([ids[2], ids[5], ids[1]]);
    expect(await fitRepo.usersToFit(db, OPTIMIZE_MIN_LOGS, FIT_NEW_LOGS, 2)).toEqual([ids[2], ids[5]]);
  });

  it('keeps the better weights, recomputes the cards after a change, reschedules on request', async () => {
    const fx = await seedStudyFixture(t.app);
    // A fixed instant: the simulated history's learner days, and so the fits' scores, do not depend on when the test runs.
    const now = Date.parse('2026-03-10T09:55:00Z');
    const reviews = weakLearnerReviews(fx.entryIds, now);
    expect(reviews.length).toBeGreaterThanOrEqual(OPTIMIZE_MIN_LOGS);
    // A: default weights; B: the same reviews, scheduled with the weak learner's weights from the start.
    const a = await learner(t, '13800139100', null);
    const b = await learner(t, '13800139101', WEAK);
    await record(t, a.userId, reviews);
    await record(t, b.userId, reviews);
    const aBefore = await cardsOf(t, a.userId);

    // A contrived fit (w0-w3 all equal) is evaluated and refused, for both learners.
    const tasks: number[] = [];
    const contrived = new MemoryOptimizer(t.app.db, {
      fit: async (task) => {
        tasks.push(task.cards.length);
        return CONTRIVED;
      },
    });
    expect(await contrived.job().run(now)).toEqual({ users: 2, fitted: 0 });
    expect(tasks).toEqual([fx.entryIds.length, fx.entryIds.length]);
    const sa = await settingsOf(t, a.userId);
    expect(sa.weights).toBeNull();
    expect(Number(sa.fitted_at)).toBe(now);
    expect(sa.fit_attempt_logs).toBe(reviews.length);
    expect(sa.fit_reviews).toBe(reviews.length);
    expect(sa.fit_log_loss_after as number).toBeGreaterThan(sa.fit_log_loss_before as number);
    expect(sa.fit_rmse_before as number).toBeGreaterThan(0);
    expect(sa.fit_rmse_after as number).toBeGreaterThan(0);
    expect(JSON.parse((await settingsOf(t, b.userId)).weights as string)).toEqual(WEAK);
    expect(await cardsOf(t, a.userId)).toEqual(aBefore);

    // No new reviews: nobody is fitted again.
    expect(await contrived.job().run(now + DAY)).toEqual({ users: 0, fitted: 0 });
    expect(tasks).toHaveLength(2);

    // A fit to the weak learner's own weights beats the defaults on A's history and is kept.
    const weak = new MemoryOptimizer(t.app.db, { fit: async () => WEAK });
    const outcome = await weak.fitUser(a.userId, now + 2 * DAY);
    expect(outcome.accepted).toBe(true);
    expect(outcome.after?.logLoss).toBeLessThan(outcome.before?.logLoss as number);
    const sa2 = await settingsOf(t, a.userId);
    expect(JSON.parse(sa2.weights as string)).toEqual(WEAK);
    expect(sa2.fitted_logs).toBe(reviews.length);
    expect(sa2.fit_log_loss_before).toBeCloseTo(outcome.before?.logLoss as number, 9);
    expect(sa2.fit_log_loss_after).toBeCloseTo(outcome.after?.logLoss as number, 9);
    const settings = (await t.app.inject({ url: '/api/study/settings', headers: auth(a.s) })).json().data;
    expect(settings.personalized).toBe(true);

    // A's cards now hold what B's do (the same reviews under the weak weights), due dates kept.
    const memory = (rows: Awaited<ReturnType<typeof cardsOf>>) =>
      rows.map((c) => ({
        entry: Number(c.entry_id),
        state: c.state,
        stability: c.stability.toFixed(6),
        difficulty: c.difficulty.toFixed(6),
        reps: c.reps,
        lapses: c.lapses,
        lastReview: Number(c.last_review),
        steps: c.learning_steps,
      }));
    const aAfter = await cardsOf(t, a.userId);
    const bCards = await cardsOf(t, b.userId);
    expect(memory(aAfter)).toEqual(memory(bCards));
    expect(memory(aAfter)).not.toEqual(memory(aBefore));
    expect(aAfter.map((c) => c.due)).toEqual(aBefore.map((c) => c.due));
    expect(aAfter.map((c) => c.learned_at)).toEqual(aBefore.map((c) => c.learned_at));

    // Rescheduling (no body) sets the due dates from the replay too.
    const res = await t.app.inject({ method: 'POST', url: '/api/study/reschedule', headers: auth(a.s) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ cards: fx.entryIds.length });
    const aRescheduled = await cardsOf(t, a.userId);
    expect(aRescheduled.map((c) => c.due)).toEqual(bCards.map((c) => c.due));
    expect(aRescheduled.map((c) => c.scheduled_days)).toEqual(bCards.map((c) => c.scheduled_days));
    expect(memory(aRescheduled)).toEqual(memory(bCards));
  });

  it('fits in the worker thread and records the evaluation', async () => {
    const fx = await seedStudyFixture(t.app);
    const now = Date.now();
    const reviews = weakLearnerReviews(fx.entryIds, now);
    const c = await learner(t, '13800139200', null);
    await record(t, c.userId, reviews);
    const optimizer = new MemoryOptimizer(t.app.db);
    try {
      const outcome = await optimizer.fitUser(c.userId, now);
      expect(outcome.before).not.toBeNull();
      const s = await settingsOf(t, c.userId);
      expect(s.fit_attempt_logs).toBe(reviews.length);
      expect(s.fit_reviews).toBe(reviews.length);
      expect(Number.isFinite(s.fit_log_loss_before)).toBe(true);
      expect(Number.isFinite(s.fit_log_loss_after)).toBe(true);
      // Kept exactly when the log loss went down and the calibration (RMSE over bins) got no worse.
      const better =
        (s.fit_log_loss_after as number) < (s.fit_log_loss_before as number) &&
        !((s.fit_rmse_after as number) > (s.fit_rmse_before as number));
      expect(outcome.accepted).toBe(better);
      expect(s.weights !== null).toBe(outcome.accepted);
    } finally {
      await optimizer.close();
    }
  });

  it('the retention helper simulates the learner’s own cards', async () => {
    const fx = await seedStudyFixture(t.app);
    const now = Date.now();
    const a = await learner(t, '13800139300', null);
    const empty = (await t.app.inject({ url: '/api/study/retention-helper', headers: auth(a.s) })).json().data;
    expect(empty.cards).toBe(0);
    expect(empty.days).toBe(30);
    expect(empty.rows.map((r: { retention: number }) => r.retention)).toEqual([...RETENTION_HELPER_TARGETS]);
    // Only the daily new words (20 a day by default): the same as the simulation with no cards.
    expect(empty.rows).toEqual(simulateRetention({ cards: [], dailyNew: 20, seed: 1 }));

    // One card reviewed Good three days ago (learner days in Shanghai, rollover 4).
    const at = now - 3 * DAY;
    await recordReview(
      t.app.db,
      a.userId,
      { entryId: fx.entryIds[0] as number, source: 'practice', rating: 3, ms: 3000, requestId: 'h1' },
      at,
    );
    const [card] = await cardsOf(t, a.userId);
    const day = learnerDayOf(ZONE, 4);
    const today = learnerDayNumber(now, day);
    const helper = (await t.app.inject({ url: '/api/study/retention-helper', headers: auth(a.s) })).json().data;
    expect(helper.cards).toBe(1);
    const expected = simulateRetention({
      cards: [
        {
          state: card?.state as number,
          stability: card?.stability as number,
          difficulty: card?.difficulty as number,
          lastDay: learnerDayNumber(at, day) - today,
          dueDay: learnerDayNumber(Number(card?.due), day) - today,
        },
      ],
      dailyNew: 20,
      seed: 1,
    });
    expect(helper.rows).toEqual(expected);
    expect(learnerDayNumber(at, day) - today).toBe(-3);
    expect(helper.rows[6].dailyReviews).toBeGreaterThan(helper.rows[0].dailyReviews);
  });
});
