/**
 * Uploaded books on every endpoint that reads books: a private book (and a public one before its
 * review) is its owner's alone — book lists, title search, book detail, words, study sessions,
 * quizzes and memory reviews of its items; the admins' review moves it, the owner edits and
 * deletes it. Speech (`GET /api/audio`) takes text, never a book or item id, so it cannot reveal
 * a book: there is nothing of a book to address there.
 */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from '../dict/test-factory.js';
import { english } from '../dict/test-fixtures.js';

const ADMIN = '13800138299';
const words = Array.from({ length: 12 }, (_, i) => `own${i}@@意思${i}`).join('\n');
const form = { lang: 'en', level: 3, type: 'word', mode: 'professional', nativeTitle: 'Private words', list: `go@@去\n${words}` };

describe.each(backends)('uploaded books on %s', (backend) => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let admin: Session;
  beforeEach(async () => {
    t = await createTestApp(backend, { ADMIN_PHONES: ADMIN });
    await insertEntries(t.app.db, english);
    owner = await signUp(t, '13800138211');
    other = await signUp(t, '13800138212');
    admin = await signUp(t, ADMIN);
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(session ? auth(session) : {}), 'accept-language': 'en' } });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: object) => {
    const res = await call(method, url, session, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const upload = async (visibility: 'private' | 'public', session = owner, extra: object = {}) => {
    const p = await ok('POST', '/api/upload/preview', session, { ...form, visibility, ...extra });
    return (await ok('POST', `/api/upload/${p.uploadId}/apply`, session, {})).bookId as number;
  };
  const listed = async (url: string, session: Session | null) => (await ok('GET', url, session)).items.map((b: { id: number }) => b.id);
  const firstItem = async (bookId: number, session: Session) =>
    (await ok('GET', `/api/books/${bookId}/words`, session)).items[1].itemId as number;

  /** Every book endpoint, as `session`: what it may see of `bookId`. */
  async function sees(bookId: number, session: Session | null, itemId: number) {
    const status = async (method: 'GET' | 'POST', url: string, payload?: object) => (await call(method, url, session, payload)).statusCode;
    return {
      list: (await listed('/api/books', session)).includes(bookId),
      search: (await listed('/api/books?q=private', session)).includes(bookId),
      detail: await status('GET', `/api/books/${bookId}`),
      words: await status('GET', `/api/books/${bookId}/words`),
      session: await status('POST', '/api/study/sessions', { bookId, group: 1 }),
      quiz: await status('POST', '/api/quiz', { from: 'book', bookId, size: 10 }),
      review: await status('POST', '/api/memory/reviews', {
        itemId,
        source: 'reading',
        correct: true,
        ms: 1000,
        requestId: `rv-${Math.random().toString(36).slice(2, 12)}`,
      }),
    };
  }
  const visible = { list: true, search: true, detail: 200, words: 200, session: 200, quiz: 200, review: 200 };
  const hidden = { list: false, search: false, detail: 404, words: 404, session: 404, quiz: 404, review: 404 };

  it('shows a private book to its owner only, on every endpoint', async () => {
    const bookId = await upload('private');
    const itemId = await firstItem(bookId, owner);
    expect(await sees(bookId, owner, itemId)).toEqual(visible);
    expect(await sees(bookId, other, itemId)).toEqual(hidden);
    // Admins included: a private book is private.
    expect(await sees(bookId, admin, itemId)).toEqual(hidden);
    expect((await listed('/api/books', null)).includes(bookId)).toBe(false);
    expect((await listed('/api/admin/books', admin)).includes(bookId)).toBe(false);
  });

  it('reviews a public professional book: hidden while pending and rejected, shown once approved', async () => {
    const bookId = await upload('public');
    const itemId = await firstItem(bookId, owner);
    expect(await sees(bookId, other, itemId)).toEqual(hidden);
    expect(await listed('/api/admin/books', admin)).toEqual([bookId]);
    // Not for ordinary users.
    expect((await call('GET', '/api/admin/books', other)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/books/${bookId}/review`, owner, { decision: 'approve' })).statusCode).toBe(403);

    // A rejection needs a reason, which the owner sees.
    const noReason = await call('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'reject' });
    expect([noReason.statusCode, noReason.json().data.error]).toEqual([422, 'book.reasonRequired']);
    await ok('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'reject', reason: 'Translations of row 3 are wrong' });
    expect((await ok('GET', '/api/books?mine=1', owner)).items[0]).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Translations of row 3 are wrong',
    });
    expect(await sees(bookId, other, itemId)).toEqual(hidden);
    const again = await call('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'approve' });
    expect(again.json().data.error).toBe('book.notPending');

    // The owner fixes a translation: back to review; approved, it is everyone's.
    await ok('PUT', `/api/books/${bookId}/items/${itemId}`, owner, { text: 'own0', translation: '自己的词' });
    expect((await ok('GET', '/api/books?mine=1', owner)).items[0]).toMatchObject({
      reviewStatus: 'pending',
      reviewReason: 'Translations of row 3 are wrong',
    });
    await ok('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'approve' });
    expect(await sees(bookId, other, itemId)).toEqual(visible);
    expect((await ok('GET', `/api/books/${bookId}/words`, other)).items[1].meanings).toEqual(['自己的词']);
  });

  it('auto approves a public simple book', async () => {
    const bookId = await upload('public', owner, { mode: 'simple', list: 'go|bank|banana' });
    expect((await ok('GET', '/api/books?mine=1', owner)).items[0]).toMatchObject({ reviewStatus: 'auto_approved' });
    expect((await listed('/api/books', other)).includes(bookId)).toBe(true);
  });

  it('lets only the owner edit and delete, and deleting removes the book with its item cards', async () => {
    const bookId = await upload('public', owner, { mode: 'simple', list: 'go|bank|banana|zzzqx' });
    // Both learners study it; "zzzqx" has no dictionary entry, so its card is the item's.
    for (const who of [owner, other]) {
      const session = await ok('POST', '/api/study/sessions', who, { bookId, group: 1 });
      expect(session.words).toHaveLength(4);
    }
    const itemId = (await ok('GET', `/api/books/${bookId}/words`, owner)).items[3].itemId as number;
    await ok('POST', '/api/memory/reviews', other, { itemId, source: 'reading', correct: true, ms: 900, requestId: 'rv-other-001' });
    await ok('POST', '/api/memory/reviews', other, {
      entryId: (await ok('GET', `/api/books/${bookId}/words`, other)).items[0].entryId,
      source: 'reading',
      correct: true,
      ms: 900,
      requestId: 'rv-other-002',
    });

    expect((await call('PUT', `/api/books/${bookId}`, other, { nativeTitle: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/books/${bookId}`, other)).statusCode).toBe(403);
    const renamed = await ok('PUT', `/api/books/${bookId}`, owner, { nativeTitle: 'Renamed', nativeLang: 'en', level: 5 });
    expect(renamed).toMatchObject({ level: 5, titles: { en: 'Renamed' } });

    const del = await call('DELETE', `/api/books/${bookId}/items/${itemId}`, owner);
    expect(del.statusCode).toBe(200);
    expect((await ok('GET', `/api/books/${bookId}/words`, owner)).items.map((w: { text: string }) => w.text)).toEqual([
      'go',
      'bank',
      'banana',
    ]);

    await ok('DELETE', `/api/books/${bookId}`, owner);
    expect(await countRows(t.app.db, 'books')).toBe(0);
    expect(await countRows(t.app.db, 'book_items')).toBe(0);
    // The word's memory lives on the dictionary entry: it stays.
    const cards = await t.app.db.selectFrom('memory_cards').select(['card_key']).execute();
    expect(cards.every((c) => c.card_key.startsWith('e:'))).toBe(true);
    expect(cards.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/books/${bookId}`, owner)).statusCode).toBe(404);
  });
});
