/**
 * The vocabulary test on a real database: a simulated learner runs a whole test to an estimate
 * with its interval; the test creates no card (answers on words without a card are word
 * evidence, an answer on a word the learner studies is one review of its card); replays answer
 * the same and write nothing; bad input is refused with a localized message and changes nothing.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { recordReview } from '../memory/service.js';
import { history, latestEstimate } from './repo.js';

/** Ranked English words w0001…w0800 (dense positions 1-800; freq_rank spaced out), plus words a test must skip. */
const WORDS = 800;
const word = (position: number) => `w${String(position).padStart(4, '0')}`;

async function seedRankedWords(t: TestApp): Promise<void> {
  const base = {
    lang: 'en',
    reading: null,
    pron_a: null,
    pron_b: null,
    pos: '["n"]',
    examples: '[]',
    synonyms: '[]',
    antonyms: '[]',
    equivalents: '[]',
    confusing: '[]',
    forms: '[]',
    roots: '[]',
    sources: '["test"]',
    chash: null,
  };
  const rows = Array.from({ length: WORDS }, (_, i) => ({
    ...base,
    headword: word(i + 1),
    meanings: JSON.stringify({ zh: [`释义${i + 1}`], en: [`meaning ${i + 1}`] }),
    freq_rank: 10 + 3 * i,
    ckey: `en:${word(i + 1)}`,
    retired_at: null,
  }));
  // Not usable: no meaning, no rank, retired.
  rows.push({ ...base, headword: 'nomeaning', meanings: '{}', freq_rank: 11, ckey: 'en:nomeaning', retired_at: null });
  rows.push({
    ...base,
    headword: 'norank',
    meanings: '{"zh":["无"]}',
    freq_rank: null as unknown as number,
    ckey: 'en:norank',
    retired_at: null,
  });
  rows.push({
    ...base,
    headword: 'retired',
    meanings: '{"zh":["旧"]}',
    freq_rank: 12,
    ckey: 'en:retired',
    retired_at: 5 as unknown as null,
  });
  for (let i = 0; i < rows.length; i += 200)
    await t.app.db
      .insertInto('dict_entries')
      .values(rows.slice(i, i + 200))
      .execute();
}

interface Question {
  entryId: number;
  word: string;
  choices: string[];
  canSkip: true;
}

