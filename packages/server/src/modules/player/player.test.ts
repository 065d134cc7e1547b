/**
 * The player's settings and playlists on a real database: defaults and partial saves, playlists of
 * a word book (all or some groups), a sentence book, the new-words book and today's words, the
 * translation language switched on the fly, article books as sentences; and refusals: no token (401), a bad body (422, nothing saved), another user's
 * private book or playlist (404), nothing to play (422 player.empty).
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { FIXTURE_WORDS, type StudyFixture, seedStudyFixture } from '../../test/study-fixture.js';

interface Item {
  key: string;
  entryId: number | null;
  itemId: number | null;
  text: string;
  reading: string | null;
  translation: string;
  translationLang: string;
}

describe.each(backends)('player on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let other: Session;
  let fx: StudyFixture;
  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    s = await signUp(t, '13800138101');
    other = await signUp(t, '13800138102');
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session: Session | null = s, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': lang } });
  const create = (payload: object, session: Session = s, lang = 'en') => call('POST', '/api/player/playlists', payload, session, lang);

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/player/settings'],
      ['PUT', '/api/player/settings'],
      ['POST', '/api/player/playlists'],
      ['GET', '/api/player/playlists'],
      ['GET', '/api/player/playlists/1'],
      ['PUT', '/api/player/playlists/1/position'],
      ['DELETE', '/api/player/playlists/1'],
      ['POST', '/api/player/listening'],
    ] as const) {
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps settings per learner: defaults, partial saves, and bad values refused without a change', async () => {
    const defaults = (await call('GET', '/api/player/settings')).json().data;
    expect(defaults).toEqual({
      mode: 'word_translation',
      speed: 1,
      nativeSpeed: 1,
      inWordGapMs: 300,
      betweenGapMs: 800,
      loopCount: 0,
      sleepMinutes: 0,
      translationLang: null,
    });
    const saved = await call('PUT', '/api/player/settings', {
      mode: 'progressive',
      speed: 1.25,
      betweenGapMs: -200,
      translationLang: 'ja',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...defaults, mode: 'progressive', speed: 1.25, betweenGapMs: -200, translationLang: 'ja' });
    const again = await call('PUT', '/api/player/settings', { nativeSpeed: 2, loopCount: -1 });
    expect(again.json().data).toMatchObject({ mode: 'progressive', nativeSpeed: 2, loopCount: -1 });

    for (const bad of [{ speed: 3 }, { nativeSpeed: 0.5 }, { inWordGapMs: 250 }, { mode: 'shuffle' }, { sleepMinutes: 7 }]) {
      const res = await call('PUT', '/api/player/settings', bad, s, 'zh');
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toBeTruthy();
    }
    expect((await call('GET', '/api/player/settings')).json().data).toEqual(again.json().data);
    // Another learner still has the defaults.
    expect((await call('GET', '/api/player/settings', undefined, other)).json().data).toEqual(defaults);
  });

  it('builds a word book playlist: headwords, readings, short translations, all or some groups', async () => {
    const res = await create({ kind: 'book', bookId: fx.wordBookId });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      kind: 'book',
      bookId: fx.wordBookId,
      groups: null,
      title: 'Test words',
      lang: 'en',
      total: 45,
      position: null,
    });
    expect(p.items).toHaveLength(45);
    const first: Item = p.items[0];
    expect(first).toEqual({
      key: `e${fx.entryIds[0]}`,
      entryId: fx.entryIds[0],
      itemId: null,
      text: 'apple',
      reading: '/apple/',
      lang: 'en',
      // The English interface and no native language: English meanings first.
      translation: 'meaning of apple',
      translationLang: 'en',
    });

    const zh = await create({ kind: 'book', bookId: fx.wordBookId, groups: [1], translationLang: 'zh' }, s, 'zh');
    const group = zh.json().data;
    expect(group).toMatchObject({ groups: [1], title: '测试词书', total: 20, translationLang: 'zh' });
    expect(group.items.map((i: Item) => i.text)).toEqual(FIXTURE_WORDS.slice(20, 40));
    expect(group.items[0]).toMatchObject({ text: 'flower', translation: '释义20·flower', translationLang: 'zh' });
    // Another set of groups is another playlist.
    expect(group.id).not.toBe(p.id);
    const two = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [2, 0] })).json().data;
    expect(two).toMatchObject({ groups: [0, 2], total: 25 });
  });

  it('switches the translation language on the fly; missing languages fall back and say so', async () => {
    await t.app.db.updateTable('users').set({ native_lang: 'zh' }).where('id', '=', s.userInfo.id).execute();
    const p = (await create({ kind: 'book', bookId: fx.wordBookId, groups: [0] })).json().data;
    // The learner's native language by default.
    expect(p.translationLang).toBe('zh');
    expect(p.items[1]).toMatchObject({ text: 'banana', translation: '释义1·banana', translationLang: 'zh' });
    const en = (await call('GET', `/api/player/playlists/${p.id}?translationLang=en`)).json().data;
    expect(en.translationLang).toBe('en');
    expect(en.items.map((i: Item) => i.key)).toEqual(p.items.map((i: Item) => i.key));
    expect(en.items[1]).toMatchObject({ translation: 'meaning of banana', translationLang: 'en' });
    // No Korean meanings in the fixture: the native language's, labelled as such.
    const ko = (await call('GET', `/api/player/playlists/${p.id}?translationLang=ko`)).json().data;
    expect(ko.items[1]).toMatchObject({ translation: '释义1·banana', translationLang: 'zh' });
    // The settings' language applies when none is asked.
    await call('PUT', '/api/player/settings', { translationLang: 'en' });
    expect((await call('GET', `/api/player/playlists/${p.id}`)).json().data.items[1].translation).toBe('meaning of banana');
    expect((await call('GET', `/api/player/playlists/${p.id}?translationLang=fr`)).statusCode).toBe(422);
  });

  it('builds a sentence book playlist with one item per sentence and its translation', async () => {
    const p = (await create({ kind: 'book', bookId: fx.sentenceBookId })).json().data;
    expect(p.total).toBe(6);
    expect(p.items[0]).toEqual({
      key: `i${fx.sentenceItemIds[0]}`,
      entryId: null,
      itemId: fx.sentenceItemIds[0],
      text: 'The apple is red.',
      reading: null,
      lang: 'en',
      translation: '苹果是红的。',
      translationLang: 'zh',
    });
  });

  it("plays the new-words book and today's words; an empty source is 'no content to play'", async () => {
    const empty = await create({ kind: 'new-words' }, s, 'zh');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 500, msg: '没有可播放的内容', data: { error: 'player.empty' } });
    const today = await create({ kind: 'today' }, s, 'en');
    expect(today.statusCode).toBe(422);
    expect(today.json().msg).toBe('No content to play');
    expect(await countRows(t.app.db, 'playlists')).toBe(0);

    for (const entryId of [fx.entryIds[4], fx.entryIds[2]] as number[]) {
      await t.app.db
        .insertInto('user_words')
        .values({ user_id: s.userInfo.id, entry_id: entryId, in_new_words: 1, added_at: entryId })
        .execute();
    }
    const nw = (await create({ kind: 'new-words' }, s, 'ja')).json().data;
    expect(nw).toMatchObject({ kind: 'new-words', bookId: null, title: '新出単語帳', total: 2 });
    expect(nw.items.map((i: Item) => i.text).sort()).toEqual(['cherry', 'mountain']);

    // A review makes a card; once due it is today's word.
    const review = await call('POST', '/api/memory/reviews', {
      entryId: fx.entryIds[7],
      source: 'practice',
      correct: false,
      ms: 2000,
      requestId: 'player-today-1',
    });
    expect(review.statusCode).toBe(200);
    await t.app.db.updateTable('memory_cards').set({ due: 1 }).where('user_id', '=', s.userInfo.id).execute();
    const td = (await create({ kind: 'today' }, s, 'ko')).json().data;
    expect(td).toMatchObject({ kind: 'today', title: '오늘의 단어' });
    expect(td.items.map((i: Item) => i.text)).toContain('teacher');
  });

  it("refuses another user's private book and playlist (404) and unknown books alike", async () => {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug: 'private-player',
        type: 'word',
        lang: 'en',
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
        owner_id: other.userInfo.id,
        item_count: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('book_items')
      .values({
        book_id: Number(book.id),
        position: 0,
        group_no: 0,
        entry_id: fx.entryIds[0] as number,
        text: 'apple',
        translation: null,
        extra: null,
        ikey: null,
        chash: null,
        retired_at: null,
      })
      .execute();
    const mine = await create({ kind: 'book', bookId: Number(book.id) }, other);
    expect(mine.statusCode).toBe(200);
    const refused = await create({ kind: 'book', bookId: Number(book.id) }, s);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ data: { error: 'player.notFound' }, msg: 'Playlist (or its book) not found' });
    expect((await create({ kind: 'book', bookId: 999_999 })).statusCode).toBe(404);

    const id = mine.json().data.id;
    expect((await call('GET', `/api/player/playlists/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/player/playlists/${id}/position`, { index: 0, loop: 0 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/player/playlists/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/player/playlists')).json().data.items).toEqual([]);
    expect(await countRows(t.app.db, 'playlists')).toBe(1);
  });

  it('refuses bad bodies with a localized 422 and writes nothing', async () => {
    for (const bad of [
      {},
      { kind: 'book' },
      { kind: 'book', bookId: -1 },
      { kind: 'radio' },
      { kind: 'book', bookId: fx.wordBookId, groups: [-1] },
    ]) {
      const res = await create(bad, s, 'es');
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toBeTruthy();
    }
    expect(await countRows(t.app.db, 'playlists')).toBe(0);
  });

  it('plays an article book as its sentences', async () => {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug: 'player-article',
        type: 'article',
        lang: 'en',
        category: 'mine',
        level: 1,
        titles: '{"en":"A story"}',
        descriptions: '{}',
        status: 'private',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        builtin: 0,
        group_size: 20,
        created_at: 1,
        owner_id: s.userInfo.id,
        item_count: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, text] of ['Once upon a time.', 'The end.'].entries()) {
      await t.app.db
        .insertInto('book_items')
        .values({
          book_id: Number(book.id),
          position: i,
          group_no: 0,
          entry_id: null,
          text,
          translation: i === 0 ? '从前。' : null,
          extra: null,
          ikey: null,
          chash: null,
          retired_at: null,
        })
        .execute();
    }
    const p = (await create({ kind: 'book', bookId: Number(book.id) })).json().data;
    expect(p.items.map((i: Item) => [i.text, i.translation, i.key.startsWith('i')])).toEqual([
      ['Once upon a time.', '从前。', true],
      ['The end.', '', true],
    ]);
  });
});
