/** Personal FSRS weights: fitted in a worker once a learner has enough reviews, at most once a day. */
import { OPTIMIZE_MIN_LOGS, reviewCard, type MemoryCard } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture } from '../../test/study-fixture.js';
import { toFitTask } from './optimizer.js';
import { recordReview } from './service.js';

const DAY = 86_400_000;

describe('FSRS optimizer', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite');
  });
  afterEach(async () => t.close());

  it('turns logs into per-card histories with day gaps in the learner zone', () => {
    const t0 = Date.UTC(2026, 0, 1, 20); // 04:00 on Jan 2 in Shanghai
    const task = toFitTask(
      [
        { card_id: 1, rating: 3, reviewed_at: t0 },
        { card_id: 1, rating: 3, reviewed_at: t0 + 2 * DAY },
        { card_id: 2, rating: 1, reviewed_at: t0 },
        { card_id: 2, rating: 3, reviewed_at: t0 + 3600_000 },
      ],
      'Asia/Shanghai',
    );
    expect(task.cards).toEqual([
      [
        [3, 0],
        [3, 2],
      ],
      [
        [1, 0],
        [3, 0],
      ],
    ]);
  });

  it(`fits personal weights after ${OPTIMIZE_MIN_LOGS} reviews, and not twice in a day`, async () => {
    const fx = await seedStudyFixture(t.app);
    const s = await signUp(t, '13800138080');
    const userId = s.userInfo.id;
    const start = Date.now() - 120 * DAY;
    // A learner who forgets a quarter of the time, reviewing when cards fall due.
    let n = 0;
    for (const [c, entryId] of fx.entryIds.entries()) {
      let card: MemoryCard | null = null;
      let at = start + c * 3600_000;
      for (let r = 0; r < 10 && at < Date.now(); r++) {
        const correct = (c * 7 + r * 3) % 4 !== 0;
        await recordReview(t.app.db, userId, { entryId, source: 'practice', correct, ms: 4000, requestId: `fit-${c}-${r}` }, at);
        card = reviewCard(card, correct ? 3 : 1, at);
        at = Math.max(card.due, at + 3600_000);
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(OPTIMIZE_MIN_LOGS);
    const before = await t.app.inject({ url: '/api/study/settings', headers: auth(s) });
    expect(before.json().data.personalized).toBe(false);
    const now = Date.now();
    expect(await t.app.jobs.tick(now)).toContain('fsrs-fit');
    const after = (await t.app.inject({ url: '/api/study/settings', headers: auth(s) })).json().data;
    expect(after).toMatchObject({ personalized: true, fittedFromLogs: n });
    const row = await t.app.db
      .selectFrom('study_settings')
      .select(['weights', 'fitted_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const weights = JSON.parse(row.weights as string) as number[];
    expect(weights.length).toBeGreaterThanOrEqual(19);
    // The next review uses them: a card reviewed now is scheduled by the personal weights.
    const res = await recordReview(t.app.db, userId, {
      entryId: fx.entryIds[0] as number,
      source: 'practice',
      correct: true,
      ms: 3000,
      requestId: 'after-fit-1',
    });
    expect(res.card.stability).toBeGreaterThan(0);
    // Within a day the learner is not fitted again.
    const { MemoryOptimizer } = await import('./optimizer.js');
    const { memoryRepo } = await import('./repo.js');
    expect(await memoryRepo.usersToFit(t.app.db, OPTIMIZE_MIN_LOGS, now + 3600_000 - DAY, 5)).toEqual([]);
    await new MemoryOptimizer(t.app.db).close();
  });
});
