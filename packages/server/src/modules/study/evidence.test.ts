/**
 * Only deliberate study makes cards, on a real database: quizzes (a level quiz is the placement)
 * and the daily test review the learner's cards and keep what they show about other words as
 * word evidence; "already known?" offers a book's words the tests showed as known and "mark known"
 * makes their cards (Easy); a practice retry writes no second review; a battle's fast right answer
 * is Good; the same look-up twice within 10 minutes is one review.
 */
import { answerHash, type Session, type SessionItem, type StudySession } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';
import { writeReviewBatch } from '../battle/review-batch.js';
import { recordLookup } from '../reading/service.js';

let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${(seq++).toString(36)}`;

function rightAnswer(item: SessionItem, words: string[]): string {
  const candidates = [...(item.choices ?? []), ...words, item.prompt];
  const hit = candidates.find((c) => answerHash(item.id, c) === item.answerHash);
  if (hit !== undefined) return hit;
  throw new Error(`no right answer found for item ${item.id} (${item.kind})`);
}

describe.each(backends)('tests make no cards, deliberate study does (%s)', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  let userId: number;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138170');
    userId = s.userInfo.id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(s),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': 'en' } });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const bookWords = async () => (await data('GET', `/api/books/${fx.wordBookId}/words`)).items.map((w: { text: string }) => w.text);
  const evidence = () =>
    t.app.db.selectFrom('word_evidence').select(['entry_id', 'known']).where('user_id', '=', userId).orderBy('entry_id').execute();
  const logs = () =>
    t.app.db.selectFrom('review_logs').select(['source', 'rating', 'correct']).where('user_id', '=', userId).orderBy('id').execute();

  /** Answers every item of a session: right for the items `right` picks, else wrong. */
  async function answerAll(session: StudySession, right: (i: number, item: SessionItem) => boolean) {
    const words = await bookWords();
    const results = [];
    for (const [i, item] of session.items.entries())
      results.push(
        await data('POST', `/api/study/sessions/${session.id}/answers`, {
          itemId: item.id,
          answer: right(i, item) ? rightAnswer(item, words) : 'not this',
          ms: 1500,
          requestId: rid(),
        }),
      );
    return results;
  }

  it('a quiz of 10 with 1 right creates no card: ten answers are evidence, the one right is offered as already known', async () => {
    const quiz: StudySession = await data('POST', '/api/quiz', { from: 'book', bookId: fx.wordBookId, size: 10 });
    expect(quiz.items).toHaveLength(10);
    const results = await answerAll(quiz, (i) => i === 4);
    expect(results.map((r) => r.correct)).toEqual([false, false, false, false, true, false, false, false, false, false]);
    expect(results.every((r) => r.card === null)).toBe(true);
    expect(results[9]?.completed).toBe(true);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(0);
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    const ev = await evidence();
    expect(ev).toHaveLength(10);
    const knownId = quiz.items[4]?.entryId as number;
    expect(ev.filter((e) => e.known === 1).map((e) => e.entry_id)).toEqual([knownId]);
    // The summary still scores the quiz.
    expect(await data('GET', `/api/study/sessions/${quiz.id}/summary`)).toMatchObject({ correctFirstTry: 1, items: 10, cards: [] });

    // Opening the book offers that word; another learner is offered nothing.
    const entry = await t.app.db.selectFrom('dict_entries').select('headword').where('id', '=', knownId).executeTakeFirstOrThrow();
    expect(await data('GET', `/api/books/${fx.wordBookId}/evidence`)).toEqual({
      count: 1,
      known: [{ entryId: knownId, headword: entry.headword }],
    });
    const other = await signUp(t, '13800138171');
    const theirs = await t.app.inject({ method: 'GET', url: `/api/books/${fx.wordBookId}/evidence`, headers: auth(other) });
    expect(theirs.json().data).toEqual({ count: 0, known: [] });
  });

  it('a quiz reviews the cards the learner has, and only those', async () => {
    for (const id of fx.entryIds.slice(0, 4)) await data('PUT', `/api/dict/entries/${id}/new-words`, { inNewWords: true });
    // One of the four was learned deliberately.
    const carded = fx.entryIds[2] as number;
    await data('POST', '/api/memory/reviews', { entryId: carded, source: 'practice', correct: true, ms: 3000, requestId: rid() });
    const quiz: StudySession = await data('POST', '/api/quiz', { from: 'new-words', size: 10 });
    expect(quiz.items).toHaveLength(4);
    const results = await answerAll(quiz, () => false);
    expect(results.filter((r) => r.card !== null).map((r) => r.card.entryId)).toEqual([carded]);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(1);
    expect(await logs()).toEqual([
      { source: 'practice', rating: 3, correct: 1 },
      { source: 'quiz', rating: 1, correct: 0 },
    ]);
    expect((await evidence()).map((e) => e.entry_id).sort()).toEqual(
      fx.entryIds
        .slice(0, 4)
        .filter((id) => id !== carded)
        .sort(),
    );
  });

  it('the level quiz (placement) and the daily test work for a learner with no cards: evidence, no card', async () => {
    const level: StudySession = await data('POST', '/api/quiz', { from: 'level', size: 10 });
    expect(level.items).toHaveLength(10);
    await answerAll(level, () => true);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(0);
    expect((await evidence()).every((e) => e.known === 1)).toBe(true);

    // No card, no active book: the daily test asks words of the learner's level.
    const daily: StudySession = await data('POST', '/api/daily-test');
    expect(daily.kind).toBe('daily-test');
    expect(daily.items.length).toBeGreaterThanOrEqual(4);
    const results = await answerAll(daily, (i) => i % 2 === 0);
    expect(results.at(-1)?.completed).toBe(true);
    expect(results.every((r) => r.card === null)).toBe(true);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(0);
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    const ev = new Map((await evidence()).map((e) => [e.entry_id, e.known]));
    for (const [i, item] of daily.items.entries()) expect(ev.get(item.entryId as number)).toBe(i % 2 === 0 ? 1 : 0);
    expect(await data('GET', '/api/daily-test')).toMatchObject({ done: true });
  });

  it('"mark known" from the evidence creates the cards (Easy), once; words with a card are not offered', async () => {
    const quiz: StudySession = await data('POST', '/api/quiz', { from: 'book', bookId: fx.wordBookId, size: 10 });
    await answerAll(quiz, (i) => i < 6);
    const offered = quiz.items.slice(0, 6).map((i) => i.entryId as number);
    // One of them is learned deliberately first: it has a card and is no longer offered.
    await data('POST', '/api/memory/reviews', { entryId: offered[0], source: 'practice', correct: true, ms: 3000, requestId: rid() });
    const offer = await data('GET', `/api/books/${fx.wordBookId}/evidence`);
    expect(offer.count).toBe(5);
    expect(offer.known.map((w: { entryId: number }) => w.entryId).sort()).toEqual(offered.slice(1).sort());

    const body = { requestId: 'mark-known-0001' };
    expect(await data('POST', `/api/books/${fx.wordBookId}/evidence/known`, body)).toEqual({ marked: 5, count: 0 });
    const cards = await t.app.db
      .selectFrom('memory_cards')
      .select(['entry_id', 'reps'])
      .where('user_id', '=', userId)
      .orderBy('entry_id')
      .execute();
    expect(cards.map((c) => Number(c.entry_id))).toEqual([...offered].sort((a, b) => a - b));
    expect((await logs()).filter((l) => l.rating === 4)).toHaveLength(5);
    // The same tap again, or another: nothing left to mark.
    expect(await data('POST', `/api/books/${fx.wordBookId}/evidence/known`, body)).toEqual({ marked: 0, count: 0 });
    expect(await data('POST', `/api/books/${fx.wordBookId}/evidence/known`, { requestId: 'mark-known-0002' })).toEqual({
      marked: 0,
      count: 0,
    });
    expect(await data('GET', `/api/books/${fx.wordBookId}/evidence`)).toEqual({ count: 0, known: [] });
    expect(await countRows(t.app.db, 'review_logs')).toBe(6);
    // Only listed words that are offered are marked; an unknown book is 404.
    expect((await call('POST', '/api/books/99999999/evidence/known', body)).statusCode).toBe(404);
    expect((await call('GET', '/api/books/99999999/evidence')).statusCode).toBe(404);
  });

  it('"mark known" with a list marks only the listed offered words', async () => {
    const quiz: StudySession = await data('POST', '/api/quiz', { from: 'book', bookId: fx.wordBookId, size: 10 });
    await answerAll(quiz, (i) => i < 3);
    const [a, b] = quiz.items.map((i) => i.entryId as number);
    const notOffered = quiz.items[8]?.entryId as number;
    const res = await data('POST', `/api/books/${fx.wordBookId}/evidence/known`, { entryIds: [a, notOffered], requestId: rid() });
    expect(res).toEqual({ marked: 1, count: 2 });
    const cards = await t.app.db.selectFrom('memory_cards').select('entry_id').where('user_id', '=', userId).execute();
    expect(cards.map((c) => Number(c.entry_id))).toEqual([a]);
    expect((await data('GET', `/api/books/${fx.wordBookId}/evidence`)).known.map((w: { entryId: number }) => w.entryId)).toContain(b);
  });

  it('a practice item answered wrong then right is one review: the first answer', async () => {
    const session: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 2 });
    const item = session.items[0] as SessionItem;
    const wrong = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: item.id,
      answer: 'not this',
      ms: 2000,
      requestId: rid(),
    });
    expect(wrong.correct).toBe(false);
    expect(wrong.card).toMatchObject({ reps: 1, entryId: item.entryId });
    const retry = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: item.id,
      answer: rightAnswer(item, await bookWords()),
      ms: 2000,
      requestId: rid(),
    });
    expect(retry.correct).toBe(true);
    // The card as the first answer left it (its retrievability read a moment later).
    expect({ ...retry.card, retrievability: 0 }).toEqual({ ...wrong.card, retrievability: 0 });
    expect(await logs()).toEqual([{ source: 'practice', rating: 1, correct: 0 }]);
    expect(await countRows(t.app.db, 'study_answers')).toBe(2);
    expect((await data('GET', `/api/study/sessions/${session.id}`)).items[0].done).toBe(true);
  });

  it("a battle's fast right answer is Good, not Easy; a timeout is Again", async () => {
    const [e1, e2] = fx.entryIds as [number, number];
    const at = Date.now();
    const failed = await writeReviewBatch(
      t.app.db,
      [
        {
          userId,
          input: { entryId: e1, source: 'battle', correct: true, ms: 400, kind: 'meaning-choice', requestId: 'battle:room-1:0' },
          at,
        },
        {
          userId,
          input: { entryId: e2, source: 'battle', correct: false, ms: 10_000, kind: 'listen-choice', requestId: 'battle:room-1:1' },
          at,
        },
      ],
      () => undefined,
    );
    expect(failed).toEqual([]);
    expect(await logs()).toEqual([
      { source: 'battle', rating: 3, correct: 1 },
      { source: 'battle', rating: 1, correct: 0 },
    ]);
  });

  it('the same look-up twice within 10 minutes writes one review; after 10 minutes another', async () => {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug: 'evidence-article',
        type: 'article',
        lang: 'en',
        category: 'literature',
        level: 3,
        titles: JSON.stringify({ en: 'An article' }),
        descriptions: '{}',
        status: 'public',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        owner_id: null,
        builtin: 1,
        item_count: 1,
        group_size: 1,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('book_items')
      .values({
        book_id: book.id,
        position: 0,
        group_no: 1,
        entry_id: null,
        text: 'The apple is red.',
        translation: null,
        extra: null,
        ikey: 'evidence-article/0',
        chash: null,
        retired_at: null,
      })
      .execute();
    const bookId = book.id;
    const apple = fx.entryIds[0] as number;
    const first = await data('POST', '/api/reading/lookups', { entryId: apple, bookId, requestId: 'lookup-apple-0001' });
    expect(first.recorded).toBe(true);
    const second = await data('POST', '/api/reading/lookups', { entryId: apple, bookId, requestId: 'lookup-apple-0002' });
    expect(second.recorded).toBe(false);
    expect(await logs()).toEqual([{ source: 'reading', rating: 1, correct: 0 }]);
    // A look-up is deliberate: it made the card.
    expect(await countRows(t.app.db, 'memory_cards')).toBe(1);
    const actor = { id: userId, role: 'user', timeZone: 'UTC', familyId: 'test' } as Parameters<typeof recordLookup>[1];
    const later = await recordLookup(t.app.db, actor, { entryId: apple, bookId, requestId: 'lookup-apple-0003' }, Date.now() + 11 * 60_000);
    expect(later.recorded).toBe(true);
    expect(await logs()).toHaveLength(2);
  });
});
