/**
 * The batch writer writes what `recordReview` writes one review at a time: two learners with the
 * same settings and history get the same reviews, one through each path, and end with the same
 * cards, logs and study days (new cards, a card reviewed twice in the batch, a card with history,
 * a sentence item, a replayed request id, a request id twice in the batch, with and without a
 * time zone given). A batch that fails writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import { signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture, type StudyFixture } from '../../test/study-fixture.js';
import { type BatchedReview, recordReviews } from './record-batch.js';
import { type ReviewInput, recordReview } from './service.js';

const DAY = 86_400_000;

describe.each(backends)('recordReviews (%s)', (backend) => {
  let t: TestApp;
  let fixture: StudyFixture;
  let one: number;
  let batch: number;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fixture = await seedStudyFixture(t.app);
    one = (await signUp(t, '13800000041')).userInfo.id;
    batch = (await signUp(t, '13800000042')).userInfo.id;
    const now = Date.now();
    for (const userId of [one, batch]) {
      await t.app.db.updateTable('users').set({ time_zone: 'Asia/Tokyo' }).where('id', '=', userId).execute();
      await t.app.db
        .insertInto('study_settings')
        .values({
          user_id: userId,
          desired_retention: 0.8,
          daily_new: 15,
          active_book_id: null,
          weights: null,
          fitted_at: null,
          updated_at: now,
        })
        .execute();
    }
  });
  afterEach(async () => t.close());

  const t0 = Date.UTC(2026, 10, 20, 14, 30);
  const [e0, e1, e2] = [0, 1, 2];
  /** Each learner's history: e1 reviewed twice days ago, one request id already written. */
  const history = (): [ReviewInput, number][] => [
    [{ entryId: fixture.entryIds[e1] as number, source: 'practice', correct: true, ms: 2000, requestId: 'h-1' }, t0 - 5 * DAY],
    [{ entryId: fixture.entryIds[e1] as number, source: 'practice', correct: true, ms: 4000, requestId: 'h-2' }, t0 - 2 * DAY],
  ];
  const reviews = (): [ReviewInput, number][] => [
    [
      {
        entryId: fixture.entryIds[e0] as number,
        source: 'battle',
        correct: true,
        ms: 1500,
        requestId: 'b-0',
        kind: 'meaning-choice',
        timeZone: 'Asia/Tokyo',
      },
      t0,
    ],
    [
      { entryId: fixture.entryIds[e1] as number, source: 'battle', correct: false, ms: 9000, requestId: 'b-1', kind: 'word-choice' },
      t0 + 1000,
    ],
    [
      { entryId: fixture.entryIds[e0] as number, source: 'battle', correct: false, ms: 3000, requestId: 'b-2', kind: 'listen-choice' },
      t0 + 12 * 3600_000,
    ],
    [{ entryId: fixture.entryIds[e1] as number, source: 'practice', correct: true, ms: 2000, requestId: 'h-2' }, t0 + 2000],
    [
      { entryId: fixture.entryIds[e2] as number, source: 'battle', correct: true, ms: 800, requestId: 'b-3', timeZone: 'America/New_York' },
      t0 + 3000,
    ],
    [
      { entryId: fixture.entryIds[e2] as number, source: 'battle', correct: true, ms: 800, requestId: 'b-3', timeZone: 'America/New_York' },
      t0 + 4000,
    ],
    [
      {
        itemId: fixture.sentenceItemIds[0] as number,
        entryId: fixture.entryIds[e0] as number,
        source: 'battle',
        rating: 3,
        ms: 5000,
        requestId: 'b-4',
      },
      t0 + 5000,
    ],
  ];

  async function stateOf(userId: number) {
    const db = t.app.db;
    const cards = await db.selectFrom('memory_cards').selectAll().where('user_id', '=', userId).orderBy('card_key').execute();
    const keyOf = new Map(cards.map((c) => [Number(c.id), c.card_key]));
    const logs = await db.selectFrom('review_logs').selectAll().where('user_id', '=', userId).orderBy('request_id').execute();
    const days = await db.selectFrom('study_days').selectAll().where('user_id', '=', userId).orderBy('day').execute();
    const numbers = <T extends object>(row: T): Record<string, unknown> =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));
    return {
      cards: cards.map(({ id: _id, user_id: _u, ...c }) => numbers(c)),
      logs: logs.map(({ id: _id, user_id: _u, card_id, ...l }) => numbers({ ...l, card: keyOf.get(Number(card_id)) })),
      days: days.map(({ user_id: _u, ...d }) => numbers(d)),
    };
  }

  it('writes the same cards, logs and study days as recordReview one by one', async () => {
    for (const userId of [one, batch]) for (const [input, at] of history()) await recordReview(t.app.db, userId, input, at);
    for (const [input, at] of reviews()) await recordReview(t.app.db, one, input, at);
    const pending: BatchedReview[] = reviews().map(([input, at]) => ({ userId: batch, input, at }));
    await inTransaction(t.app.db, (trx) => recordReviews(trx, pending));

    const expected = await stateOf(one);
    expect(expected.cards).toHaveLength(4);
    expect(expected.logs.map((l) => l.request_id)).toEqual(['b-0', 'b-1', 'b-2', 'b-3', 'b-4', 'h-1', 'h-2']);
    expect(await stateOf(batch)).toEqual(expected);

    // The same batch again is a replay: nothing more is written.
    await inTransaction(t.app.db, (trx) => recordReviews(trx, pending));
    expect(await stateOf(batch)).toEqual(expected);
  });

  it('writes nothing of a batch that fails', async () => {
    const pending: BatchedReview[] = [
      {
        userId: batch,
        input: { entryId: fixture.entryIds[0] as number, source: 'battle', correct: true, ms: 1000, requestId: 'x-0' },
        at: t0,
      },
      {
        userId: 987_654,
        input: { entryId: fixture.entryIds[1] as number, source: 'battle', correct: true, ms: 1000, requestId: 'x-1' },
        at: t0,
      },
    ];
    await expect(inTransaction(t.app.db, (trx) => recordReviews(trx, pending))).rejects.toThrow();
    expect(await stateOf(batch)).toEqual({ cards: [], logs: [], days: [] });
  });
});
