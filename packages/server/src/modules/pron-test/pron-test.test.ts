/**
 * Pronunciation tests on a real database: both kinds in several languages, scored and stored once,
 * answers about dictionary words the learner has a card for reviewed (source pronunciation; a
 * skipped one Again), the others kept as evidence without a card, history; a second submission
 * (409), another user's test (404) and bad answers (422) write nothing.
 */
import { EN_HETERONYMS, type Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { recordReview } from '../memory/service.js';
import { type StoredQuestion, suitable } from './service.js';

describe.each(backends)('pronunciation tests on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    s = await signUp(t, '13800138095');
  });
  afterEach(async () => t.close());

  const start = (payload: object, session: Session = s) =>
    t.app.inject({ method: 'POST', url: '/api/pron-tests', payload, headers: { ...auth(session), 'accept-language': 'en' } });
  const submit = (id: number, payload: object, session: Session = s) =>
    t.app.inject({ method: 'POST', url: `/api/pron-tests/${id}/submit`, payload, headers: { ...auth(session), 'accept-language': 'en' } });
  const stored = async (id: number) =>
    JSON.parse(
      (await t.app.db.selectFrom('pron_tests').select('questions').where('id', '=', id).executeTakeFirstOrThrow()).questions,
    ) as StoredQuestion[];

  /** A card (a Good practice review) for each question's word. */
  async function learn(questions: StoredQuestion[]) {
    for (const [i, q] of questions.entries())
      await recordReview(t.app.db, s.userInfo.id, {
        entryId: q.entryId,
        source: 'practice',
        rating: 3,
        ms: 3000,
        requestId: `learn-pron-${i}`,
      });
  }

  async function seedHeteronyms() {
    for (const [i, h] of EN_HETERONYMS.entries()) {
      await t.app.db
        .insertInto('dict_entries')
        .values({
          lang: 'en',
          headword: h.word,
          reading: null,
          pron_a: null,
          pron_b: null,
          pos: '[]',
          meanings: '{"en":["x"]}',
          examples: '[]',
          synonyms: '[]',
          antonyms: '[]',
          equivalents: '[]',
          confusing: '[]',
          forms: '[]',
          roots: '[]',
          freq_rank: 100 + i,
          sources: '["test"]',
          ckey: `en:${h.word}`,
          chash: null,
          retired_at: null,
        })
        .execute();
    }
  }

  it('English heteronyms: scored, stored once, dictionary words reviewed (source pronunciation), listed in history', async () => {
    await seedHeteronyms();
    const res = await start({ kind: 'multi', lang: 'en' });
    expect(res.statusCode).toBe(200);
    const test = res.json().data;
    expect(test).toMatchObject({ kind: 'multi', lang: 'en' });
    expect(test.questions).toHaveLength(10);
    for (const q of test.questions) {
      expect(q.type).toBe('en-heteronym');
      expect(q).not.toHaveProperty('answer');
      expect(q.audio).toBeNull();
      expect(q.context.toLowerCase()).toContain(q.prompt);
    }
    const keys = await stored(test.id);
    expect(keys.every((q) => q.entryId !== null)).toBe(true);
    // A test reviews the cards the learner has and makes none: the first five words have one.
    await learn(keys.slice(0, 5));
    // Right on all but the first two; the last question left unanswered.
    const answers = keys
      .slice(0, 9)
      .map((q, i) => ({ questionId: i, answer: i < 2 ? (q.options.find((o) => o !== q.answer) as string) : q.answer, ms: 3000 }));
    const done = await submit(test.id, { answers, requestId: 'pron-req-1' });
    expect(done.statusCode).toBe(200);
    const result = done.json().data;
    expect(result).toMatchObject({ score: 7, total: 10 });
    expect(result.results[0]).toMatchObject({ correct: false, expected: keys[0]?.answer });
    expect(result.results[9]).toMatchObject({ correct: false, given: null });
    expect(result.results[5].reveal.lang).toBe('en');
    const logs = await t.app.db
      .selectFrom('review_logs')
      .select(['source', 'rating'])
      .where('source', '=', 'pronunciation')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.rating)).toEqual([1, 1, 3, 3, 3]);
    expect(await countRows(t.app.db, 'memory_cards')).toBe(5);
    // The other five are evidence: four right, the unanswered one (skipped) not known.
    const evidence = await t.app.db.selectFrom('word_evidence').select(['entry_id', 'known']).execute();
    const known = new Map(evidence.map((e) => [e.entry_id, e.known]));
    expect(keys.slice(5).map((q) => known.get(q.entryId as number))).toEqual([1, 1, 1, 1, 0]);

    // The same request again answers the stored result; another submission is refused.
    expect((await submit(test.id, { answers, requestId: 'pron-req-1' })).json().data).toEqual(result);
    const twice = await submit(test.id, { answers: [], requestId: 'pron-req-2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.error).toBe('pronTest.alreadySubmitted');
    expect(await countRows(t.app.db, 'review_logs')).toBe(10);

    const history = await t.app.inject({ method: 'GET', url: '/api/pron-tests/history?kind=multi', headers: auth(s) });
    expect(history.json().data.items).toEqual([expect.objectContaining({ id: test.id, kind: 'multi', lang: 'en', score: 7, total: 10 })]);
    const none = await t.app.inject({ method: 'GET', url: '/api/pron-tests/history?kind=phonetic', headers: auth(s) });
    expect(none.json().data.items).toEqual([]);

    // The stored detail reads on its own: what was asked, the answer given and the right one.
    const detail = await t.app.inject({ method: 'GET', url: `/api/pron-tests/${test.id}`, headers: auth(s) });
    expect(detail.json().data).toEqual(result);
    expect(result.results[3]).toMatchObject({ type: 'en-heteronym', prompt: test.questions[3].prompt, context: test.questions[3].context });
    const other = await signUp(t, '13800138097');
    expect((await t.app.inject({ method: 'GET', url: `/api/pron-tests/${test.id}`, headers: auth(other) })).statusCode).toBe(404);
  });

  it('a submission sent twice at once is scored once', async () => {
    await seedHeteronyms();
    const test = (await start({ kind: 'multi', lang: 'en' })).json().data;
    const keys = await stored(test.id);
    await learn(keys);
    const body = { answers: keys.map((q, i) => ({ questionId: i, answer: q.answer })), requestId: 'pron-twice-1' };
    const [a, b] = await Promise.all([submit(test.id, body), submit(test.id, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    expect(a.json().data.score).toBe(10);
    expect(await countRows(t.app.db, 'review_logs')).toBe(20);
  });

  it('makes phonetic tests for en, zh, ja, ko and multi-reading tests for zh and ja; Spanish has none', async () => {
    const expectTypes: Record<string, string[]> = {
      en: ['ipa-hear', 'ipa-see'],
      zh: ['zh-initial', 'zh-final', 'zh-tone'],
      ja: ['kana-hear', 'kana-romaji'],
      ko: ['ko-initial', 'ko-vowel', 'ko-batchim'],
    };
    for (const [lang, types] of Object.entries(expectTypes)) {
      const res = await start({ kind: 'phonetic', lang });
      expect(res.statusCode).toBe(200);
      const qs = res.json().data.questions as { type: string; options: string[]; audio: { text: string } | null }[];
      expect(qs).toHaveLength(10);
      expect(new Set(qs.map((q) => q.type))).toEqual(new Set(types));
      for (const q of qs) expect(new Set(q.options).size).toBe(q.options.length);
    }
    const zh = await start({ kind: 'multi', lang: 'zh' });
    const keys = await stored(zh.json().data.id);
    const bank = keys.find((q) => q.context === '银行');
    if (bank) expect(bank.answer).toBe('háng');
    expect(keys.every((q) => q.context?.includes(q.prompt))).toBe(true);
    expect((await start({ kind: 'multi', lang: 'ja' })).statusCode).toBe(200);
    const es = await start({ kind: 'phonetic', lang: 'es' });
    expect(es.statusCode).toBe(422);
    expect(es.json().data.error).toBe('pronTest.unavailable');
  });

  it('asks Chinese polyphones the dictionary reads two ways, answered by the dictionary', async () => {
    const words = [
      ['调查', 'diào chá'],
      ['空调', 'kōng tiáo'],
      ['调整', 'tiáo zhěng'],
    ];
    for (const [i, [headword, reading]] of words.entries()) {
      await t.app.db
        .insertInto('dict_entries')
        .values({
          lang: 'zh',
          headword: headword as string,
          reading: reading as string,
          pron_a: reading as string,
          pron_b: null,
          pos: '[]',
          meanings: '{"en":["x"]}',
          examples: '[]',
          synonyms: '[]',
          antonyms: '[]',
          equivalents: '[]',
          confusing: '[]',
          forms: '[]',
          roots: '[]',
          freq_rank: 10 + i,
          sources: '["test"]',
          ckey: `zh:${headword}`,
          chash: null,
          retired_at: null,
        })
        .execute();
    }
    const test = (await start({ kind: 'multi', lang: 'zh' })).json().data;
    expect(test.questions).toHaveLength(10);
    const keys = await stored(test.id);
    const tiao = keys.find((q) => q.prompt === '调');
    expect(tiao).toBeDefined();
    expect(tiao?.answer).toBe({ 调查: 'diào', 空调: 'tiáo', 调整: 'tiáo' }[tiao?.context as string]);
    expect(tiao?.options).toEqual(expect.arrayContaining(['diào', 'tiáo']));
    expect(tiao?.entryId).not.toBeNull();
    expect(new Set(keys.map((q) => q.prompt)).size).toBe(10);
  });

  it("refuses another user's test (404) and answers that are not options (422); nothing written", async () => {
    await seedHeteronyms();
    const test = (await start({ kind: 'multi', lang: 'en' })).json().data;
    const other = await signUp(t, '13800138096');
    const foreign = await submit(test.id, { answers: [], requestId: 'pron-foreign' }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('pronTest.notFound');
    const keys = await stored(test.id);
    const bad = await submit(test.id, {
      answers: [
        { questionId: 0, answer: keys[0]?.answer },
        { questionId: 1, answer: 'not an option' },
      ],
      requestId: 'pron-bad-1',
    });
    expect(bad.statusCode).toBe(422);
    expect((await submit(test.id, { answers: [{ questionId: 99, answer: null }], requestId: 'pron-bad-2' })).statusCode).toBe(422);
    expect(
      (
        await submit(test.id, {
          answers: [
            { questionId: 0, answer: null },
            { questionId: 0, answer: null },
          ],
          requestId: 'pron-bad-3',
        })
      ).statusCode,
    ).toBe(422);
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    const row = await t.app.db.selectFrom('pron_tests').select(['submitted_at', 'score']).executeTakeFirstOrThrow();
    expect(row).toEqual({ submitted_at: null, score: null });
    // Not submitted yet: no detail to read.
    expect((await t.app.inject({ method: 'GET', url: `/api/pron-tests/${test.id}`, headers: auth(s) })).statusCode).toBe(404);
    // Still submittable after the refusals.
    expect((await submit(test.id, { answers: [], requestId: 'pron-ok-1' })).json().data).toMatchObject({ score: 0, total: 10 });
  });
});

describe.each(backends)('practice test routes on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(async () => t.close());

  it('are documented with their schemas and need a signed-in user (401)', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method, tag, payload] of [
      ['/api/dictation/sessions', 'post', 'dictation', { source: 'today' }],
      ['/api/dictation/sessions/{id}', 'get', 'dictation', undefined],
      ['/api/dictation/sessions/{id}/answers', 'post', 'dictation', { itemId: 1, answer: 'x', requestId: 'anon-req-1' }],
      ['/api/pron-tests', 'post', 'pron-test', { kind: 'phonetic' }],
      ['/api/pron-tests/{id}', 'get', 'pron-test', undefined],
      ['/api/pron-tests/{id}/submit', 'post', 'pron-test', { answers: [], requestId: 'anon-req-2' }],
      ['/api/pron-tests/history', 'get', 'pron-test', undefined],
    ] as const) {
      const op = docs.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual([tag]);
      expect(op.security).toEqual([{ token: [] }]);
      const url = path.replace('{id}', '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('words a test shows', () => {
  it('leaves out words the dictionary glosses as obscene, offensive or sexual', () => {
    expect(suitable('{"en":["n. obscene terms for female genitals","n. informal terms referring to a domestic cat"]}')).toBe(false);
    expect(suitable('{"en":["to rape"]}')).toBe(false);
    expect(suitable('{"zh":["n. 猫，猫科，猫皮"],"en":["n. feline mammal"]}')).toBe(true);
    expect(suitable('{"en":["grapes; a grape"]}')).toBe(true);
  });
});
