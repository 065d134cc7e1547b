/** Search input edge cases, entry detail, word lookup and content credits against the real app. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from './test-factory.js';
import { allLanguages } from './test-fixtures.js';

describe.each(backends)('dictionary entries on %s', (backend) => {
  let t: TestApp;
  let ids: Map<string, number>;
  const contentDir = mkdtempSync(join(tmpdir(), 'qfl-content-'));
  beforeAll(async () => {
    t = await createTestApp(backend, { CONTENT_DIR: contentDir });
    ids = await insertEntries(t.app.db, allLanguages);
  });
  afterAll(async () => {
    await t.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });
  const q = (s: string) => `/api/dict/search?q=${encodeURIComponent(s)}`;

  describe('bad search input', () => {
    it('answers an empty list for an empty, blank or missing query', async () => {
      for (const url of [q(''), q('   '), '/api/dict/search']) {
        const res = await get(url);
        expect(res.json()).toEqual({ code: 200, msg: 'ok', data: [] });
      }
    });

    it('rejects a query over 200 characters with the localized message', async () => {
      const res = await get(q('a'.repeat(201)), 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 500,
        msg: 'The search text may have at most 200 characters',
        data: { error: 'dict.queryTooLong' },
      });
      expect((await get(q('a'.repeat(200)))).statusCode).toBe(200);
    });

    it('rejects control characters and answers nothing for pure punctuation', async () => {
      const bad = await get(q('ba\u0007nk'), 'es');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().data.error).toBe('dict.queryInvalid');
      // U+0000 is refused before any route, as no database stores it (http/storable-input.ts).
      const nul = await get(q('ba\u0000nk'), 'es');
      expect(nul.statusCode).toBe(422);
      expect(nul.json().data).toMatchObject({ error: 'validation', params: { field: 'q' } });
      for (const s of ['!!!', '...', '？？', '—', '%', "'", '_', '\\']) {
        expect((await get(q(s))).json().data, s).toEqual([]);
      }
    });

    it('never fails on odd input', async () => {
      for (const s of ['银hang', 'ｂａｎｋ銀行', '🙂', 'a\u0301', '\u{10ffff}', 'ÿ', `${'x'.repeat(198)}\u{10ffff}`, 'ß', '%00', 'ban%']) {
        const res = await get(q(s));
        expect(res.statusCode, s).toBe(200);
        expect(Array.isArray(res.json().data)).toBe(true);
      }
    });

    it('validates lang and limit', async () => {
      expect((await get(`${q('bank')}&lang=fr`)).statusCode).toBe(422);
      expect((await get(`${q('bank')}&limit=0`)).statusCode).toBe(422);
      expect((await get(`${q('bank')}&limit=51`)).statusCode).toBe(422);
    });
  });

  describe('entry detail', () => {
    it('answers the whole entry', async () => {
      const res = await get(`/api/dict/entries/${ids.get('en:bank')}`);
      expect(res.json()).toMatchObject({
        code: 200,
        data: {
          id: ids.get('en:bank'),
          lang: 'en',
          headword: 'bank',
          pronA: 'bæŋk',
          pos: ['n.', 'v.'],
          meanings: { zh: ['银行', '河岸'], en: ['an institution for money', 'the side of a river'] },
          examples: [{ text: 'She works at a bank.', translation: '她在一家银行工作。', translationLang: 'zh' }],
          synonyms: ['shore'],
          equivalents: ['zh:银行', 'es:banco'],
          confusing: [{ words: ['bank', 'bench'], note: 'bench is a long seat' }],
          forms: ['banks', 'banked', 'banking'],
          roots: ['banc'],
          freqRank: 700,
        },
      });
      expect(res.json().data).not.toHaveProperty('inNewWords');
      // Related words the dictionary has come with their ids; the others (and the word itself) do not.
      expect(res.json().data.related).toEqual({
        'en:shore': ids.get('en:shore'),
        'en:bench': ids.get('en:bench'),
        'zh:银行': ids.get('zh:银行'),
        'es:banco': ids.get('es:banco'),
      });
    });

    it('answers the localized not-found message for an unknown id', async () => {
      const res = await get('/api/dict/entries/999999', 'ja');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 500, msg: '単語が見つかりません', data: { error: 'dict.entryNotFound' } });
    });

    it('rejects an id that is not a positive integer', async () => {
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
        expect((await get(`/api/dict/entries/${id}`)).statusCode, id).toBe(422);
      }
    });
  });

  describe('lookup', () => {
    it('resolves a related word to its entry: exact, then inflected form, then reading', async () => {
      expect((await get('/api/dict/lookup?word=shore&lang=en')).json().data).toEqual({ id: ids.get('en:shore') });
      expect((await get('/api/dict/lookup?word=Went')).json().data).toEqual({ id: ids.get('en:go') });
      expect((await get(`/api/dict/lookup?word=${encodeURIComponent('银行')}&lang=zh`)).json().data).toEqual({ id: ids.get('zh:银行') });
      expect((await get('/api/dict/lookup?word=banco&lang=es')).json().data).toEqual({ id: ids.get('es:banco') });
      expect((await get('/api/dict/lookup?word=pan')).json().data).toEqual({ id: ids.get('es:pan') });
    });

    it('resolves a form that only a deinflection rule knows to its word', async () => {
      expect((await get(`/api/dict/lookup?word=${encodeURIComponent('银行了')}&lang=zh`)).json().data).toEqual({ id: ids.get('zh:银行') });
      expect((await get(`/api/dict/lookup?word=${encodeURIComponent('银行了')}`)).json().data).toEqual({ id: ids.get('zh:银行') });
    });

    it('answers 404 when nothing matches', async () => {
      const res = await get('/api/dict/lookup?word=nonexistentword&lang=en', 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ msg: 'Word not found', data: { error: 'dict.entryNotFound' } });
    });
  });

  describe('content credits', () => {
    it('answers an empty list while no content is built, then the manifest sources', async () => {
      expect((await get('/api/content/credits')).json().data).toEqual({ available: false, builtAt: null, sources: [] });
      const source = {
        name: 'cc-cedict',
        title: 'CC-CEDICT',
        license: 'CC BY-SA 4.0',
        attribution: 'MDBG',
        url: 'https://cc-cedict.org',
        used: 'zh entries',
      };
      writeFileSync(join(contentDir, 'manifest.json'), JSON.stringify({ builtAt: '2025-01-01T00:00:00Z', sources: [source, 'junk'] }));
      expect((await get('/api/content/credits')).json().data).toEqual({
        available: true,
        builtAt: '2025-01-01T00:00:00Z',
        sources: [source],
      });
    });
  });
});
