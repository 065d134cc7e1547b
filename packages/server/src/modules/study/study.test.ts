/** The study loop on a real database: a group from start to points, today's words, quiz, daily test, progress. */
import { answerHash, GROUP_POINTS, DAILY_TEST_POINTS, type Session, type SessionItem, type StudySession } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** The right answer of an item, found the way a client does: by the hash. */
function rightAnswer(item: SessionItem, words: string[]): string {
  const candidates = [...(item.choices ?? []), ...words, item.prompt];
  if (item.tokens) candidates.push(item.tokens.join(' '), [...item.tokens].sort().join(' '));
  const hit = candidates.find((c) => answerHash(item.id, c) === item.answerHash);
  if (hit !== undefined) return hit;
  throw new Error(`no right answer found for item ${item.id} (${item.kind})`);
}

describe.each(backends)('study loop on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138070');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(s),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session: Session = s, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(session), 'accept-language': lang } });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const count = (table: 'review_logs' | 'points_ledger' | 'study_answers') => countRows(t.app.db, table);

  it('plays a group: wrong answers come back until right, completion credits points once, replays write nothing', async () => {
    const book = await data('GET', `/api/books/${fx.wordBookId}`);
    expect(book.groups.map((g: { size: number }) => g.size)).toEqual([20, 20, 5]);
    expect(book).toMatchObject({ nextGroup: 0, groupPoints: GROUP_POINTS, knownShare: 0 });
    const session: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 0 });
    expect(session.words).toHaveLength(20);
    expect(session.items.length).toBe(40);
    expect(new Set(session.items.map((i) => i.kind)).size).toBeGreaterThanOrEqual(4);
    expect(session.words[0]?.meanings[0]).toMatch(/^释义0/);
    expect(session.words[0]?.meaningsLang).toBe('zh');
    // Starting again resumes the same session.
    expect((await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 0 })).id).toBe(session.id);

    const words = session.words.map((w) => w.text);
    const [first, ...rest] = session.items as [SessionItem, ...SessionItem[]];
    const wrong = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: first.id,
      answer: 'definitely wrong',
      ms: 3000,
      requestId: 'req-wrong-001',
    });
    expect(wrong).toMatchObject({ correct: false, completed: false, points: 0 });
    expect(wrong.card.lapses + wrong.card.reps).toBeGreaterThan(0);
    // The same request again: the same answer, nothing written.
    const logs = await count('review_logs');
    expect(
      await data('POST', `/api/study/sessions/${session.id}/answers`, {
        itemId: first.id,
        answer: 'definitely wrong',
        ms: 3000,
        requestId: 'req-wrong-001',
      }),
    ).toEqual(wrong);
    expect(await count('review_logs')).toBe(logs);

    let last: { completed: boolean; points: number; taskPoints?: number } = { completed: false, points: 0 };
    for (const item of [...rest, first]) {
      last = await data('POST', `/api/study/sessions/${session.id}/answers`, {
        itemId: item.id,
        answer: rightAnswer(item, words),
        ms: 4000,
        requestId: rid(),
      });
    }
    // The group's points, plus any task the answer completed (learning 10 new words is one).
    expect(last.completed).toBe(true);
    expect(last.points - (last.taskPoints ?? 0)).toBe(GROUP_POINTS);
    const credits = await t.app.db.selectFrom('points_ledger').select(['ref', 'amount']).execute();
    expect(credits.filter((c) => c.ref?.startsWith('group:'))).toEqual([{ ref: `group:${fx.wordBookId}:0`, amount: GROUP_POINTS }]);
    expect((await data('GET', '/api/points/summary')).total).toBe(credits.reduce((n, c) => n + c.amount, 0));
    // A finished session takes no more answers.
    const late = await call(
      'POST',
      `/api/study/sessions/${session.id}/answers`,
      { itemId: first.id, answer: 'x', ms: 1, requestId: rid() },
      s,
      'zh',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('这次练习已经结束');

    const summary = await data('GET', `/api/study/sessions/${session.id}/summary`);
    expect(summary).toMatchObject({ completed: true, items: 40, answers: 41, correctFirstTry: 39, points: GROUP_POINTS });
    expect(summary.mistakes).toHaveLength(1);
    expect(summary.cards).toHaveLength(20);

    const after = await data('GET', `/api/books/${fx.wordBookId}`);
    expect(after.groups[0]).toMatchObject({ completed: true, learned: 20, status: 'completed' });
    expect(after.nextGroup).toBe(1);
    // Playing the group again earns nothing.
    const again: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 0 });
    expect(again.id).not.toBe(session.id);
    expect(again.reward).toBe(0);
    const list = await data('GET', `/api/books/${fx.wordBookId}/words?group=0`);
    expect(list.total).toBe(20);
    expect(list.items.every((w: { card: unknown }) => w.card !== null)).toBe(true);
    const shelf = await data('GET', '/api/books?lang=en');
    expect(shelf.items.find((b: { id: number }) => b.id === fx.wordBookId).knownShare).toBeGreaterThan(0);
  });

  it('refuses answers to unknown, foreign and done items with localized errors, writing nothing', async () => {
    const session: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 2 });
    const other = await signUp(t, '13800138071');
    const item = session.items[0] as SessionItem;
    const before = await count('study_answers');
    const foreign = await call(
      'POST',
      `/api/study/sessions/${session.id}/answers`,
      { itemId: item.id, answer: 'x', ms: 1, requestId: rid() },
      other,
      'ko',
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('연습을 찾을 수 없습니다');
    expect(
      (await call('POST', `/api/study/sessions/${session.id}/answers`, { itemId: 99999999, answer: 'x', ms: 1, requestId: rid() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/study/sessions/${session.id}/answers`, { itemId: item.id, answer: 'x', ms: -4, requestId: rid() }))
        .statusCode,
    ).toBe(422);
    expect((await call('POST', '/api/study/sessions', { bookId: 99999999, group: 0 }, s, 'es')).json().msg).toBe(
      'No se encontró la información del libro',
    );
    expect((await call('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 9 })).statusCode).toBe(404);
    expect(await count('study_answers')).toBe(before);
    expect(await count('review_logs')).toBe(0);
    const right = rightAnswer(
      item,
      session.words.map((w) => w.text),
    );
    await data('POST', `/api/study/sessions/${session.id}/answers`, { itemId: item.id, answer: right, ms: 2000, requestId: rid() });
    expect(
      (await call('POST', `/api/study/sessions/${session.id}/answers`, { itemId: item.id, answer: right, ms: 2000, requestId: rid() }))
        .statusCode,
    ).toBe(409);
    // Resuming shows which items are done.
    const resumed: StudySession = await data('GET', `/api/study/sessions/${session.id}`);
    expect(resumed.items.filter((i) => i.done).map((i) => i.id)).toEqual([item.id]);
  });

  it('"I know it already" skips a word; two tabs answering at once count once', async () => {
    const session: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 2 });
    const word = session.words[0];
    const skipped = await data('POST', `/api/study/sessions/${session.id}/skip`, { entryId: word?.entryId, requestId: 'req-skip-0001' });
    expect(skipped.card.reps).toBe(1);
    const item = session.items.find((i) => i.entryId !== word?.entryId) as SessionItem;
    const right = rightAnswer(
      item,
      session.words.map((w) => w.text),
    );
    const body = { itemId: item.id, answer: right, ms: 2500, requestId: 'req-twotabs-1' };
    const both = await Promise.all([
      call('POST', `/api/study/sessions/${session.id}/answers`, body),
      call('POST', `/api/study/sessions/${session.id}/answers`, body),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await count('study_answers')).toBe(1);
    expect(await count('review_logs')).toBe(2);
  });

  it('sentence books practise translation choice and word order, with their own cards', async () => {
    const session: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.sentenceBookId, group: 0 });
    expect(new Set(session.items.map((i) => i.kind))).toEqual(new Set(['translation-choice', 'word-order']));
    const order = session.items.find((i) => i.kind === 'word-order') as SessionItem;
    const sentence = session.words.find((w) => w.itemId === order.itemId)?.text ?? '';
    const res = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: order.id,
      answer: sentence.replace(/\.$/, ''),
      ms: 9000,
      requestId: rid(),
    });
    expect(res.correct).toBe(true);
    expect(res.card.itemId).toBe(order.itemId);
  });

  it("today's words: new words of the active book up to the daily limit, then due words first", async () => {
    await data('PUT', '/api/study/settings', { activeBookId: fx.wordBookId, dailyNew: 5 });
    const today = await data('GET', '/api/study/today');
    expect(today).toMatchObject({
      due: 0,
      new: 5,
      dailyNew: 5,
      newToday: 0,
      started: false,
      points: { daily: 0, total: 0 },
      dailyTest: { done: false },
    });
    expect(today.items.map((w: { text: string }) => w.text)).toEqual(['apple', 'banana', 'cherry', 'river', 'mountain']);
    // Learning three words today leaves room for two new ones; a wrong answer makes a word due soon.
    for (const [i, entryId] of fx.entryIds.slice(0, 3).entries()) {
      await data('POST', '/api/memory/reviews', { entryId, source: 'practice', correct: i > 0, ms: 3000, requestId: rid() });
    }
    const later = await data('GET', '/api/study/today');
    expect(later).toMatchObject({ newToday: 3, new: 2, reviewedToday: 3, started: true });
    expect(later.items.filter((w: { reason: string }) => w.reason === 'new').map((w: { text: string }) => w.text)).toEqual([
      'river',
      'mountain',
    ]);
  });

  it('quiz: one answer per item, score in the summary; too few words is a clear error', async () => {
    const quiz: StudySession = await data('POST', '/api/quiz', { from: 'book', bookId: fx.wordBookId, size: 10 });
    expect(quiz.kind).toBe('quiz');
    expect(quiz.items).toHaveLength(10);
    // The quiz's words carry their new-words flags, for the result's add-to-new-words toggles.
    expect(quiz.words).toHaveLength(10);
    expect(quiz.words.every((w) => w.inNewWords === false)).toBe(true);
    expect(quiz.items.every((i) => (i.choices?.length ?? 0) >= 3)).toBe(true);
    const words = (await data('GET', `/api/books/${fx.wordBookId}/words`)).items.map((w: { text: string }) => w.text);
    for (const [n, item] of quiz.items.entries()) {
      const res = await data('POST', `/api/study/sessions/${quiz.id}/answers`, {
        itemId: item.id,
        answer: n < 3 ? 'nope' : rightAnswer(item, words),
        ms: 2000,
        requestId: rid(),
      });
      expect(res.completed).toBe(n === 9);
    }
    expect(
      (
        await call('POST', `/api/study/sessions/${quiz.id}/answers`, {
          itemId: quiz.items[0]?.id,
          answer: 'again',
          ms: 1,
          requestId: rid(),
        })
      ).statusCode,
    ).toBe(409);
    const summary = await data('GET', `/api/study/sessions/${quiz.id}/summary`);
    expect(summary).toMatchObject({ correctFirstTry: 7, items: 10 });
    expect(summary.mistakes).toHaveLength(3);
    const none = await call('POST', '/api/quiz', { from: 'new-words', size: 10 }, s, 'en');
    expect(none.statusCode).toBe(422);
    expect(none.json().msg).toBe('Not enough words: at least 4 are needed');
  });

  it('daily test: points the first time today, a second try practises but earns nothing', async () => {
    await data('PUT', '/api/study/settings', { activeBookId: fx.wordBookId });
    expect(await data('GET', '/api/daily-test')).toMatchObject({ done: false, earned: false, sessionId: null });
    // A JSON content type with an empty body is a POST without a body, not an error.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/daily-test',
      headers: { ...auth(s), 'content-type': 'application/json' },
    });
    expect(bare.statusCode).toBe(200);
    // Malformed JSON is still refused, without a server error.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/quiz',
      payload: '{"from":',
      headers: { ...auth(s), 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const words = (await data('GET', `/api/books/${fx.wordBookId}/words`)).items.map((w: { text: string }) => w.text);
    const play = async () => {
      const test: StudySession = await data('POST', '/api/daily-test');
      let last = { points: 0, completed: false, taskPoints: 0 };
      for (const item of test.items)
        last = await data('POST', `/api/study/sessions/${test.id}/answers`, {
          itemId: item.id,
          answer: rightAnswer(item, words),
          ms: 2000,
          requestId: rid(),
        });
      return { test, last };
    };
    const first = await play();
    expect(first.test.reward).toBe(DAILY_TEST_POINTS);
    expect(first.last.completed).toBe(true);
    expect(first.last.points - (first.last.taskPoints ?? 0)).toBe(DAILY_TEST_POINTS);
    const second = await play();
    expect(second.test.reward).toBe(0);
    expect(second.last).toMatchObject({ completed: true, points: 0 });
    const credits = await t.app.db.selectFrom('points_ledger').select(['ref', 'amount']).execute();
    expect(credits.filter((c) => c.ref?.startsWith('daily-test:'))).toHaveLength(1);
    expect(await data('GET', '/api/daily-test')).toMatchObject({ done: true, earned: true });
    expect((await data('GET', '/api/points/summary')).total).toBe(credits.reduce((n, c) => n + c.amount, 0));
  });

  it('progress: learned, known, streak, forecast and calendar from the memory', async () => {
    const empty = await data('GET', '/api/progress');
    expect(empty).toMatchObject({ learned: 0, known: 0, streak: 0, retention30d: null, reviewsToday: 0 });
    expect(empty.forecast).toHaveLength(7);
    for (const entryId of fx.entryIds.slice(0, 4))
      await data('POST', '/api/memory/reviews', { entryId, source: 'practice', correct: true, ms: 30_000, requestId: rid() });
    const p = await data('GET', '/api/progress');
    expect(p).toMatchObject({ learned: 4, streak: 1, reviewsToday: 4 });
    expect(p.minutesToday).toBeCloseTo(2, 1);
    expect(p.calendar).toHaveLength(1);
    expect(p.forecast.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(4);
  });

  it('new-words book: listed with cards and practised in groups', async () => {
    for (const id of fx.entryIds.slice(10, 15)) await data('PUT', `/api/dict/entries/${id}/new-words`, { inNewWords: true });
    const book = await data('GET', '/api/study/new-words');
    expect(book.total).toBe(5);
    const session: StudySession = await data('POST', '/api/study/sessions', { kind: 'new-words', group: 0 });
    expect(session.kind).toBe('new-words');
    expect(session.words).toHaveLength(5);
    expect((await call('POST', '/api/study/sessions', { kind: 'new-words', group: 3 })).statusCode).toBe(404);
  });
});
