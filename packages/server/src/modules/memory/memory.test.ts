/** The memory API on a real database: reviews update one card per word, replays write nothing, bad input changes nothing. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

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
  const count = (table: 'review_logs' | 'memory_cards') => countRows(t.app.db, table);

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
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/study/settings', payload, headers: auth(s) });
    expect((await put({ desiredRetention: 0.5 })).statusCode).toBe(422);
    expect((await put({ activeBookId: 99999999 })).statusCode).toBe(404);
    const ok = await put({ desiredRetention: 0.85, dailyNew: 30, activeBookId: fx.wordBookId });
    expect(ok.json().data).toMatchObject({ desiredRetention: 0.85, dailyNew: 30, activeBookId: fx.wordBookId, personalized: false });
    expect((await t.app.inject({ url: '/api/study/settings', headers: auth(s) })).json().data.dailyNew).toBe(30);
  });
});
