/**
 * Sentence search and the sentence page on a real database (SQLite, and PostgreSQL when
 * configured): dictionary examples and sentence books of the five languages, zh/ja segmentation
 * (银行 in 我在银行工作, 食べる finding 食べた), translation words, the book view rule (a private
 * book's sentences only for its owner), the index following uploads, edits and deletes, bad input,
 * and "practise this sentence" writing one review into the memory.
 */
import type { SentenceDetail, SentenceHit, Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { type FactoryEntry, insertEntries } from '../dict/test-factory.js';
import { sentenceIndexOf } from './notify.js';

const ex = (text: string, translation: string | null, translationLang: string | null = 'en') => ({ text, translation, translationLang });

const entries: FactoryEntry[] = [
  { lang: 'zh', headword: '银行', meanings: { en: ['bank'] }, freqRank: 10, examples: [ex('我在银行工作。', 'I work at a bank.')] },
  {
    lang: 'zh',
    headword: '工作',
    meanings: { en: ['work'] },
    freqRank: 5,
    examples: [ex('他每天工作八个小时。', 'He works eight hours a day.')],
  },
  { lang: 'zh', headword: '我', meanings: { en: ['I'] }, freqRank: 1 },
  { lang: 'zh', headword: '在', meanings: { en: ['at'] }, freqRank: 2 },
  { lang: 'zh', headword: '苹果', meanings: { en: ['apple'] }, freqRank: 50, examples: [ex('我喜欢吃苹果。', 'I like to eat apples.')] },
  {
    lang: 'ja',
    headword: '食べる',
    reading: 'たべる',
    meanings: { en: ['to eat'] },
    freqRank: 20,
    examples: [ex('昨日寿司を食べた。', 'I ate sushi yesterday.'), ex('毎日りんごを食べる。', 'I eat an apple every day.')],
  },
  { lang: 'ko', headword: '학교', meanings: { en: ['school'] }, freqRank: 30, examples: [ex('학교에서 공부해요.', 'I study at school.')] },
  {
    lang: 'en',
    headword: 'apple',
    meanings: { zh: ['苹果'] },
    freqRank: 100,
    examples: [ex('She ate an apple.', '她吃了一个苹果。', 'zh'), ex('The apple tree is old.', '那棵苹果树很老了。', 'zh')],
  },
  { lang: 'es', headword: 'hablar', meanings: { en: ['to speak'] }, freqRank: 40, forms: ['hablo', 'hablé'] },
];

describe.each(backends)('sentences on %s', (backend) => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let ids: Map<string, number>;
  let esBook: number;

  const get = (url: string, session: Session = owner, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...auth(session), 'accept-language': lang } });
  const search = async (q: string, lang: string, session: Session = owner): Promise<SentenceHit[]> => {
    const res = await get(`/api/sentences/search?q=${encodeURIComponent(q)}&lang=${lang}`, session);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data.items;
  };
  const texts = async (q: string, lang: string, session: Session = owner) => (await search(q, lang, session)).map((h) => h.text);
  const sync = async () => {
    const index = sentenceIndexOf(t.app.db);
    if (!index) throw new Error('no index');
    await index.idle();
    return index.sync();
  };

  async function sentenceBook(slug: string, lang: string, items: [string, string | null][], extra: object = {}): Promise<number> {
    const book = await t.app.db
      .insertInto('books')
      .values({
        slug,
        type: 'sentence',
        lang,
        category: 'sentence_examples',
        level: 3,
        titles: JSON.stringify({ zh: `${slug} 句子`, en: `${slug} sentences` }),
        descriptions: '{}',
        status: 'public',
        review_status: 'auto_approved',
        translation_mode: 'simple',
        owner_id: null,
        builtin: 1,
        item_count: items.length,
        group_size: 20,
        created_at: 1,
        retired_at: null,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, [text, translation]] of items.entries()) {
      await t.app.db
        .insertInto('book_items')
        .values({
          book_id: Number(book.id),
          position: i,
          group_no: 0,
          entry_id: null,
          text,
          translation,
          extra: null,
          ikey: null,
          chash: null,
          retired_at: null,
        })
        .execute();
    }
    return Number(book.id);
  }

  beforeEach(async () => {
    t = await createTestApp(backend);
    // The start's background sync first, so the data below is indexed by one run after it.
    await sentenceIndexOf(t.app.db)?.idle();
    ids = await insertEntries(t.app.db, entries);
    esBook = await sentenceBook('es-test', 'es', [
      ['Hablo español todos los días.', 'I speak Spanish every day.'],
      ['Ayer hablé con mi madre.', 'Yesterday I spoke with my mother.'],
      ['¿Dónde está el café?', 'Where is the coffee?'],
    ]);
    await sentenceBook('en-test', 'en', [['I ate an apple.', '我吃了一个苹果。']]);
    owner = await signUp(t, '13800138301');
    other = await signUp(t, '13800138302');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(owner),
      payload: { identity: 'student', nativeLang: 'en', learningLang: 'zh', level: 3 },
    });
    await sync();
  });
  afterEach(async () => t.close());

  it('finds Chinese words inside unsegmented sentences, and a single character by substring', async () => {
    expect(await texts('银行', 'zh')).toEqual(['我在银行工作。']);
    // Two words, both required, in any order.
    expect(await texts('工作 银行', 'zh')).toEqual(['我在银行工作。']);
    // The shorter sentence first among two with 工作.
    expect(await texts('工作', 'zh')).toEqual(['我在银行工作。', '他每天工作八个小时。']);
    // One character inside a word (the substring step).
    expect(await texts('银', 'zh')).toEqual(['我在银行工作。']);
    // The same words with other punctuation in a sentence book: one hit, the book's.
    const zhBook = await sentenceBook('zh-test', 'zh', [['我在银行工作', 'I work in a bank']]);
    await sync();
    const [fromBook, ...others] = await search('银行', 'zh');
    expect(others).toEqual([]);
    expect(fromBook).toMatchObject({ text: '我在银行工作', source: 'book', bookId: zhBook });
    await t.app.db.deleteFrom('books').where('id', '=', zhBook).execute();
    const [hit] = await search('银行', 'zh');
    expect(hit).toMatchObject({
      id: `e${ids.get('zh:银行')}-0`,
      lang: 'zh',
      source: 'example',
      translation: 'I work at a bank.',
      headword: '银行',
    });
    expect(hit?.highlights).toEqual([[2, 4]]);
  });

  it('searches the learning language by default, and the words of translations', async () => {
    const res = await get(`/api/sentences/search?q=${encodeURIComponent('银行')}`);
    expect(res.json().data.items.map((h: SentenceHit) => h.text)).toEqual(['我在银行工作。']);
    // English words find Chinese sentences by their translation.
    const hits = await search('apples', 'zh');
    expect(hits.map((h) => [h.text, h.matchedIn])).toEqual([['我喜欢吃苹果。', 'translation']]);
    expect(hits[0]?.translationHighlights).toEqual([[14, 20]]);
  });

  it('finds Japanese verbs across inflections through their dictionary entry', async () => {
    // 食べる (dictionary form) finds the plain form first, then the past 食べた; 食べた finds the past.
    expect(await texts('食べる', 'ja')).toEqual(['毎日りんごを食べる。', '昨日寿司を食べた。']);
    expect((await texts('食べた', 'ja'))[0]).toBe('昨日寿司を食べた。');
    expect(await texts('寿司', 'ja')).toEqual(['昨日寿司を食べた。']);
    expect(await texts('学校', 'ja')).toEqual([]);
  });

  it('searches English, Spanish (accents optional) and Korean; a book sentence and the same example are one hit', async () => {
    const en = await search('apple', 'en');
    expect(en.map((h) => h.text)).toEqual(['I ate an apple.', 'She ate an apple.', 'The apple tree is old.']);
    expect(en[0]).toMatchObject({ source: 'book', bookTitle: 'en-test sentences', highlights: [[9, 14]] });
    expect(await texts('APPLE tree', 'en')).toEqual(['The apple tree is old.']);
    // Inflected forms meet on their dictionary entry (hablo, hablé → hablar); the form as typed first.
    expect(await texts('Hablo', 'es')).toEqual(['Hablo español todos los días.', 'Ayer hablé con mi madre.']);
    expect(await texts('hablé', 'es')).toEqual(['Ayer hablé con mi madre.', 'Hablo español todos los días.']);
    expect(await texts('espanol', 'es')).toEqual(['Hablo español todos los días.']);
    expect(await texts('cafe', 'es')).toEqual(['¿Dónde está el café?']);
    expect(await texts('학교', 'ko')).toEqual(['학교에서 공부해요.']);
    expect(await texts('zzzz', 'en')).toEqual([]);
  });

  it("keeps a private book's sentences to its owner, and follows uploads, edits and deletes", async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/upload/preview',
      headers: auth(owner),
      payload: {
        lang: 'en',
        level: 3,
        type: 'sentence',
        visibility: 'private',
        mode: 'simple',
        nativeTitle: 'My sentences',
        list: 'The zebra crossed the road.\nA quiet zebra sleeps.',
      },
    });
    expect(preview.statusCode).toBe(200);
    // Until apply the items wait in a hidden draft: neither searched nor opened, by their owner either.
    await sentenceIndexOf(t.app.db)?.idle();
    expect(await sync()).toMatchObject({ added: 0 });
    expect(await texts('zebra', 'en')).toEqual([]);
    const draftItem = await t.app.db
      .selectFrom('book_items')
      .select('id')
      .where('text', '=', 'A quiet zebra sleeps.')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/sentences/b${draftItem.id}`)).statusCode).toBe(404);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${preview.json().data.uploadId}/apply`,
      headers: auth(owner),
      payload: {},
    });
    const bookId = apply.json().data.bookId as number;
    await sentenceIndexOf(t.app.db)?.idle();
    expect((await search('zebra', 'en')).map((h) => [h.text, h.bookId])).toEqual([
      ['A quiet zebra sleeps.', bookId],
      ['The zebra crossed the road.', bookId],
    ]);
    expect(await texts('zebra', 'en', other)).toEqual([]);
    const [first] = await search('zebra', 'en');
    expect(first?.id).toBe(`b${draftItem.id}`);
    expect((await get(`/api/sentences/${first?.id}`)).statusCode).toBe(200);
    expect((await get(`/api/sentences/${first?.id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/sentences/${first?.id}`, other)).json().data.error).toBe('sentences.notFound');

    // An edit re-indexes the book.
    const itemId = Number(first?.id.slice(1));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${bookId}/items/${itemId}`,
      headers: auth(owner),
      payload: { text: 'A quiet giraffe sleeps.' },
    });
    expect(put.statusCode).toBe(200);
    await sentenceIndexOf(t.app.db)?.idle();
    expect(await texts('zebra', 'en')).toEqual(['The zebra crossed the road.']);
    expect(await texts('giraffe', 'en')).toEqual(['A quiet giraffe sleeps.']);

    // Deleting the book takes its sentences and their terms out of the index.
    const before = await countRows(t.app.db, 'sentence_terms');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/books/${bookId}`, headers: auth(owner) })).statusCode).toBe(200);
    expect(await texts('giraffe', 'en')).toEqual([]);
    expect(await countRows(t.app.db, 'sentence_terms')).toBeLessThan(before);
  });

  it('re-syncs only what changed, and drops what left', async () => {
    expect(await sync()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    // Another dictionary (content hash): every sentence is analysed again, in place.
    const before = await t.app.db.selectFrom('sentences').select(['id', 'skey']).orderBy('id').execute();
    await t.app.db.insertInto('content_meta').values({ key: 'content_hash', value: 'next' }).execute();
    expect(await sync()).toMatchObject({ added: 0, changed: before.length, removed: 0 });
    expect(await t.app.db.selectFrom('sentences').select(['id', 'skey']).orderBy('id').execute()).toEqual(before);
    expect(await sync()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    // Another analyser (NLP_VERSION bumped, as when jieba and kuromoji replaced ICU): every sentence again.
    await t.app.db.updateTable('content_meta').set({ value: 'older' }).where('key', '=', 'sentence_index_version').execute();
    expect(await sync()).toMatchObject({ added: 0, changed: before.length, removed: 0 });
    expect(await sync()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    await t.app.db
      .updateTable('book_items')
      .set({ text: 'Ayer hablé con mi padre.' })
      .where('text', '=', 'Ayer hablé con mi madre.')
      .execute();
    await t.app.db.updateTable('books').set({ retired_at: 5 }).where('slug', '=', 'en-test').execute();
    expect(await sync()).toMatchObject({ added: 0, changed: 1, removed: 1 });
    expect(await texts('padre', 'es')).toEqual(['Ayer hablé con mi padre.']);
    expect(await texts('apple', 'en')).toEqual(['She ate an apple.', 'The apple tree is old.']);
    expect(esBook).toBeGreaterThan(0);
  });

  it('refuses an empty or too long query with a localized message, and unknown ids', async () => {
    const long = await get(`/api/sentences/search?q=${'a'.repeat(101)}&lang=en`, owner, 'zh');
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ msg: '搜索内容最多 100 个字符', data: { error: 'sentences.queryTooLong' } });
    const longer = await get(`/api/sentences/search?q=${'a'.repeat(3000)}&lang=en`, owner, 'ja');
    expect(longer.json()).toMatchObject({ msg: '検索語は 100 文字以内で入力してください', data: { error: 'sentences.queryTooLong' } });
    const empty = await get('/api/sentences/search?q=%20&lang=en', owner, 'es');
    expect(empty.json()).toMatchObject({ msg: 'Escribe las palabras que quieres buscar', data: { error: 'sentences.queryEmpty' } });
    expect((await get('/api/sentences/search?q=a&lang=xx')).statusCode).toBe(422);
    for (const id of ['x1', 'b999999', 'e999999-0', `e${ids.get('zh:银行')}-5`, 'b1;drop']) {
      const res = await get(`/api/sentences/${encodeURIComponent(id)}`, owner, 'ko');
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('문장을 찾을 수 없습니다');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sentences/search?q=a' })).statusCode).toBe(401);
  });

  it('opens a sentence with tokens linked to the dictionary, and practises it into the memory', async () => {
    const id = `e${ids.get('zh:银行')}-0`;
    const res = await get(`/api/sentences/${id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as SentenceDetail;
    expect(d).toMatchObject({ id, text: '我在银行工作。', translation: 'I work at a bank.', lang: 'zh', source: 'example' });
    const bank = d.tokens.find((tk) => tk.text === '银行');
    expect(bank?.entryId).toBe(ids.get('zh:银行'));
    expect(d.tokens.find((tk) => tk.text === '。')?.word).toBe(false);
    // An example practises its word's card.
    expect(d.practice).toEqual({ itemId: null, entryId: ids.get('zh:银行') });

    const [es] = await search('hablé', 'es');
    const book = (await get(`/api/sentences/${es?.id}`)).json().data as SentenceDetail;
    expect(book).toMatchObject({ source: 'book', bookId: esBook, bookTitle: 'es-test sentences' });
    expect(book.practice.itemId).toBe(Number(es?.id.slice(1)));
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/memory/reviews',
      headers: auth(owner),
      payload: { itemId: book.practice.itemId, source: 'practice', correct: true, ms: 4000, requestId: 'sentence-practice-1' },
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.card.itemId).toBe(book.practice.itemId);
    expect(await countRows(t.app.db, 'review_logs')).toBe(1);
  });
});
