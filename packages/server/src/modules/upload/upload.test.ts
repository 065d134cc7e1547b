/**
 * Upload on a real database (SQLite, and PostgreSQL when configured): pasted lists and articles
 * in both modes, preview → apply, the form's checks in the spec's order, a failure mid-preview
 * leaving nothing, a failed apply leaving the draft hidden, and studying the new book with the
 * study loop.
 */
import type { Session, UploadPreview } from '@qfl/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from '../dict/test-factory.js';
import { english } from '../dict/test-fixtures.js';

const form = { lang: 'en', level: 3, type: 'word', visibility: 'private', mode: 'simple', nativeTitle: '我的词书' };

describe.each(backends)('upload on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeEach(async () => {
    t = await createTestApp(backend);
    await insertEntries(t.app.db, english);
    s = await signUp(t, '13800138201');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: auth(s),
      payload: { identity: 'student', nativeLang: 'zh', learningLang: 'en', level: 3 },
    });
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session: Session | null = s, lang = 'en') =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': lang } });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session: Session | null = s) => {
    const res = await call(method, url, payload, session);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const preview = (body: object, session: Session = s): Promise<UploadPreview> => ok('POST', '/api/upload/preview', body, session);

  it('previews a pasted word list in simple mode with the dictionary meanings, then applies it as a private book', async () => {
    const p = await preview({ ...form, list: 'go|bank|zzzqx|go' });
    expect(p.counts).toMatchObject({ items: 3, found: 2, notFound: 1, groups: 1 });
    expect(p.items.map((i) => [i.text, i.found])).toEqual([
      ['go', true],
      ['bank', true],
      ['zzzqx', false],
    ]);
    // The reader's native language first (Chinese), as the book will show it.
    expect(p.items[0]?.meanings[0]).toBe('去');
    expect(p.items[1]?.example?.text).toBe('She works at a bank.');
    expect(p.problems.map((x) => [x.code, x.row, x.skipped])).toEqual([
      ['notInDictionary', 3, false],
      ['duplicate', 4, false],
    ]);
    expect(p.problems[0]?.message).toBe('Row 3: "zzzqx" is not in the dictionary; it has no meaning yet');
    // Nobody sees a book yet, its owner included: the items wait in the preview's hidden draft.
    const draft = await t.app.db.selectFrom('books').select(['id', 'retired_at']).executeTakeFirstOrThrow();
    expect(draft.retired_at).not.toBeNull();
    expect(await countRows(t.app.db, 'book_items')).toBe(3);
    expect((await ok('GET', '/api/books?mine=1')).items).toHaveLength(0);
    for (const url of [`/api/books/${draft.id}`, `/api/books/${draft.id}/words`]) {
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    expect((await call('POST', '/api/study/sessions', { bookId: Number(draft.id), group: 1 })).statusCode).toBe(404);

    const { bookId } = await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    // Applied: the draft is the book, shown.
    expect(bookId).toBe(Number(draft.id));
    const mine = await ok('GET', '/api/books?mine=1');
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      id: bookId,
      status: 'private',
      reviewStatus: 'auto_approved',
      translationMode: 'simple',
      mine: true,
      itemCount: 3,
      titles: { zh: '我的词书' },
      category: 'upload',
    });
    // Applying again answers the same book, and creates nothing.
    expect((await ok('POST', `/api/upload/${p.uploadId}/apply`, {})).bookId).toBe(bookId);
    expect(await countRows(t.app.db, 'books')).toBe(1);

    // Studied like a built-in book: a group session with the word the dictionary does not know.
    const words = await ok('GET', `/api/books/${bookId}/words`);
    expect(words.items.map((w: { text: string; entryId: number | null }) => [w.text, w.entryId !== null])).toEqual([
      ['go', true],
      ['bank', true],
      ['zzzqx', false],
    ]);
    const session = await ok('POST', '/api/study/sessions', { bookId, group: 1 });
    expect(session.words.map((w: { text: string }) => w.text).sort()).toEqual(['bank', 'go', 'zzzqx']);
  });

  it('keeps the uploader’s own translations in professional mode, and a public one waits for review', async () => {
    const p = await preview({
      ...form,
      mode: 'professional',
      visibility: 'public',
      list: 'go@@走路，前往\nbank@@存钱的地方\nzzzqx@@自造词\nnothing@@',
    });
    expect(p.counts).toMatchObject({ items: 4, found: 2 });
    expect(p.items.map((i) => [i.text, i.translation, i.meanings[0] ?? null])).toEqual([
      ['go', '走路，前往', '走路，前往'],
      ['bank', '存钱的地方', '存钱的地方'],
      ['zzzqx', '自造词', '自造词'],
      ['nothing', null, null],
    ]);
    const { bookId } = await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    const [book] = (await ok('GET', '/api/books?mine=1')).items;
    expect(book).toMatchObject({ status: 'public', reviewStatus: 'pending' });
    const words = await ok('GET', `/api/books/${bookId}/words`);
    expect(words.items[0].meanings[0]).toBe('走路，前往');
    expect(words.items[2]).toMatchObject({ text: 'zzzqx', entryId: null, meanings: ['自造词'] });
  });

  it('checks the form in the spec’s order with localized messages, and stores nothing', async () => {
    const fail = async (body: object, lang = 'en') => {
      const res = await call('POST', '/api/upload/preview', body, s, lang);
      return [res.statusCode, res.json().data?.error, res.json().msg];
    };
    expect(await fail({})).toEqual([422, 'upload.langRequired', 'Please select book original language']);
    expect(await fail({}, 'zh')).toEqual([422, 'upload.langRequired', '请选择书籍原始语言']);
    expect((await fail({ lang: 'en' }))[1]).toBe('upload.levelRequired');
    expect((await fail({ lang: 'en', level: 21, type: 'word' }))[1]).toBe('upload.levelRequired');
    expect(await fail({ ...form, nativeTitle: '  ' })).toEqual([422, 'upload.titleRequired', 'Please enter native language title']);
    expect((await fail({ ...form, nativeTitle: '长'.repeat(21) }))[1]).toBe('upload.titleTooLong');
    expect((await fail({ ...form, nativeTitle: 'a'.repeat(40), list: 'go' }))[1]).toBeUndefined();
    expect((await fail({ ...form, list: '  ' }))[1]).toBe('upload.listRequired');
    expect((await fail({ ...form, type: 'sentence' }))[1]).toBe('upload.sentencesRequired');
    expect((await fail({ ...form, type: 'article' }, 'ja'))[2]).toBe('記事の本文を入力してください');
    expect((await fail({ ...form, list: 'a'.repeat(2_000_001) }))[1]).toBe('upload.textTooLong');
    // The one accepted preview: its upload and its hidden draft, and nothing of the refused ones.
    expect(await countRows(t.app.db, 'uploads')).toBe(1);
    expect(await countRows(t.app.db, 'books')).toBe(1);
    expect((await ok('GET', '/api/books?mine=1')).items).toHaveLength(0);
  });

  it('splits a pasted article into sentences, drops the too-short ones, and applies an article book', async () => {
    const article = 'Mr. Smith went to Washington. He said: "I will be back!" Ok.\nThe U.S. economy grew by 3.5 percent.';
    const p = await preview({ ...form, type: 'article', article });
    expect(p.items.map((i) => i.text)).toEqual([
      'Mr. Smith went to Washington.',
      'He said: "I will be back!"',
      'The U.S. economy grew by 3.5 percent.',
    ]);
    expect(p.problems.map((x) => x.code)).toEqual(['sentenceTooShort']);
    const { bookId } = await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    expect((await ok('GET', `/api/books/${bookId}`)).type).toBe('article');
  });

  it('keeps the native title first, so an edit of it without its language changes the right one', async () => {
    const p = await preview({ ...form, nativeLang: 'zh', nativeTitle: '我的词书', titles: { en: 'My words', ja: '' }, list: 'go' });
    const { bookId } = await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    expect(Object.entries((await ok('GET', '/api/books?mine=1')).items[0].titles)).toEqual([
      ['zh', '我的词书'],
      ['en', 'My words'],
    ]);
    const renamed = await ok('PUT', `/api/books/${bookId}`, { nativeTitle: '新的词书' });
    expect(renamed.titles).toEqual({ zh: '新的词书', en: 'My words' });
    const blank = await call('PUT', `/api/books/${bookId}`, { nativeTitle: ' ' });
    expect(blank.json().data.error).toBe('upload.titleRequired');
    const moved = await ok('PUT', `/api/books/${bookId}`, { nativeLang: 'en', nativeTitle: 'New words', titles: { zh: '' } });
    expect(Object.entries(moved.titles)).toEqual([['en', 'New words']]);
  });

  it('refuses another user’s or an unknown preview', async () => {
    const p = await preview({ ...form, list: 'go' });
    const other = await signUp(t, '13800138202');
    const res = await call('POST', `/api/upload/${p.uploadId}/apply`, {}, other);
    expect([res.statusCode, res.json().data.error]).toEqual([404, 'upload.notFound']);
    const unknown = await call('POST', '/api/upload/00000000-0000-4000-8000-000000000000/apply', {});
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/upload/preview', { ...form, list: 'go' }, null)).statusCode).toBe(401);
  });

  /** A database refusal of the items whose text is `text` (a trigger), on either database. */
  async function refuseItem(text: string) {
    if (backend === 'sqlite') {
      await sql`create trigger boom before insert on book_items when new.text = ${sql.lit(text)} begin select raise(abort, 'boom'); end`.execute(
        t.app.db,
      );
    } else {
      await sql`create function boom() returns trigger language plpgsql as $$ begin if new.text = ${sql.lit(text)} then raise exception 'boom'; end if; return new; end $$`.execute(
        t.app.db,
      );
      await sql`create trigger boom before insert on book_items for each row execute function boom()`.execute(t.app.db);
    }
  }

  it('leaves no book, no items and no upload when a write fails half-way through the preview', async () => {
    // The very last item refused, after a first chunk of 2,000 items and the draft book were written.
    await refuseItem('boom-item');
    const list = Array.from({ length: 2_500 }, (_, i) => `w${i}`).join('\n');
    const res = await call('POST', '/api/upload/preview', { ...form, list: `${list}\nboom-item`, progressKey: 'key-boom-0001' });
    expect(res.statusCode).toBe(500);
    expect(await countRows(t.app.db, 'books')).toBe(0);
    expect(await countRows(t.app.db, 'book_items')).toBe(0);
    expect(await countRows(t.app.db, 'uploads')).toBe(0);
    expect((await ok('GET', '/api/upload/progress/key-boom-0001')).stage).toBe('failed');
  });

  it('leaves the draft hidden and the preview to apply again when the apply fails', async () => {
    const p = await preview({ ...form, list: 'go|bank' });
    // The apply's one statement refused by the database.
    if (backend === 'sqlite') {
      await sql`create trigger boom before update on books begin select raise(abort, 'boom'); end`.execute(t.app.db);
    } else {
      await sql`create function boom() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`.execute(t.app.db);
      await sql`create trigger boom before update on books for each row execute function boom()`.execute(t.app.db);
    }
    const res = await call('POST', `/api/upload/${p.uploadId}/apply`, {});
    expect(res.statusCode).toBe(500);
    expect((await ok('GET', '/api/books?mine=1')).items).toHaveLength(0);
    expect((await ok('GET', `/api/upload/progress/${p.uploadId}`)).stage).toBe('failed');
    await sql`drop trigger boom${sql.raw(backend === 'sqlite' ? '' : ' on books')}`.execute(t.app.db);
    const { bookId } = await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    expect((await ok('GET', '/api/books?mine=1')).items.map((b: { id: number }) => b.id)).toEqual([bookId]);
    expect(await countRows(t.app.db, 'book_items')).toBe(2);
  });

  it('reports progress under the client’s key', async () => {
    const p = await preview({ ...form, list: 'go|bank', progressKey: 'key-12345678' });
    expect(p.counts.items).toBe(2);
    expect(await ok('GET', '/api/upload/progress/key-12345678')).toMatchObject({ stage: 'check', done: 2, total: 2 });
    await ok('POST', `/api/upload/${p.uploadId}/apply`, {});
    expect(await ok('GET', `/api/upload/progress/${p.uploadId}`)).toMatchObject({ stage: 'done', done: 2, total: 2 });
    // Another user cannot read it.
    const other = await signUp(t, '13800138203');
    expect((await call('GET', '/api/upload/progress/key-12345678', undefined, other)).statusCode).toBe(404);
  });
});
