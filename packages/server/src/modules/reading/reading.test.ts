/**
 * Reading on a real database: summary and pages with word statuses, marks and lookups feeding the
 * memory (source reading), "mark the rest known", positions and history, the books view rule
 * (another user's private article answers like an unknown id) and bad input writing nothing.
 */
import type { ReadingPage, ReadingSummary, Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { seedStudyFixture, type StudyFixture } from '../../test/study-fixture.js';

const PARAGRAPHS = [
  '【The apple garden】\nThe apple is red. The river is wide!',
  'A teacher and a student walk to the market. They buy a banana, an apple and a flower.',
  'The mountain is high. Zorblax likes the river.',
  'In summer the garden is green.',
];

async function seedArticle(
  t: TestApp,
  opts: { slug: string; ownerId: number | null; status: string; paragraphs?: string[]; translations?: boolean },
) {
  const paragraphs = opts.paragraphs ?? PARAGRAPHS;
  const book = await t.app.db
    .insertInto('books')
    .values({
      slug: opts.slug,
      type: 'article',
      lang: 'en',
      category: 'literature',
      level: 5,
      titles: JSON.stringify({ en: `Article ${opts.slug}`, zh: `文章 ${opts.slug}` }),
      descriptions: '{}',
      status: opts.status,
      review_status: opts.status === 'public' ? 'auto_approved' : 'none',
      translation_mode: 'simple',
      owner_id: opts.ownerId,
      builtin: opts.ownerId === null ? 1 : 0,
      item_count: paragraphs.length,
      group_size: 2,
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: number[] = [];
  for (const [i, text] of paragraphs.entries()) {
    const row = await t.app.db
      .insertInto('book_items')
      .values({
        book_id: Number(book.id),
        position: i,
        // Built-in books number groups from 1, uploads from 0: pages follow either.
        group_no: Math.floor(i / 2) + (opts.ownerId === null ? 1 : 0),
        entry_id: null,
        text,
        translation: opts.translations ? `译文 ${i}` : null,
        extra: null,
        ikey: `${opts.slug}/${i}`,
        chash: null,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(Number(row.id));
  }
  return { bookId: Number(book.id), itemIds };
}

describe.each(backends)('reading on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  let fx: StudyFixture;
  let article: { bookId: number; itemIds: number[] };

  beforeEach(async () => {
    t = await createTestApp(backend);
    fx = await seedStudyFixture(t.app);
    article = await seedArticle(t, { slug: 'walk', ownerId: null, status: 'public', translations: true });
    s = await signUp(t, '13800138090');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 5 },
      headers: auth(s),
    });
  });
  afterEach(async () => t.close());

  const get = (url: string, session = s) => t.app.inject({ url, headers: auth(session) });
  const send = (method: 'PUT' | 'POST', url: string, payload: object, session = s) =>
    t.app.inject({ method, url, payload, headers: { ...auth(session), 'accept-language': 'en' } });
  const page = async (n: number) => (await get(`/api/reading/books/${article.bookId}/pages/${n}`)).json().data as ReadingPage;
  const entryOf = (word: string) =>
    fx.entryIds[['apple', 'banana', 'cherry', 'river', 'mountain', 'window', 'garden', 'teacher', 'student'].indexOf(word)] as number;
  const statusOf = (p: ReadingPage, key: string) => p.words.find((w) => w.key === key)?.status;
  const readingLogs = () =>
    t.app.db.selectFrom('review_logs').select(['rating', 'correct', 'source', 'request_id']).where('source', '=', 'reading').execute();

  it('opens a page: sentences covered exactly by their tokens, heading apart, words linked, translation', async () => {
    const p = await page(1);
    expect(p.book).toMatchObject({ id: article.bookId, lang: 'en', pages: 2, hasTranslation: true });
    expect(p.paragraphs.map((x) => x.heading)).toEqual([true, false, false]);
    expect(p.paragraphs[0]?.sentences[0]?.text).toBe('The apple garden');
    expect(p.paragraphs[1]?.sentences.map((x) => x.text)).toEqual(['The apple is red.', 'The river is wide!']);
    expect(p.paragraphs[1]?.translation).toBe('译文 0');
    for (const para of p.paragraphs)
      for (const sentence of para.sentences) expect(sentence.tokens.map((x) => x.text).join('')).toBe(sentence.text);
    const apple = p.words.find((w) => w.lemma === 'apple');
    expect(apple).toMatchObject({ key: `e:${entryOf('apple')}`, entryId: entryOf('apple'), status: 'new' });
    // One word entry per distinct word: "apple" twice on the page, once in `words`.
    expect(p.words.filter((w) => w.lemma === 'apple')).toHaveLength(1);
    // The analysis is cached per item; a second read gives the same page.
    expect(await countRows(t.app.db, 'reading_tokens')).toBe(2);
    expect(await page(1)).toEqual(p);
  });

  it('summarises the book: known share and its new words with native meanings', async () => {
    const before = (await get(`/api/reading/books/${article.bookId}`)).json().data as ReadingSummary;
    expect(before.knownPercent).toBe(0);
    expect(before.position).toBeNull();
    expect(before.newWords[0]).toMatchObject({ entryId: entryOf('apple'), lemma: 'apple', count: 3 });
    expect(before.newWords[0]?.meaning).toContain('释义0');
    const theKey = (await page(1)).words.find((w) => w.lemma === 'the')?.key as string;
    expect(theKey.startsWith('l:')).toBe(true);
    expect((await send('PUT', '/api/reading/words/status', { lemma: 'the', lang: 'en', status: 'known' })).statusCode).toBe(200);
    const after = (await get(`/api/reading/books/${article.bookId}`)).json().data as ReadingSummary;
    const theCount = PARAGRAPHS.join(' ').match(/\bthe\b/gi)?.length ?? 0;
    expect(theCount).toBe(7);
    expect(after.knownPercent).toBe(Math.floor((100 * theCount) / after.words));
    expect(after.counts.known).toBe(1);
  });

  it('marks a word known (an easy recall), ignored, then clears it; a lookup is a failed recall', async () => {
    const apple = entryOf('apple');
    const res = await send('PUT', '/api/reading/words/status', { entryId: apple, status: 'known', requestId: 'known-apple-1' });
    expect(res.json().data).toEqual({ key: `e:${apple}`, status: 'known' });
    expect(await readingLogs()).toEqual([{ rating: 4, correct: 1, source: 'reading', request_id: 'reading:known-apple-1' }]);
    // Known again: no second recall.
    await send('PUT', '/api/reading/words/status', { entryId: apple, status: 'known' });
    expect(await readingLogs()).toHaveLength(1);
    expect(statusOf(await page(1), `e:${apple}`)).toBe('known');

    await send('PUT', '/api/reading/words/status', { entryId: apple, status: 'ignored' });
    expect(statusOf(await page(1), `e:${apple}`)).toBe('ignored');
    // Cleared: the memory decides again (reviewed easy just now: known).
    await send('PUT', '/api/reading/words/status', { entryId: apple, status: 'new' });
    expect(statusOf(await page(1), `e:${apple}`)).toBe('known');

    const river = entryOf('river');
    const look = { entryId: river, bookId: article.bookId, requestId: 'lookup-river-1' };
    expect((await send('POST', '/api/reading/lookups', look)).json().data).toEqual({ recorded: true, status: 'learning' });
    expect((await send('POST', '/api/reading/lookups', look)).json().data).toEqual({ recorded: false, status: 'learning' });
    const logs = await readingLogs();
    expect(logs.filter((l) => l.request_id === 'reading:lookup-river-1')).toEqual([
      { rating: 1, correct: 0, source: 'reading', request_id: 'reading:lookup-river-1' },
    ]);
    expect(statusOf(await page(1), `e:${river}`)).toBe('learning');
  });

  it('marks the rest of the page known: only new words, one easy recall per dictionary word, once', async () => {
    const river = entryOf('river');
    await send('POST', '/api/reading/lookups', { entryId: river, bookId: article.bookId, requestId: 'lookup-river-2' });
    await send('PUT', '/api/reading/words/status', { lemma: 'the', lang: 'en', status: 'ignored' });
    const before = await page(1);
    const fresh = before.words.filter((w) => w.status === 'new');
    const res = await send('POST', `/api/reading/books/${article.bookId}/pages/1/known`, {});
    expect(res.statusCode).toBe(200);
    const result = res.json().data as { marked: number; reviews: number; keys: string[] };
    expect(result.keys.sort()).toEqual(fresh.map((w) => w.key).sort());
    expect(result.reviews).toBe(fresh.filter((w) => w.entryId !== null).length);
    expect(result.reviews).toBeGreaterThan(3);
    const after = await page(1);
    expect(statusOf(after, `e:${river}`)).toBe('learning');
    expect(statusOf(after, 'l:the')).toBe('ignored');
    expect(after.words.filter((w) => w.status === 'new')).toHaveLength(0);
    const easy = (await readingLogs()).filter((l) => l.request_id.startsWith('reading:rdp-'));
    expect(easy).toHaveLength(result.reviews);
    expect(easy.every((l) => l.rating === 4 && l.correct === 1)).toBe(true);
    // Again: nothing left to mark, nothing written.
    expect((await send('POST', `/api/reading/books/${article.bookId}/pages/1/known`, {})).json().data).toMatchObject({
      marked: 0,
      reviews: 0,
    });
    expect(await readingLogs()).toHaveLength(easy.length + 1);
  });

  it('remembers the position per book and lists the reading history', async () => {
    const res = await send('PUT', `/api/reading/books/${article.bookId}/position`, { page: 2, sentence: 1 });
    expect(res.json().data).toMatchObject({ page: 2, sentence: 1 });
    expect(((await get(`/api/reading/books/${article.bookId}`)).json().data as ReadingSummary).position).toMatchObject({
      page: 2,
      sentence: 1,
    });
    expect((await page(1)).position).toMatchObject({ page: 2 });
    const history = (await get('/api/reading/history')).json().data.items;
    expect(history).toEqual([
      expect.objectContaining({
        bookId: article.bookId,
        page: 2,
        pages: 2,
        progress: 100,
        titles: expect.objectContaining({ en: 'Article walk' }),
      }),
    ]);
    const other = await signUp(t, '13800138091');
    expect((await get('/api/reading/history', other)).json().data.items).toEqual([]);
  });

  it("answers another user's private article like an unknown id; refuses a word book, a bad page and bad input, writing nothing", async () => {
    const owner = await signUp(t, '13800138092');
    const ownerId = Number((await get('/api/user/info', owner)).json().data.id);
    const priv = await seedArticle(t, { slug: 'secret', ownerId, status: 'private' });
    expect((await get(`/api/reading/books/${priv.bookId}/pages/1`, owner)).statusCode).toBe(200);

    const foreign = await send('PUT', `/api/reading/books/${priv.bookId}/position`, { page: 1 });
    const unknown = await send('PUT', `/api/reading/books/999999/position`, { page: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().data.error).toBe('reading.bookNotFound');
    expect((await get(`/api/reading/books/${priv.bookId}`)).statusCode).toBe(404);
    expect((await get(`/api/reading/books/${priv.bookId}/pages/1`)).statusCode).toBe(404);
    expect((await send('POST', `/api/reading/books/${priv.bookId}/pages/1/known`, {})).statusCode).toBe(404);
    const lookup = await send('POST', '/api/reading/lookups', {
      entryId: entryOf('apple'),
      bookId: priv.bookId,
      requestId: 'lookup-secret',
    });
    expect(lookup.statusCode).toBe(404);

    const words = await get(`/api/reading/books/${fx.wordBookId}`);
    expect(words.statusCode).toBe(422);
    expect(words.json().data.error).toBe('reading.notArticle');
    const bad = await send('PUT', `/api/reading/books/${article.bookId}/position`, { page: 3 });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().msg).toBe('There is no such page (2 pages)');
    expect((await get(`/api/reading/books/${article.bookId}/pages/0`)).statusCode).toBe(422);
    const noWord = await send('PUT', '/api/reading/words/status', { status: 'known' });
    expect(noWord.statusCode).toBe(422);
    expect(noWord.json().data.error).toBe('reading.wordRequired');
    expect((await send('PUT', '/api/reading/words/status', { entryId: entryOf('apple'), status: 'learning' })).statusCode).toBe(422);
    expect((await send('PUT', '/api/reading/words/status', { entryId: 99999999, status: 'known' })).statusCode).toBe(404);

    expect(await countRows(t.app.db, 'word_status')).toBe(0);
    expect(await countRows(t.app.db, 'reading_positions')).toBe(0);
    expect(await readingLogs()).toEqual([]);
  });

  it('analyses an edited item again (the cache follows the text)', async () => {
    const owner = await signUp(t, '13800138093');
    const ownerId = Number((await get('/api/user/info', owner)).json().data.id);
    const mine = await seedArticle(t, { slug: 'mine', ownerId, status: 'private', paragraphs: ['The apple is red.', 'The tiger sleeps.'] });
    const first = (await get(`/api/reading/books/${mine.bookId}/pages/1`, owner)).json().data as ReadingPage;
    expect(first.words.some((w) => w.lemma === 'apple')).toBe(true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${mine.bookId}/items/${mine.itemIds[0]}`,
      payload: { text: 'The banana is yellow.' },
      headers: auth(owner),
    });
    expect(edit.statusCode).toBe(200);
    const second = (await get(`/api/reading/books/${mine.bookId}/pages/1`, owner)).json().data as ReadingPage;
    expect(second.paragraphs[0]?.sentences[0]?.text).toBe('The banana is yellow.');
    expect(second.words.some((w) => w.lemma === 'apple')).toBe(false);
    expect(second.words.find((w) => w.lemma === 'banana')?.entryId).toBe(entryOf('banana'));
  });
});
