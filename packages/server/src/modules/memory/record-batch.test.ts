/**
 * The batch writer writes what `recordReview` writes one review at a time: two learners with the
 * same settings and history get the same reviews, one through each path, and end with the same
 * cards, logs and study days (new cards, a card reviewed twice in the batch, a card with history,
 * a sentence item, a replayed request id, a request id twice in the batch, the same raw id from
 * another source, with and without a time zone given, a rollover hour of 6, tests' answers on
 * words without a card (evidence, none for a sentence item), a test's answer on a word with a
 * card, a test's answer then a study answer on one new word, look-ups repeated within and after
 * 10 minutes). A batch that fails writes nothing.
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
          day_rollover_hour: 6,
        })
        .execute();
    }
  });
  afterEach(async () => t.close());

  const t0 = Date.UTC(2026, 10, 20, 14, 30);
  const [e0, e1, e2, e3, e4] = [0, 1, 2, 3, 4];
  const MIN = 60_000;
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
    // 05:30 in Tokyo: the day before with the rollover at 6.
    [{ entryId: fixture.entryIds[e2] as number, source: 'battle', correct: true, ms: 700, requestId: 'b-5' }, t0 + 6 * 3600_000],
    // The same raw id from dictation is another request.
    [
      { entryId: fixture.entryIds[e2] as number, source: 'dictation', correct: true, ms: 9000, requestId: 'b-0', kind: 'spell', size: 6 },
      t0 + 6000,
    ],
    // Tests: a word without a card is evidence (the later answer wins), a sentence item keeps nothing,
    // a word with a card is reviewed, a test then a study answer on one new word.
    [
      { entryId: fixture.entryIds[e3] as number, source: 'vocab-test', correct: true, ms: 2000, requestId: 'v-1', createCard: false },
      t0 + 7000,
    ],
    [
      {
        entryId: fixture.entryIds[e3] as number,
        source: 'vocab-test',
        outcome: 'dont-know',
        ms: 2000,
        requestId: 'v-2',
        createCard: false,
      },
      t0 + 8000,
    ],
    [
      { itemId: fixture.sentenceItemIds[1] as number, source: 'exam', correct: true, ms: 2000, requestId: 'v-3', createCard: false },
      t0 + 9000,
    ],
    [
      { entryId: fixture.entryIds[e1] as number, source: 'exam', correct: true, ms: 2000, requestId: 'v-4', createCard: false },
      t0 + 10_000,
    ],
    [
      { entryId: fixture.entryIds[e4] as number, source: 'quiz', correct: false, ms: 2000, requestId: 'v-5', createCard: false },
      t0 + 11_000,
    ],
    [{ entryId: fixture.entryIds[e4] as number, source: 'practice', correct: true, ms: 2000, requestId: 'v-6' }, t0 + 12_000],
    // Look-ups of e1: the second within 10 minutes writes nothing, the third after them does.
    [{ entryId: fixture.entryIds[e1] as number, source: 'reading', correct: false, ms: 0, requestId: 'l-1', lookup: true }, t0 + 20_000],
    [
      { entryId: fixture.entryIds[e1] as number, source: 'reading', correct: false, ms: 0, requestId: 'l-2', lookup: true },
      t0 + 20_000 + 9 * MIN,
    ],
    [
      { entryId: fixture.entryIds[e1] as number, source: 'reading', correct: false, ms: 0, requestId: 'l-3', lookup: true },
      t0 + 20_000 + 11 * MIN,
    ],
  ];

  async function stateOf(userId: number) {
    const db = t.app.db;
    const cards = await db.selectFrom('memory_cards').selectAll().where('user_id', '=', userId).orderBy('card_key').execute();
    const keyOf = new Map(cards.map((c) => [c.id, c.card_key]));
    const logs = await db.selectFrom('review_logs').selectAll().where('user_id', '=', userId).orderBy('request_id').execute();
    const days = await db.selectFrom('study_days').selectAll().where('user_id', '=', userId).orderBy('day').execute();
    const evidence = await db.selectFrom('word_evidence').selectAll().where('user_id', '=', userId).orderBy('entry_id').execute();
    const requests = await db.selectFrom('memory_requests').selectAll().where('user_id', '=', userId).orderBy('request_id').execute();
    const numbers = <T extends object>(row: T): Record<string, unknown> =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));
    return {
      cards: cards.map(({ id: _id, user_id: _u, ...c }) => numbers(c)),
      logs: logs.map(({ id: _id, user_id: _u, card_id, ...l }) => numbers({ ...l, card: keyOf.get(card_id) })),
      days: days.map(({ user_id: _u, ...d }) => numbers(d)),
      evidence: evidence.map(({ user_id: _u, ...e }) => numbers(e)),
      requests: requests.map(({ user_id: _u, ...r }) => numbers(r)),
    };
  }

  it('writes the same cards, logs and study days as recordReview one by one', async () => {
    for (const userId of [one, batch]) for (const [input, at] of history()) await recordReview(t.app.db, userId, input, at);
    for (const [input, at] of reviews()) await recordReview(t.app.db, one, input, at);
    const pending: BatchedReview[] = reviews().map(([input, at]) => ({ userId: batch, input, at }));
    await inTransaction(t.app.db, (trx) => recordReviews(trx, pending));

    const expected = await stateOf(one);
    expect(expected.cards.map((c) => c.card_key).sort()).toEqual(
      [...[e0, e1, e2, e4].map((i) => `e:${fixture.entryIds[i]}`), `i:${fixture.sentenceItemIds[0]}`].sort(),
    );
    expect(expected.logs.map((l) => l.request_id)).toEqual([
      'battle:b-0',
      'battle:b-1',
      'battle:b-2',
      'battle:b-3',
      'battle:b-4',
      'battle:b-5',
      'dictation:b-0',
      'exam:v-4',
      'practice:h-1',
      'practice:h-2',
      'practice:v-6',
      'reading:l-1',
      'reading:l-3',
    ]);
    expect(expected.evidence).toEqual([
      { entry_id: fixture.entryIds[e3], known: 0, source: 'vocab-test', at: t0 + 8000 },
      { entry_id: fixture.entryIds[e4], known: 0, source: 'quiz', at: t0 + 11_000 },
    ]);
    expect(expected.requests.map((r) => r.request_id)).toEqual(['quiz:v-5', 'vocab-test:v-1', 'vocab-test:v-2']);
    // Learned: the first review with rating > 1 (e0 right at t0, then wrong: still learned at t0).
    const card = (i: number) => expected.cards.find((c) => c.card_key === `e:${fixture.entryIds[i]}`) as Record<string, unknown>;
    expect(card(e0).learned_at).toBe(t0);
    expect(card(e4).learned_at).toBe(t0 + 12_000);
    // Rollover 6 in Tokyo: 23:30 and 05:30 the next morning are one day, 11:30 that morning the next.
    expect(expected.days.map((d) => d.day)).toEqual(['2026-11-15', '2026-11-18', '2026-11-20', '2026-11-21']);
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
    expect(await stateOf(batch)).toEqual({ cards: [], logs: [], days: [], evidence: [], requests: [] });
  });
});
