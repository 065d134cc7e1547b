/**
 * The memory API on a real database: reviews update one card per word, replays write nothing, bad
 * input changes nothing; the learner day, learned_at, tests' answers as word evidence, request ids
 * per source, repeated look-ups, the settings and exact retrievability.
 */
import { type MemoryCard, type Session, retrievability, reviewCard } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { type CardRow, rowToCard } from './repo.js';
import { learnerDayFor, type ReviewInput, recordReview } from './service.js';

const MIN = 60_000;
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe.each(backends)('memory on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138060');
  });
  afterEach(async () => t.close());

  const review = (body: object, session: Session | null = s, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/memory/reviews',
      payload: body,
      headers: { ...(session ? auth(session) : {}), 'accept-language': lang },
    });
  const count = (table: 'review_logs' | 'memory_cards' | 'study_days' | 'word_evidence' | 'memory_requests') => countRows(t.app.db, table);
  const userId = () => s.userInfo.id;
  const put = (payload: object, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: '/api/study/settings', payload, headers: { ...auth(s), 'accept-language': lang } });
  const word = (i: number): ReviewInput => ({
    entryId: fx.entryIds[i] as number,
    source: 'practice',
    correct: true,
    ms: 3000,
    requestId: `w-${i}`,
  });
  const cardRow = async (i: number) =>
    (await t.app.db
      .selectFrom('memory_cards')
      .selectAll()
      .where('user_id', '=', userId())
      .where('card_key', '=', `e:${fx.entryIds[i]}`)
      .executeTakeFirst()) as CardRow | undefined;

  it('records a review, derives the rating and answers the card; a replay writes nothing', async () => {
    const entryId = fx.entryIds[0] as number;
    const res = await review({ entryId, source: 'practice', correct: true, ms: 4000, requestId: 'req-00000001' });
    expect(res.statusCode).toBe(200);
    const card = res.json().data.card;
    expect(card).toMatchObject({ entryId, itemId: null, reps: 1, lapses: 0 });
    expect(card.state).not.toBe('new');
    // Scheduled after the review it comes from.
    expect(card.due > card.lastReview).toBe(true);
    const again = await review({ entryId, source: 'practice', correct: true, ms: 4000, requestId: 'req-00000001' });
    expect(again.json().data.card).toEqual(card);
    expect(await count('review_logs')).toBe(1);
    const log = await t.app.db.selectFrom('review_logs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ source: 'practice', rating: 3, correct: 1, ms: 4000 });

    const second = await review({ entryId, source: 'quiz', correct: false, ms: 900, requestId: 'req-00000002' });
    expect(second.json().data.card).toMatchObject({ reps: 2 });
    expect(await count('memory_cards')).toBe(1);
    const cards = await t.app.inject({ url: `/api/memory/cards?entryIds=${entryId},${fx.entryIds[1]}`, headers: auth(s) });
    expect(cards.json().data.items).toHaveLength(1);
    expect(cards.json().data.items[0]).toMatchObject({ entryId, reps: 2 });
  });

  it('a self-graded flashcard sends its rating; a sentence item has its own card', async () => {
    const res = await review({ entryId: fx.entryIds[2], source: 'practice', rating: 4, ms: 1000, requestId: 'req-flash-01' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.db.selectFrom('review_logs').select('rating').executeTakeFirstOrThrow()).rating).toBe(4);
    const item = fx.sentenceItemIds[0] as number;
    const sent = await review({ itemId: item, source: 'practice', correct: true, ms: 6000, requestId: 'req-sent-01' });
    expect(sent.json().data.card).toMatchObject({ itemId: item, entryId: fx.entryIds[0] });
    // The word "apple" has no card yet: the sentence card is its own.
    const cards = await t.app.inject({ url: `/api/memory/cards?entryIds=${fx.entryIds[0]}`, headers: auth(s) });
    expect(cards.json().data.items).toEqual([]);
  });

  it('refuses bad input with a localized message and writes nothing', async () => {
    const bad = [
      { entryId: 99999999, source: 'practice', correct: true, ms: 1, requestId: 'req-bad-0001' },
      { itemId: 99999999, source: 'practice', correct: true, ms: 1, requestId: 'req-bad-0002' },
      { entryId: fx.entryIds[0], source: 'nonsense', correct: true, ms: 1, requestId: 'req-bad-0003' },
      { entryId: fx.entryIds[0], source: 'practice', ms: 1, requestId: 'req-bad-0004' },
      { entryId: fx.entryIds[0], source: 'practice', correct: true, ms: -1, requestId: 'req-bad-0005' },
      { entryId: fx.entryIds[0], source: 'practice', correct: true, ms: 1, requestId: 'x' },
    ];
    for (const body of bad) {
      const res = await review(body, s, 'ja');
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.json().msg).toBeTruthy();
    }
    expect((await review(bad[0] as object, s, 'es')).json().msg).toBe('Palabra no encontrada');
    expect(
      (await review({ entryId: fx.entryIds[0], source: 'practice', correct: true, ms: 1, requestId: 'req-anon-01' }, null)).statusCode,
    ).toBe(401);
    expect(await count('review_logs')).toBe(0);
    expect(await count('memory_cards')).toBe(0);
  });

  it('two tabs answering the same word at once: two logs, one card, reps counted twice', async () => {
    const entryId = fx.entryIds[3] as number;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        review({ entryId, source: 'practice', correct: true, ms: 3000, requestId: `req-par-${i % 3}-abc` }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    expect(await count('review_logs')).toBe(3);
    expect(await count('memory_cards')).toBe(1);
    expect((await t.app.db.selectFrom('memory_cards').select('reps').executeTakeFirstOrThrow()).reps).toBe(3);
  });

  it('a review from any feature settles tasks once (ten minutes of listening completes the daily minutes)', async () => {
    const body = { entryId: fx.entryIds[4], source: 'listening', correct: true, ms: 600_000, requestId: 'req-listen-01' };
    expect((await review(body)).statusCode).toBe(200);
    expect((await review(body)).statusCode).toBe(200);
    const refs = (await t.app.db.selectFrom('points_ledger').select('ref').execute()).map((r) => r.ref ?? '');
    expect(refs.filter((r) => r.startsWith('task:daily-minutes:'))).toHaveLength(1);
  });

  it('keeps memory settings within bounds', async () => {
    expect((await put({ desiredRetention: 0.5 })).statusCode).toBe(422);
    expect((await put({ activeBookId: 99999999 })).statusCode).toBe(404);
    const ok = await put({ desiredRetention: 0.85, dailyNew: 30, activeBookId: fx.wordBookId });
    expect(ok.json().data).toMatchObject({ desiredRetention: 0.85, dailyNew: 30, activeBookId: fx.wordBookId, personalized: false });
    expect((await t.app.inject({ url: '/api/study/settings', headers: auth(s) })).json().data.dailyNew).toBe(30);
  });

  it('counts days on the learner day: a Beijing learner at 07:50 and 08:10 reviews on one day', async () => {
    await t.app.db.updateTable('users').set({ time_zone: 'Asia/Shanghai' }).where('id', '=', userId()).execute();
    expect(await learnerDayFor(t.app.db, userId())).toEqual({ timeZone: 'Asia/Shanghai', rolloverHour: 4 });
    const day = { timeZone: 'Asia/Shanghai', rolloverHour: 4 };
    // Local 10:00 and 10:15 on 5 March, then 07:50 and 08:10 on 10 March (23:50 and 00:10 UTC).
    const times = ['2026-03-05T02:00:00Z', '2026-03-05T02:15:00Z', '2026-03-09T23:50:00Z', '2026-03-10T00:10:00Z'].map(at);
    let expected: MemoryCard | null = null;
    for (const [i, now] of times.entries()) {
      await recordReview(t.app.db, userId(), { ...word(0), requestId: `day-${i}-0000` }, now);
      expected = reviewCard(expected, 3, now, { day });
    }
    const row = (await cardRow(0)) as CardRow;
    expect(row.elapsed_days).toBe(0);
    expect(row.stability).toBeCloseTo((expected as MemoryCard).stability, 10);
    expect(row.stability).toBeCloseTo(18.18015363, 6);
    // Due from the rollover (04:00 Beijing) 19 days on.
    expect(new Date(row.due).toISOString()).toBe('2026-03-28T20:00:00.000Z');
    const days = await t.app.db
      .selectFrom('study_days')
      .select(['day', 'reviews'])
      .where('user_id', '=', userId())
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2026-03-05', reviews: 2 },
      { day: '2026-03-10', reviews: 2 },
    ]);
    // 03:30 Beijing belongs to the day before with the rollover at 4, to its own date with 0.
    await recordReview(t.app.db, userId(), { ...word(1), requestId: 'day-early-1' }, at('2026-03-11T19:30:00Z'));
    expect((await put({ dayRolloverHour: 0 })).statusCode).toBe(200);
    await recordReview(t.app.db, userId(), { ...word(2), requestId: 'day-early-2' }, at('2026-03-11T19:30:00Z'));
    const early = await t.app.db
      .selectFrom('study_days')
      .select(['day', 'reviews'])
      .where('user_id', '=', userId())
      .orderBy('day')
      .execute();
    expect(early.slice(2)).toEqual([
      { day: '2026-03-11', reviews: 1 },
      { day: '2026-03-12', reviews: 1 },
    ]);
  });

  it('sets learned_at on the first review with rating > 1 and keeps it', async () => {
    const t0 = at('2026-06-01T08:00:00Z');
    await recordReview(t.app.db, userId(), { ...word(0), correct: false, requestId: 'learn-0001' }, t0);
    expect((await cardRow(0))?.learned_at).toBeNull();
    await recordReview(t.app.db, userId(), { ...word(0), requestId: 'learn-0002' }, t0 + 10 * MIN);
    expect(Number((await cardRow(0))?.learned_at)).toBe(t0 + 10 * MIN);
    await recordReview(t.app.db, userId(), { ...word(0), correct: false, requestId: 'learn-0003' }, t0 + DAY);
    await recordReview(t.app.db, userId(), { ...word(0), requestId: 'learn-0004' }, t0 + 2 * DAY);
    expect(Number((await cardRow(0))?.learned_at)).toBe(t0 + 10 * MIN);
  });

  it('a test on a word without a card keeps evidence only; a replay answers it again and writes nothing', async () => {
    const t0 = at('2026-06-01T08:00:00Z');
    const test: ReviewInput = { ...word(5), source: 'vocab-test', outcome: 'dont-know', requestId: 'vt-000001', createCard: false };
    const first = await recordReview(t.app.db, userId(), test, t0);
    expect(first).toEqual({ card: null, rating: 1, replay: false, evidence: true, recorded: false });
    expect(await count('memory_cards')).toBe(0);
    expect(await count('review_logs')).toBe(0);
    expect(await count('study_days')).toBe(0);
    const evidence = () => t.app.db.selectFrom('word_evidence').select(['entry_id', 'known', 'source', 'at']).execute();
    expect((await evidence()).map((e) => ({ ...e, entry_id: e.entry_id, at: e.at }))).toEqual([
      { entry_id: fx.entryIds[5], known: 0, source: 'vocab-test', at: t0 },
    ]);
    const again = await recordReview(t.app.db, userId(), test, t0 + MIN);
    expect(again).toEqual({ ...first, replay: true });
    expect(Number((await evidence())[0]?.at)).toBe(t0);
    expect(await count('memory_requests')).toBe(1);
    // A right answer of another test replaces it: known.
    await recordReview(
      t.app.db,
      userId(),
      { ...test, source: 'exam', outcome: undefined, correct: true, requestId: 'ex-000001' },
      t0 + 2 * MIN,
    );
    expect((await evidence())[0]).toMatchObject({ known: 1, source: 'exam' });
    // A sentence item without a card: nothing at all.
    const item = await recordReview(
      t.app.db,
      userId(),
      { itemId: fx.sentenceItemIds[0] as number, source: 'exam', correct: true, ms: 1000, requestId: 'ex-000002', createCard: false },
      t0,
    );
    expect(item).toEqual({ card: null, rating: 3, replay: false, evidence: false, recorded: false });
    expect(await count('memory_requests')).toBe(2);
    expect(await count('memory_cards')).toBe(0);
    // A word with a card is reviewed by a test.
    await recordReview(t.app.db, userId(), word(6), t0);
    const reviewed = await recordReview(
      t.app.db,
      userId(),
      { ...word(6), source: 'quiz', requestId: 'qz-000001', createCard: false },
      t0 + DAY,
    );
    expect(reviewed).toMatchObject({ evidence: false, recorded: true, card: { reps: 2 } });
    expect(await count('review_logs')).toBe(2);
  });

  it('request ids are per source: a dictation answer and a practice review with one id are two reviews', async () => {
    const id = 'same-id-0001';
    const dict = await recordReview(t.app.db, userId(), { ...word(0), source: 'dictation', kind: 'spell', requestId: id });
    const practice = await recordReview(t.app.db, userId(), { ...word(1), requestId: id });
    expect(practice.replay).toBe(false);
    expect(practice.card?.entryId).toBe(fx.entryIds[1]);
    expect(dict.card?.entryId).toBe(fx.entryIds[0]);
    const logs = await t.app.db.selectFrom('review_logs').select('request_id').orderBy('request_id').execute();
    expect(logs.map((l) => l.request_id)).toEqual([`dictation:${id}`, `practice:${id}`]);
    const replay = await review({ entryId: fx.entryIds[2], source: 'practice', correct: true, ms: 1000, requestId: id });
    expect(replay.json().data.card.entryId).toBe(fx.entryIds[1]);
    // The longest client id still fits.
    const long = 'x'.repeat(64);
    expect((await review({ entryId: fx.entryIds[3], source: 'pronunciation', correct: true, ms: 1, requestId: long })).statusCode).toBe(
      200,
    );
    expect(await count('review_logs')).toBe(3);
  });

  it('a second look-up of a word within 10 minutes writes nothing and answers the card', async () => {
    const t0 = at('2026-06-01T08:00:00Z');
    const lookup = (n: number, now: number) =>
      recordReview(
        t.app.db,
        userId(),
        { ...word(0), source: 'reading', correct: false, ms: 0, requestId: `lk-${n}-0000`, lookup: true },
        now,
      );
    const first = await lookup(1, t0);
    expect(first).toMatchObject({ recorded: true, replay: false, rating: 1 });
    const second = await lookup(2, t0 + 10 * MIN);
    expect(second).toMatchObject({ recorded: false, replay: false, evidence: false });
    expect(second.card).toEqual({ ...first.card, retrievability: second.card?.retrievability });
    expect(await count('review_logs')).toBe(1);
    const third = await lookup(3, t0 + 10 * MIN + 1);
    expect(third).toMatchObject({ recorded: true, card: { reps: 2 } });
    expect(await count('review_logs')).toBe(2);
  });

  it('settings: rollover hour and review mode, validated; the last fit read-only', async () => {
    await t.app.db.updateTable('users').set({ time_zone: 'Asia/Shanghai' }).where('id', '=', userId()).execute();
    const get = async () => (await t.app.inject({ url: '/api/study/settings', headers: auth(s) })).json().data;
    expect(await get()).toMatchObject({ dayRolloverHour: 4, reviewMode: 'choice', fit: null });
    for (const bad of [{ dayRolloverHour: 24 }, { dayRolloverHour: -1 }, { dayRolloverHour: 3.5 }, { reviewMode: 'typing' }]) {
      const res = await put(bad, 'zh');
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toBeTruthy();
    }
    const ok = await put({ dayRolloverHour: 0, reviewMode: 'recall' });
    expect(ok.json().data).toMatchObject({ dayRolloverHour: 0, reviewMode: 'recall', fit: null, dailyNew: 20 });
    expect(await learnerDayFor(t.app.db, userId())).toEqual({ timeZone: 'Asia/Shanghai', rolloverHour: 0 });
    await t.app.db
      .updateTable('study_settings')
      .set({
        fitted_at: at('2026-06-02T03:00:00Z'),
        fit_reviews: 812,
        fit_log_loss_before: 0.526,
        fit_log_loss_after: 0.506,
        fit_rmse_before: 0.103,
        fit_rmse_after: 0.049,
      })
      .where('user_id', '=', userId())
      .execute();
    expect((await get()).fit).toEqual({
      at: '2026-06-02T03:00:00.000Z',
      reviews: 812,
      logLossBefore: 0.526,
      logLossAfter: 0.506,
      rmseBefore: 0.103,
      rmseAfter: 0.049,
    });
  });

  it('cards by entry id answer exact retrievability: a word failed a minute ago is below 1', async () => {
    const now = Date.now();
    await recordReview(t.app.db, userId(), { ...word(0), requestId: 'r-00000001' }, now - 10 * DAY);
    await recordReview(t.app.db, userId(), { ...word(0), requestId: 'r-00000002' }, now - 10 * DAY + 15 * MIN);
    await recordReview(t.app.db, userId(), { ...word(0), correct: false, requestId: 'r-00000003' }, now - MIN);
    const res = await t.app.inject({ url: `/api/memory/cards?entryIds=${fx.entryIds[0]}`, headers: auth(s) });
    const r = res.json().data.items[0].retrievability as number;
    expect(r).toBeLessThan(1);
    const card = rowToCard((await cardRow(0)) as CardRow);
    // R of the card a minute after its lapse, to three places (it moves by far less during the request).
    expect(r).toBeCloseTo(retrievability(card, Date.now()), 3);
  });
});