describe.each(backends)('vocabulary test on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    await seedRankedWords(t);
    s = await signUp(t, '13800138070');
    await settings(s, 'zh', 'en');
  });
  afterEach(async () => t.close());

  async function settings(session: Session, nativeLang: string, learningLang: string) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      payload: { identity: 'student', nativeLang, learningLang, level: 5 },
      headers: auth(session),
    });
    expect(res.statusCode).toBe(200);
  }
  const start = (body: object = {}, session: Session | null = s, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/vocab-test',
      payload: body,
      headers: { ...(session ? auth(session) : {}), 'accept-language': lang },
    });
  const answer = (id: number, body: object, session: Session = s, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/vocab-test/${id}/answers`,
      payload: body,
      headers: { ...auth(session), 'accept-language': lang },
    });
  const count = (table: 'review_logs' | 'memory_cards' | 'vocab_tests' | 'word_evidence') => countRows(t.app.db, table);
  /** A learner who knows the 300 most frequent words and says "I don't know" to the rest. */
  const knows = (q: Question) => Number(q.word.slice(1)) <= 300;
  const rightChoice = (q: Question) => q.choices.find((c) => c === `释义${Number(q.word.slice(1))}`) as string;
  let seq = 0;
  const reply = (q: Question) => ({ entryId: q.entryId, answer: knows(q) ? rightChoice(q) : null, ms: 2500, requestId: `vt-req-${++seq}` });

  it('runs a whole test to an estimate near what the learner knows, with its interval, and creates no card', async () => {
    const started = await start();
    expect(started.statusCode).toBe(200);
    const first = started.json().data;
    expect(first).toMatchObject({ lang: 'en', asked: 0, maxQuestions: 60 });
    expect(first.question.choices).toHaveLength(4);
    expect(new Set(first.question.choices).size).toBe(4);
    expect(first.question.choices.every((c: string) => c.startsWith('释义'))).toBe(true);
    expect(first.question.choices).toContain(rightChoice(first.question));
    expect(first.question).not.toHaveProperty('expected');

    let question: Question = first.question;
    const seen = new Set<string>();
    let last: { done: boolean; asked: number; result?: { estimate: number; low: number; high: number } } | null = null;
    let lastBody: object = {};
    let rights = 0;
    for (let i = 0; i < 60 && !last?.done; i++) {
      expect(seen.has(question.word)).toBe(false);
      seen.add(question.word);
      expect(['nomeaning', 'norank', 'retired']).not.toContain(question.word);
      lastBody = reply(question);
      const res = await answer(first.id, lastBody);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.correct).toBe(knows(question));
      if (data.correct) rights++;
      expect(data.expected).toBe(rightChoice(question));
      expect(data.asked).toBe(i + 1);
      last = data;
      if (!data.done) question = data.question;
      else expect(data.question).toBeNull();
    }
    expect(last?.done).toBe(true);
    const asked = last?.asked as number;
    expect(asked).toBeGreaterThanOrEqual(12);
    expect(asked).toBeLessThanOrEqual(60);
    const result = last?.result as { estimate: number; low: number; high: number };
    // The learner knows exactly 300 of the 800 words: within ±15%, and the interval holds it.
    expect(Math.abs(result.estimate / 300 - 1)).toBeLessThanOrEqual(0.15);
    expect(result.low).toBeLessThanOrEqual(300);
    expect(result.high).toBeGreaterThanOrEqual(300);
    expect(result.low).toBeLessThanOrEqual(result.estimate);
    expect(result.high).toBeGreaterThanOrEqual(result.estimate);
    // Stopped early only with an interval within ±12% of the estimate.
    if (asked < 60) {
      expect(result.low).toBeGreaterThanOrEqual(result.estimate * 0.88);
      expect(result.high).toBeLessThanOrEqual(result.estimate * 1.12);
    }

    // No card, no review: each answer is one word's evidence (known = answered right).
    expect(await count('memory_cards')).toBe(0);
    expect(await count('review_logs')).toBe(0);
    const evidence = await t.app.db.selectFrom('word_evidence').select(['user_id', 'known', 'source']).execute();
    expect(evidence).toHaveLength(asked);
    expect(evidence.every((e) => e.source === 'vocab-test' && e.user_id === s.userInfo.id)).toBe(true);
    expect(evidence.filter((e) => e.known === 1)).toHaveLength(rights);

    // The last answer replayed answers the same result; a new answer is refused: finished.
    const replay = await answer(first.id, lastBody);
    expect(replay.json().data).toEqual(last);
    const late = await answer(first.id, { ...lastBody, requestId: 'vt-late-0001' }, s, 'zh');
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('这次词汇量测试已经结束');
    expect(await count('word_evidence')).toBe(asked);
    expect(await count('memory_cards')).toBe(0);

    const hist = await t.app.inject({ url: '/api/vocab-test/history?lang=en', headers: auth(s) });
    expect(hist.statusCode).toBe(200);
    expect(hist.json().data.items).toEqual([{ id: first.id, lang: 'en', at: expect.any(String), questions: asked, ...result }]);
    expect((await t.app.inject({ url: '/api/vocab-test/history?lang=ja', headers: auth(s) })).json().data.items).toEqual([]);
    const userId = s.userInfo.id;
    expect(await latestEstimate(t.app.db, userId, 'en')).toMatchObject(result);
    expect(await latestEstimate(t.app.db, userId, 'ja')).toBeNull();
    expect(await history(t.app.db, userId)).toHaveLength(1);
  });

  it('a replayed answer returns the same and writes nothing twice', async () => {
    const { id, question } = (await start()).json().data;
    const body = { entryId: question.entryId, answer: rightChoice(question), ms: 3000, requestId: 'vt-replay-01' };
    const first = await answer(id, body);
    expect(first.statusCode).toBe(200);
    const evidenceRows = async () =>
      (await t.app.db.selectFrom('word_evidence').select(['entry_id', 'known', 'at']).execute()).map((e) => ({
        entryId: e.entry_id,
        known: e.known,
        at: e.at,
      }));
    const evidenceAt = await evidenceRows();
    expect(evidenceAt).toEqual([{ entryId: question.entryId, known: 1, at: expect.any(Number) }]);
    const again = await answer(id, body);
    expect(again.json().data).toEqual(first.json().data);
    expect(await evidenceRows()).toEqual(evidenceAt);
    const row = await t.app.db.selectFrom('vocab_tests').select('questions').executeTakeFirstOrThrow();
    expect(row.questions).toBe(1);
    // Two tabs sending the next answer at once: one is graded, the others get the same answer.
    const next = first.json().data.question;
    const body2 = { entryId: next.entryId, answer: null, ms: 900, requestId: 'vt-replay-02' };
    const both = await Promise.all([answer(id, body2), answer(id, body2), answer(id, body2)]);
    for (const res of both) expect(res.json().data).toEqual(both[0]?.json().data);
    expect(await count('word_evidence')).toBe(2);
    expect((await t.app.db.selectFrom('vocab_tests').select('questions').executeTakeFirstOrThrow()).questions).toBe(2);
    expect(await count('memory_cards')).toBe(0);
    expect(await count('review_logs')).toBe(0);
  });

  it('an answer on a word the learner studies is one review of its card; a replay reviews it once', async () => {
    const { id, question } = (await start()).json().data;
    const userId = s.userInfo.id;
    await recordReview(t.app.db, userId, {
      entryId: question.entryId,
      source: 'practice',
      rating: 3,
      ms: 2000,
      requestId: 'study-seed-0001',
    });
    const body = { entryId: question.entryId, answer: null, ms: 1500, requestId: 'vt-studied-01' };
    const res = await answer(id, body);
    expect(res.statusCode).toBe(200);
    expect((await answer(id, body)).json().data).toEqual(res.json().data);
    const logs = await t.app.db.selectFrom('review_logs').select(['source', 'rating']).orderBy('id').execute();
    expect(logs).toEqual([
      { source: 'practice', rating: 3 },
      { source: 'vocab-test', rating: 1 },
    ]);
    const cards = await t.app.db.selectFrom('memory_cards').select(['entry_id', 'reps']).execute();
    expect(cards.map((c) => [Number(c.entry_id), c.reps])).toEqual([[question.entryId, 2]]);
    expect(await count('word_evidence')).toBe(0);
  });

  it('refuses bad input with a localized message and writes nothing', async () => {
    const { id, question } = (await start()).json().data;
    const ok = { entryId: question.entryId, answer: null, ms: 1000 };
    const other = await signUp(t, '13800138071');
    const cases: [number, object, number, string][] = [
      [id + 1000, { ...ok, requestId: 'vt-bad-0001' }, 404, 'vocab.testNotFound'],
      [id, { ...ok, entryId: question.entryId + 1, requestId: 'vt-bad-0002' }, 422, 'validation'],
      [id, { ...ok, answer: 'not one of the choices', requestId: 'vt-bad-0003' }, 422, 'validation'],
      [id, { ...ok, requestId: 'x' }, 422, 'validation'],
      [id, { ...ok, ms: -5, requestId: 'vt-bad-0005' }, 422, 'validation'],
      [id, { entryId: question.entryId, ms: 1000, requestId: 'vt-bad-0006' }, 422, 'validation'],
    ];
    for (const [testId, body, status, key] of cases) {
      const res = await answer(testId, body, s, 'ja');
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().data.error).toBe(key);
      expect(res.json().msg).toBeTruthy();
    }
    const foreign = await answer(id, { ...ok, requestId: 'vt-bad-0007' }, other, 'es');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('No se encontró la prueba de vocabulario');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/vocab-test/${id}/answers`,
      payload: { ...ok, requestId: 'vt-anon-01' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count('review_logs')).toBe(0);
    expect(await count('memory_cards')).toBe(0);
    expect(await count('word_evidence')).toBe(0);
    const row = await t.app.db.selectFrom('vocab_tests').select(['questions', 'finished_at']).executeTakeFirstOrThrow();
    expect(row).toEqual({ questions: 0, finished_at: null });
  });

  it('needs a language with enough ranked words, and a language to test', async () => {
    const ko = await start({ lang: 'ko' }, s, 'zh');
    expect(ko.statusCode).toBe(422);
    expect(ko.json().data.error).toBe('vocab.unavailable');
    expect(ko.json().msg).toBe('该语言暂时没有词汇量测试');
    expect((await start({ lang: 'xx' })).statusCode).toBe(422);
    const fresh = await signUp(t, '13800138072');
    const none = await start({}, fresh);
    expect(none.statusCode).toBe(422);
    expect(none.json().data.error).toBe('validation');
    expect((await start({}, null)).statusCode).toBe(401);
    expect(await count('vocab_tests')).toBe(0);
  });

  it('is described in the API docs, behind a token', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/vocab-test', 'post'],
      ['/api/vocab-test/{id}/answers', 'post'],
      ['/api/vocab-test/history', 'get'],
    ] as const) {
      const op = docs.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['vocab-test']);
      expect(op.security).toEqual([{ token: [] }]);
      expect(op.summary).toBeTruthy();
    }
  });

  it('shows meanings in the native language, else English', async () => {
    const ja = await signUp(t, '13800138073');
    await settings(ja, 'ja', 'en');
    const { question } = (await start({}, ja)).json().data;
    expect(question.choices.every((c: string) => c.startsWith('meaning '))).toBe(true);
  });
});
