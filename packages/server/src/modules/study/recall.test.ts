/** Active recall on a real database: a review session in recall mode asks flashcards the learner grades Again-Easy. */
import { answerHash, type Session, type SessionItem, type StudySession } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

const MIN = 60_000;
const DAY = 86_400_000;

describe.each(backends)('active recall on %s', (backend) => {
  let t: TestApp;
  let fx: StudyFixture;
  let s: Session;
  /** The test's clock once the words are due (Date only, still; timers run for real). */
  let NOW: number;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138071');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(s),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': 'en' } });
  const data = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const logs = () => t.app.db.selectFrom('review_logs').select(['card_id', 'rating', 'correct', 'source']).orderBy('id').execute();

  /** Five words learned in a group, then made review cards (stability 3 days, last seen 3 days ago) due now. */
  async function fiveDueWords(): Promise<string[]> {
    NOW = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const group: StudySession = await data('POST', '/api/study/sessions', { bookId: fx.wordBookId, group: 0 });
    const recognitions = group.items.slice(0, 5);
    const words = group.words.map((w) => w.text);
    let n = 0;
    for (const item of recognitions) {
      const right = [...(item.choices ?? []), ...words].find((c) => answerHash(item.id, c) === item.answerHash);
      await data('POST', `/api/study/sessions/${group.id}/answers`, {
        itemId: item.id,
        answer: right,
        ms: 4000,
        requestId: `learn-${n++}-0000`,
      });
    }
    await t.app.db
      .updateTable('memory_cards')
      .set({ state: 2, stability: 3, difficulty: 5, learning_steps: 0, last_review: NOW - 3 * DAY, due: NOW - MIN })
      .execute();
    const cards = await t.app.db.selectFrom('memory_cards').select('entry_id').execute();
    expect(cards).toHaveLength(5);
    return cards.map((c) => String(c.entry_id));
  }

  it('asks due words as flashcards, previews each grade and writes the learner grade as given', async () => {
    await fiveDueWords();
    const session: StudySession = await data('POST', '/api/study/sessions', { kind: 'review', mode: 'recall' });
    expect(session.items).toHaveLength(5);
    expect(session.items.every((i) => i.kind === 'flashcard' && i.choices === undefined)).toBe(true);
    // The prompt is the word itself; its meaning comes with the session's words.
    const texts = new Set(session.words.map((w) => w.text));
    expect(session.items.every((i) => texts.has(i.prompt))).toBe(true);
    expect(session.words.every((w) => w.meanings.length > 0)).toBe(true);

    // Each grade previews the card's next due date: Again relearns in 10 minutes, Hard < Good < Easy in days.
    const first = session.items[0] as SessionItem;
    const row = await t.app.db.selectFrom('memory_cards').select('id').where('entry_id', '=', first.entryId).executeTakeFirstOrThrow();
    const [again, hard, good, easy] = first.intervals as [number, number, number, number];
    expect(first.intervals).toHaveLength(4);
    expect(again).toBe(10 * MIN);
    expect(hard > DAY && hard < good && good < easy).toBe(true);
    expect(session.items.every((i) => i.intervals?.length === 4)).toBe(true);

    // A flashcard needs the learner's grade.
    const before = (await logs()).length;
    const missing = await call('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: first.id,
      answer: '',
      ms: 3000,
      requestId: 'recall-missing-01',
    });
    expect(missing.statusCode).toBe(422);
    expect((await logs()).length).toBe(before);

    // Hard (2): one Hard review of that card, the card due in the interval its button showed.
    const body = { itemId: first.id, answer: '', ms: 3000, requestId: 'recall-hard-0001', rating: 2 };
    const graded = await data('POST', `/api/study/sessions/${session.id}/answers`, body);
    expect(graded).toMatchObject({ correct: true, completed: false, points: 0 });
    // What the card asked for: the word's meaning (the learner's language first).
    expect(graded.expected).toBe(session.words.find((w) => w.text === first.prompt)?.meanings[0]);
    expect(graded.expected).toMatch(/^释义/);
    expect(Date.parse(graded.card.due) - NOW).toBe(hard);
    const afterHard = await logs();
    expect(afterHard).toHaveLength(before + 1);
    expect(afterHard.at(-1)).toMatchObject({ card_id: row.id, rating: 2, correct: 1, source: 'practice' });
    // The same request again: the same answer, nothing written.
    expect(await data('POST', `/api/study/sessions/${session.id}/answers`, body)).toEqual(graded);
    expect(await logs()).toHaveLength(before + 1);
    expect(await countRows(t.app.db, 'study_answers')).toBe(6);
    // The card's turn is over: another grade of the same item is refused.
    const twice = await call('POST', `/api/study/sessions/${session.id}/answers`, { ...body, requestId: 'recall-hard-0002' });
    expect(twice.statusCode).toBe(409);

    // Again (1) is a mistake and ends the turn too (the card comes back when due, in 10 minutes); Easy (4) as given.
    const [, second, third, ...rest] = session.items as SessionItem[];
    const failed = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: (second as SessionItem).id,
      answer: '',
      ms: 9000,
      requestId: 'recall-again-001',
      rating: 1,
    });
    expect(failed).toMatchObject({ correct: false, completed: false });
    expect(failed.card.state).toBe('relearning');
    expect(Date.parse(failed.card.due) - NOW).toBe((second as SessionItem).intervals?.[0]);
    // A fast answer graded Easy by the learner stays Easy; a slow Good stays Good (no time-based rating).
    const easyOne = await data('POST', `/api/study/sessions/${session.id}/answers`, {
      itemId: (third as SessionItem).id,
      answer: '',
      ms: 60_000,
      requestId: 'recall-easy-0001',
      rating: 4,
    });
    expect(Date.parse(easyOne.card.due) - NOW).toBe((third as SessionItem).intervals?.[3]);
    let last = { completed: false, card: { due: '' } };
    for (const [i, item] of rest.entries())
      last = await data('POST', `/api/study/sessions/${session.id}/answers`, {
        itemId: item.id,
        answer: '',
        ms: 60_000,
        requestId: `recall-good-000${i}`,
        rating: 3,
      });
    expect(last.completed).toBe(true);
    expect(Date.parse(last.card.due) - NOW).toBe(rest.at(-1)?.intervals?.[2]);
    expect((await logs()).slice(before).map((l) => l.rating)).toEqual([2, 1, 4, 3, 3]);
    const summary = await data('GET', `/api/study/sessions/${session.id}/summary`);
    expect(summary).toMatchObject({ completed: true, items: 5, answers: 5, correctFirstTry: 4 });
    expect(summary.mistakes).toEqual([
      {
        itemId: (second as SessionItem).id,
        entryId: (second as SessionItem).entryId,
        prompt: (second as SessionItem).prompt,
        expected: failed.expected,
        given: '',
      },
    ]);
    expect(summary.cards.map((c: { text: string }) => c.text).sort()).toEqual(session.items.map((i) => i.prompt).sort());
  });

  it('follows the study setting when no mode is asked, and choice questions stay the default', async () => {
    await fiveDueWords();
    const choice: StudySession = await data('POST', '/api/study/sessions', { kind: 'review' });
    expect(choice.items.some((i) => i.kind === 'flashcard')).toBe(false);
    expect(choice.items.every((i) => i.intervals === undefined)).toBe(true);
    // Study settings: reviews asked by recall.
    expect((await data('PUT', '/api/study/settings', { reviewMode: 'recall' })).reviewMode).toBe('recall');
    const recall: StudySession = await data('POST', '/api/study/sessions', { kind: 'review' });
    expect(recall.items.map((i) => i.kind)).toEqual(Array(5).fill('flashcard'));
    // Asked per run, the mode wins over the setting.
    const asked: StudySession = await data('POST', '/api/study/sessions', { kind: 'review', mode: 'choice' });
    expect(asked.items.some((i) => i.kind === 'flashcard')).toBe(false);
    // A rating sent with a choice answer is ignored: the server grades the choice.
    const item = asked.items[0] as SessionItem;
    const wrong = await data('POST', `/api/study/sessions/${asked.id}/answers`, {
      itemId: item.id,
      answer: 'definitely not it',
      ms: 3000,
      requestId: 'choice-rated-001',
      rating: 4,
    });
    expect(wrong.correct).toBe(false);
    expect((await logs()).at(-1)?.rating).toBe(1);
  });
});
