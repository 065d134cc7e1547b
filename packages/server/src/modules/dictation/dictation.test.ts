/**
 * Dictation on a real database: a session from a book group, a wrong answer with its diff and a
 * review (source dictation), a retry, replays that write nothing, one sentence by item id, the
 * server's accepted forms for Chinese (pinyin) and Japanese (reading), and refusals: another user's
 * private book or session (404), an item already right (409), nothing to dictate (422).
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

interface Item {
  id: number;
  audio: { text: string; lang: string };
  sentence: boolean;
  hint: { first: string; meaning: string | null };
  attempts: number;
  correct: boolean | null;
}

describe.each(backends)('dictation on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let fx: StudyFixture;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138090');
  });
  afterEach(async () => t.close());

  const start = (payload: object, session: Session = s) =>
    t.app.inject({ method: 'POST', url: '/api/dictation/sessions', payload, headers: { ...auth(session), 'accept-language': 'en' } });
  const answer = (id: number, payload: object, session: Session = s) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dictation/sessions/${id}/answers`,
      payload,
      headers: { ...auth(session), 'accept-language': 'en' },
    });
  const logs = async () =>
    (await t.app.db.selectFrom('review_logs').select(['source', 'rating']).orderBy('id').execute()).map((r) => ({
      source: r.source,
      rating: r.rating,
    }));

  async function privateBook(ownerId: number, lang: string, items: { text: string; entryId?: number | null }[], type = 'word') {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug: `private-${lang}-${ownerId}-${type}`,
        type,
        lang,
        category: 'mine',
        level: 1,
        titles: '{"en":"Mine"}',
        descriptions: '{}',
        status: 'private',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        builtin: 0,
        group_size: 20,
        created_at: 1,
        owner_id: ownerId,
        item_count: items.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, it] of items.entries()) {
      await t.app.db
        .insertInto('book_items')
        .values({
          book_id: book.id,
          position: i,
          group_no: 0,
          entry_id: it.entryId ?? null,
          text: it.text,
          translation: null,
          extra: null,
          ikey: `private/${lang}/${i}/${type}`,
          chash: null,
          retired_at: null,
        })
        .execute();
    }
    return book.id;
  }

  it('dictates a book group: a mistake shows its diff and is reviewed; a retry is allowed; a right item is done', async () => {
    const res = await start({ source: 'book', bookId: fx.wordBookId, group: 0 });
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session.items).toHaveLength(20);
    const first: Item = session.items[0];
    expect(first).toMatchObject({
      audio: { text: 'apple', lang: 'en' },
      sentence: false,
      hint: { first: 'a' },
      attempts: 0,
      correct: null,
    });
    expect(first.hint.meaning).toContain('apple');

    const wrong = await answer(session.id, { itemId: first.id, answer: 'Aple', requestId: 'dict-req-1' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({
      correct: false,
      almost: false,
      expected: 'apple',
      attempts: 1,
      diff: [
        { op: 'same', expected: 'ap' },
        { op: 'missing', expected: 'p' },
        { op: 'same', expected: 'le' },
      ],
      summary: { total: 20, answered: 1, correct: 0, firstTry: 0, wrong: 1 },
    });
    expect(await logs()).toEqual([{ source: 'dictation', rating: 1 }]);

    // The same request again: the same answer, nothing written.
    const replay = await answer(session.id, { itemId: first.id, answer: 'Aple', requestId: 'dict-req-1' });
    expect(replay.json().data).toEqual(wrong.json().data);
    expect(await countRows(t.app.db, 'review_logs')).toBe(1);
    expect(await countRows(t.app.db, 'dictation_answers')).toBe(1);
    // A request id reused for another item is refused.
    const reused = await answer(session.id, { itemId: session.items[1].id, answer: 'banana', requestId: 'dict-req-1' });
    expect(reused.statusCode).toBe(409);

    const retry = await answer(session.id, { itemId: first.id, answer: 'APPLE!', requestId: 'dict-req-2' });
    expect(retry.json().data).toMatchObject({ correct: true, attempts: 2, summary: { answered: 1, correct: 1, firstTry: 0, wrong: 0 } });
    // One review per card per action: the retry after the answer was shown writes none.
    expect(await logs()).toEqual([{ source: 'dictation', rating: 1 }]);
    const card = await t.app.db.selectFrom('memory_cards').select(['entry_id', 'reps']).executeTakeFirstOrThrow();
    expect(Number(card.entry_id)).toBe(fx.entryIds[0]);

    const again = await answer(session.id, { itemId: first.id, answer: 'apple', requestId: 'dict-req-3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('dictation.alreadyRight');
    expect(await countRows(t.app.db, 'review_logs')).toBe(1);

    const view = await t.app.inject({ method: 'GET', url: `/api/dictation/sessions/${session.id}`, headers: auth(s) });
    expect(view.json().data.items[0]).toMatchObject({ attempts: 2, correct: true, firstTry: false });
    expect(view.json().data.summary).toMatchObject({ total: 20, answered: 1, correct: 1 });
  });

  it("dictates one sentence by its item id (its own card) and the words' example sentences", async () => {
    const res = await start({ source: 'sentence', sentence: fx.sentenceItemIds[1] });
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data.items as Item[];
    expect(item).toMatchObject({ audio: { text: 'We crossed the river.' }, sentence: true, hint: { meaning: '我们过了河。' } });
    const ok = await answer(res.json().data.id, { itemId: item?.id, answer: 'we crossed  the river', requestId: 'dict-sent-1' });
    expect(ok.json().data.correct).toBe(true);
    const card = await t.app.db.selectFrom('memory_cards').select(['item_id', 'entry_id']).executeTakeFirstOrThrow();
    expect(Number(card.item_id)).toBe(fx.sentenceItemIds[1]);

    // A sentence book dictates its sentences whatever the kind asked.
    const book = await start({ source: 'book', bookId: fx.sentenceBookId, kind: 'word' });
    expect(book.json().data.items).toHaveLength(6);
    expect(book.json().data.items.every((i: Item) => i.sentence)).toBe(true);

    const examples = await start({ source: 'book', bookId: fx.wordBookId, group: 2, kind: 'sentence' });
    expect(examples.json().data.items.map((i: Item) => i.audio.text)).toEqual([
      'I like the rabbit.',
      'I like the turtle.',
      'I like the monkey.',
      'I like the tiger.',
      'I like the zebra.',
    ]);
  });

  it('accepts pinyin for Chinese and the reading for Japanese (forms computed by the server)', async () => {
    const me = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const zhBook = await privateBook(me.id, 'zh', [{ text: '你好' }, { text: '银行' }]);
    const zh = (await start({ source: 'book', bookId: zhBook })).json().data;
    const r1 = await answer(zh.id, { itemId: zh.items[0].id, answer: 'ni3 hao3', requestId: 'dict-zh-1' });
    expect(r1.json().data).toMatchObject({ correct: true, matched: 'pinyin', accepted: ['nǐhǎo'] });
    const r2 = await answer(zh.id, { itemId: zh.items[1].id, answer: 'yin hang', requestId: 'dict-zh-2' });
    expect(r2.json().data).toMatchObject({ correct: false, almost: true, matched: 'pinyin' });

    const entry = await t.app.db
      .insertInto('dict_entries')
      .values({
        lang: 'ja',
        headword: '食べる',
        reading: 'たべる',
        pron_a: null,
        pron_b: null,
        pos: '["v"]',
        meanings: '{"en":["to eat"]}',
        examples: '[]',
        synonyms: '[]',
        antonyms: '[]',
        equivalents: '[]',
        confusing: '[]',
        forms: '[]',
        roots: '[]',
        freq_rank: 10,
        sources: '["test"]',
        ckey: 'ja:食べる|たべる',
        chash: null,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jaBook = await privateBook(me.id, 'ja', [{ text: '食べる', entryId: entry.id }]);
    const ja = (await start({ source: 'book', bookId: jaBook })).json().data;
    expect(ja.items[0].hint.meaning).toBe('to eat');
    const r3 = await answer(ja.id, { itemId: ja.items[0].id, answer: 'タベル', requestId: 'dict-ja-1' });
    expect(r3.json().data).toMatchObject({ correct: true, matched: 'reading', accepted: ['たべる'] });
  });

  it("refuses another user's private book, sentence or session (404), nothing to dictate (422), bad input (422); nothing written", async () => {
    const other = await signUp(t, '13800138091');
    const me = await t.app.db.selectFrom('users').select('id').where('phone', '=', '13800138090').executeTakeFirstOrThrow();
    const mine = await privateBook(me.id, 'en', [{ text: 'secret words here' }], 'sentence');
    const item = await t.app.db.selectFrom('book_items').select('id').where('book_id', '=', mine).executeTakeFirstOrThrow();

    const foreignBook = await start({ source: 'book', bookId: mine }, other);
    expect(foreignBook.statusCode).toBe(404);
    expect(foreignBook.json().data.error).toBe('dictation.notFound');
    expect((await start({ source: 'sentence', sentence: item.id }, other)).statusCode).toBe(404);
    expect((await start({ source: 'book', bookId: 999999 })).statusCode).toBe(404);
    const empty = await start({ source: 'new-words' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.error).toBe('dictation.empty');
    expect((await start({ source: 'book' })).statusCode).toBe(422);
    expect(await countRows(t.app.db, 'dictation_sessions')).toBe(0);

    const own = (await start({ source: 'sentence', sentence: item.id })).json().data;
    const foreign = await answer(own.id, { itemId: own.items[0].id, answer: 'x', requestId: 'dict-foreign-1' }, other);
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/dictation/sessions/${own.id}`, headers: auth(other) })).statusCode).toBe(404);
    expect((await answer(own.id, { itemId: 424242, answer: 'x', requestId: 'dict-foreign-2' })).statusCode).toBe(404);
    expect((await answer(own.id, { itemId: own.items[0].id, answer: 'x'.repeat(1001), requestId: 'dict-long-1' })).statusCode).toBe(422);
    expect(await countRows(t.app.db, 'review_logs')).toBe(0);
    expect(await countRows(t.app.db, 'dictation_answers')).toBe(0);
  });

  it('a request sent twice at once is answered once: one review, the same result', async () => {
    const session = (await start({ source: 'book', bookId: fx.wordBookId, group: 0 })).json().data;
    const body = { itemId: session.items[2].id, answer: 'cherri', requestId: 'dict-twice-1' };
    const [a, b] = await Promise.all([answer(session.id, body), answer(session.id, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    expect(await countRows(t.app.db, 'review_logs')).toBe(1);
    expect(await countRows(t.app.db, 'dictation_answers')).toBe(1);
    const item = await t.app.db.selectFrom('dictation_items').select('attempts').where('id', '=', body.itemId).executeTakeFirstOrThrow();
    expect(item.attempts).toBe(1);
  });

  it("dictates today's words and the new-words book", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { activeBookId: fx.wordBookId },
      headers: auth(s),
    });
    expect(put.statusCode).toBe(200);
    const today = await start({ source: 'today' });
    expect(today.statusCode).toBe(200);
    expect(today.json().data.items[0].audio.text).toBe('apple');
    await t.app.db
      .insertInto('user_words')
      .values({
        user_id: (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
        entry_id: fx.entryIds[5] as number,
        in_new_words: 1,
        added_at: 5,
      })
      .execute();
    const nw = await start({ source: 'new-words' });
    expect(nw.json().data.items.map((i: Item) => i.audio.text)).toEqual(['window']);
  });
});
