/** The admins' review of a public book tells its owner on the info tab (kind `book_review`), once per decision. */
import type { Session } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from '../dict/test-factory.js';
import { english } from '../dict/test-fixtures.js';

const ADMIN = '13800138399';
const words = Array.from({ length: 12 }, (_, i) => `own${i}@@意思${i}`).join('\n');
const form = { lang: 'en', level: 3, type: 'word', mode: 'professional', nativeTitle: 'Reviewed words', list: `go@@去\n${words}` };

describe.each(backends)('book review notices on %s', (backend) => {
  let t: TestApp;
  let owner: Session;
  let admin: Session;
  beforeEach(async () => {
    t = await createTestApp(backend, { ADMIN_PHONES: ADMIN });
    await insertEntries(t.app.db, english);
    owner = await signUp(t, '13800138311');
    admin = await signUp(t, ADMIN);
  });
  afterEach(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, s: Session, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...auth(s), 'accept-language': 'en' } });
  const ok = async (method: 'GET' | 'POST', url: string, s: Session, payload?: object) => {
    const res = await call(method, url, s, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  it('a rejection with its reason, then nothing more for a refused second review', async () => {
    const p = await ok('POST', '/api/upload/preview', owner, { ...form, visibility: 'public' });
    const bookId = (await ok('POST', `/api/upload/${p.uploadId}/apply`, owner, {})).bookId as number;
    expect((await ok('GET', '/api/notifications', owner)).items).toEqual([]);
    await ok('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'reject', reason: 'Row 3 is wrong' });
    const items = (await ok('GET', '/api/notifications', owner)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'book_review',
      refId: String(bookId),
      read: false,
      payload: { decision: 'reject', reason: 'Row 3 is wrong' },
    });
    expect(Object.values(items[0].payload.titles)).toContain('Reviewed words');
    expect((await call('POST', `/api/admin/books/${bookId}/review`, admin, { decision: 'approve' })).statusCode).toBe(409);
    expect((await ok('GET', '/api/notifications', owner)).items).toHaveLength(1);
    expect((await ok('GET', '/api/notifications', admin)).items).toEqual([]);
  });
});
