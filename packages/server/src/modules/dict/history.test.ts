/** Search history and the new-words flag of signed-in users, against the real app and database. */
import type { DictEntry, Session } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { dictRepo, HISTORY_MAX } from './repo.js';
import { insertEntries, signUp } from './test-factory.js';
import { english } from './test-fixtures.js';

describe.each(backends)('dictionary history and new words on %s', (backend) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let ids: Map<string, number>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    ids = await insertEntries(t.app.db, english);
    alice = await signUp(t, '13800000001');
    bob = await signUp(t, '13800000002');
  });
  afterAll(async () => t.close());

  const as = (s: Session) => ({ authorization: `Token ${s.token}`, 'accept-language': 'en' });
  const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: s ? as(s) : {}, ...(payload ? { payload } : {}) });
  const history = async (s: Session) =>
    (await call(s, 'GET', '/api/dict/history')).json().data.items as { id: number; query: string; lang: string }[];

  describe('history', () => {
    it('records look-ups newest first, once each, per user', async () => {
      for (const query of ['bank', 'go', '  Ice   cream ', 'bank']) {
        const res = await call(alice, 'POST', '/api/dict/history', { query, lang: 'en' });
        expect(res.statusCode).toBe(200);
      }
      await call(alice, 'POST', '/api/dict/history', { query: '银行', lang: 'zh' });
      expect((await history(alice)).map((h) => `${h.lang}:${h.query}`)).toEqual(['zh:银行', 'en:bank', 'en:Ice cream', 'en:go']);
      expect(await history(bob)).toEqual([]);
    });

    it('removes one item, only its owner may', async () => {
      const [first] = await history(alice);
      expect((await call(bob, 'DELETE', `/api/dict/history/${first?.id}`)).statusCode).toBe(404);
      const res = await call(alice, 'DELETE', `/api/dict/history/${first?.id}`);
      expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { removed: 1 } });
      expect((await history(alice)).map((h) => h.query)).toEqual(['bank', 'Ice cream', 'go']);
      expect((await call(alice, 'DELETE', `/api/dict/history/${first?.id}`)).statusCode).toBe(404);
    });

    it('clears all and keeps at most the newest 50', async () => {
      await call(bob, 'POST', '/api/dict/history', { query: 'bench', lang: 'en' });
      const cleared = await call(alice, 'DELETE', '/api/dict/history');
      expect(cleared.json().data).toEqual({ removed: 3 });
      expect(await history(alice)).toEqual([]);
      expect(await history(bob)).toHaveLength(1);

      for (let i = 0; i < HISTORY_MAX + 5; i++) await call(alice, 'POST', '/api/dict/history', { query: `word${i}`, lang: 'en' });
      const items = await history(alice);
      expect(items).toHaveLength(HISTORY_MAX);
      expect(items[0]?.query).toBe(`word${HISTORY_MAX + 4}`);
      const rows = await t.app.db.selectFrom('search_history').select('id').where('user_id', '=', alice.userInfo.id).execute();
      expect(rows).toHaveLength(HISTORY_MAX);
    });

    it('needs a signed-in user and valid input', async () => {
      expect((await call(null, 'GET', '/api/dict/history')).json()).toMatchObject({ code: 401 });
      expect((await call(null, 'DELETE', '/api/dict/history')).statusCode).toBe(401);
      expect((await call(alice, 'POST', '/api/dict/history', { query: '  ', lang: 'en' })).json().data.error).toBe('dict.queryInvalid');
      expect((await call(alice, 'POST', '/api/dict/history', { query: 'x'.repeat(201), lang: 'en' })).json()).toMatchObject({
        msg: 'The search text may have at most 200 characters',
      });
      expect((await call(alice, 'POST', '/api/dict/history', { query: 'bank', lang: 'fr' })).statusCode).toBe(422);
    });
  });

  describe('new-words book', () => {
    const entry = async (s: Session | null, id: number) => (await call(s, 'GET', `/api/dict/entries/${id}`)).json().data as DictEntry;

    it('persists the flag per user and lists the book newest first', async () => {
      const bank = ids.get('en:bank') as number;
      const go = ids.get('en:go') as number;
      expect((await entry(alice, bank)).inNewWords).toBe(false);

      const put = await call(alice, 'PUT', `/api/dict/entries/${bank}/new-words`, { inNewWords: true });
      expect(put.json().data).toEqual({ id: bank, inNewWords: true });
      await call(alice, 'PUT', `/api/dict/entries/${go}/new-words`, { inNewWords: true });
      expect((await entry(alice, bank)).inNewWords).toBe(true);
      expect((await entry(bob, bank)).inNewWords).toBe(false);
      expect(await entry(null, bank)).not.toHaveProperty('inNewWords');
      const stale = await t.app.inject({ url: `/api/dict/entries/${bank}`, headers: { authorization: 'Token not-a-live-token' } });
      expect(stale.json()).toMatchObject({ code: 401, data: { error: 'auth.tokenExpired' } });

      const book = (await call(alice, 'GET', '/api/dict/new-words')).json().data.items as { id: number; headword: string; gloss: string }[];
      expect(book.map((w) => w.headword)).toEqual(['go', 'bank']);
      expect(book[1]).toMatchObject({ id: bank, lang: 'en', gloss: 'an institution for money; the side of a river' });

      await call(alice, 'PUT', `/api/dict/entries/${bank}/new-words`, { inNewWords: false });
      expect((await entry(alice, bank)).inNewWords).toBe(false);
      const after = (await call(alice, 'GET', '/api/dict/new-words')).json().data.items as { headword: string }[];
      expect(after.map((w) => w.headword)).toEqual(['go']);
    });

    it('lists words put in the book within one millisecond newest first, also when put back', async () => {
      // Same clock value for every write: only the insertion order can tell them apart.
      const now = 1_700_000_000_000;
      const heads = ['bank', 'go', 'mouse'];
      const entryIds = heads.map((h) => ids.get(`en:${h}`) as number);
      for (const id of entryIds) await dictRepo.setNewWords(t.app.db, bob.userInfo.id, id, true, now);
      const list = async () => (await dictRepo.newWords(t.app.db, bob.userInfo.id, 10, 0)).map((w) => w.headword);
      expect(await list()).toEqual(['mouse', 'go', 'bank']);
      await dictRepo.setNewWords(t.app.db, bob.userInfo.id, entryIds[0] as number, false, now);
      await dictRepo.setNewWords(t.app.db, bob.userInfo.id, entryIds[0] as number, true, now);
      expect(await list()).toEqual(['bank', 'mouse', 'go']);
      // Taking one out leaves the others in their order.
      await dictRepo.setNewWords(t.app.db, bob.userInfo.id, entryIds[1] as number, false, now);
      expect(await list()).toEqual(['bank', 'mouse']);
    });

    it('answers not found for an unknown entry and needs a signed-in user', async () => {
      const res = await call(alice, 'PUT', '/api/dict/entries/999999/new-words', { inNewWords: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().data.error).toBe('dict.entryNotFound');
      expect((await call(null, 'PUT', `/api/dict/entries/${ids.get('en:go')}/new-words`, { inNewWords: true })).statusCode).toBe(401);
      expect((await call(alice, 'PUT', `/api/dict/entries/${ids.get('en:go')}/new-words`, { inNewWords: 'yes' })).statusCode).toBe(422);
      expect((await call(null, 'GET', '/api/dict/new-words')).statusCode).toBe(401);
    });
  });
});
