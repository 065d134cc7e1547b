/** Search ranking in every language through the real app and database. */
import type { DictSearchHit } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from './test-factory.js';
import { allLanguages } from './test-fixtures.js';

describe.each(backends)('dictionary search on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertEntries(t.app.db, allLanguages);
  });
  afterAll(async () => t.close());

  async function search(q: string, extra = '', lang = 'en'): Promise<DictSearchHit[]> {
    const res = await t.app.inject({ url: `/api/dict/search?q=${encodeURIComponent(q)}${extra}`, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DictSearchHit[];
  }
  const words = (hits: DictSearchHit[]) => hits.map((h) => `${h.lang}:${h.headword}:${h.match}`);

  describe('English', () => {
    it('ranks the exact headword, then the inflected form, then prefixes', async () => {
      expect(words(await search('saw', '&lang=en'))).toEqual(['en:saw:exact', 'en:see:lemma', 'en:sawdust:prefix']);
    });

    it('finds the headword of an inflected form', async () => {
      expect(words(await search('went'))).toEqual(['en:go:lemma']);
      expect(words(await search('mice'))).toEqual(['en:mouse:lemma']);
      expect(words(await search('Going '))).toEqual(['en:go:lemma']);
    });

    it('orders prefix matches by frequency, unranked last', async () => {
      const hits = await search('ban', '&lang=en');
      expect(words(hits).slice(0, 5)).toEqual([
        'en:ban:exact',
        'en:bank:prefix',
        'en:band:prefix',
        'en:banana:prefix',
        'en:bandicoot:prefix',
      ]);
      expect(hits[0]).toMatchObject({ gloss: 'to forbid', freqRank: 2000, reading: null });
    });

    it('does not offer a headword for a mere prefix of one of its forms', async () => {
      expect(words(await search('wen'))).toEqual([]);
    });

    it('matches multi-word headwords and normalizes width and case', async () => {
      expect(words(await search('ICE  cream'))).toEqual(['en:ice cream:exact']);
      expect(words(await search('ＢＡＮＫ'))[0]).toBe('en:bank:exact');
    });

    it('puts the preferred language first but still shows the others', async () => {
      expect(words(await search('ban', '&prefer=en'))).toEqual([
        'en:ban:exact',
        'en:bank:prefix',
        'en:band:prefix',
        'en:banana:prefix',
        'en:bandicoot:prefix',
        'zh:办:reading',
        'es:banco:prefix',
      ]);
      // Without a preferred language the match kind decides first.
      expect(words(await search('ban')).slice(0, 3)).toEqual(['en:ban:exact', 'zh:办:reading', 'en:bank:prefix']);
      expect(words(await search('pan', '&prefer=es'))).toEqual(['es:pan:exact', 'en:pan:exact']);
      expect(words(await search('pan', '&prefer=en'))).toEqual(['en:pan:exact', 'es:pan:exact']);
    });

    it('filters to one language with lang (prefer is then moot)', async () => {
      expect(words(await search('ban', '&lang=zh'))).toEqual(['zh:办:reading']);
      expect(words(await search('pan', '&lang=en&prefer=es'))).toEqual(['en:pan:exact']);
      expect(words(await search('ban', '&lang=en')).every((w) => w.startsWith('en:'))).toBe(true);
    });

    it('respects the limit', async () => {
      expect(await search('ban', '&limit=2')).toHaveLength(2);
    });
  });

  describe('Chinese', () => {
    it('finds hanzi as exact and prefix', async () => {
      expect(words(await search('银'))).toEqual(['zh:银:exact', 'zh:银行:prefix', 'zh:银河:prefix']);
    });

    it.each(['yinhang', 'yín háng', 'yínháng', 'yin2 hang2', 'yin2hang2', 'YinHang', 'yin hang'])('finds 银行 by pinyin %s', async (q) => {
      expect(words(await search(q))[0]).toBe('zh:银行:reading');
    });

    it('finds the word of a form with an aspect particle or reduplication, ranked as an inflected form', async () => {
      expect(words(await search('银行了', '&lang=zh'))).toEqual(['zh:银行:lemma']);
      expect(words(await search('银银', '&lang=zh'))[0]).toBe('zh:银:lemma');
    });

    it('orders pinyin prefixes by frequency', async () => {
      expect(words(await search('yin'))).toEqual(['zh:银:reading', 'zh:因为:prefix', 'zh:音乐:prefix', 'zh:银行:prefix', 'zh:银河:prefix']);
      expect(words(await search('yinh'))).toEqual(['zh:银行:prefix', 'zh:银河:prefix']);
    });

    it.each(['nǚ', 'nü', 'nv', 'nv3', 'NV'])('finds 女 by pinyin %s (ü typed as v or with tones)', async (q) => {
      expect(words(await search(q))[0]).toBe('zh:女:reading');
    });

    it('finds a simplified word by its traditional form', async () => {
      expect(words(await search('綠'))).toEqual(['zh:绿:lemma']);
    });

    it("accepts an apostrophe between syllables (xi'an)", async () => {
      expect(words(await search("xi'an"))).toContain('zh:西安:reading');
    });

    it('glosses in the reader language, falling back to English then Chinese', async () => {
      const [zhHit] = await search('银行', '', 'ja');
      expect(zhHit).toMatchObject({ headword: '银行', reading: 'yín háng', gloss: '銀行' });
      const [esReader] = await search('银行', '', 'es');
      expect(esReader?.gloss).toBe('bank');
      const [bank] = await search('bank', '', 'zh');
      expect(bank?.gloss).toBe('银行; 河岸');
    });
  });

  describe('Japanese', () => {
    it('finds kanji and kana', async () => {
      // 学校 is also a Chinese word, and the meaning of Korean 학교.
      expect(words(await search('学校'))).toEqual(['ja:学校:exact', 'ko:학교:meaning']);
      expect(words(await search('がっこう'))).toEqual(['ja:学校:reading']);
      expect(words(await search('学'))).toEqual(['ja:学校:prefix', 'ja:学生:prefix']);
      expect(words(await search('が'))).toEqual(['ja:学校:prefix', 'ja:学生:prefix']);
      expect(words(await search('ありがとう'))).toEqual(['ja:ありがとう:exact']);
    });

    it('finds romaji as a reading, whole only, after every other hit unless Japanese is meant', async () => {
      expect(words(await search('gakkou', '&lang=ja'))).toEqual(['ja:学校:reading']);
      expect(words(await search('gakusei', '&prefer=ja'))).toEqual(['ja:学生:reading']);
      // No prefix scan for romaji: がく matches no reading whole.
      expect(words(await search('gaku', '&lang=ja'))).toEqual([]);
      // Not meant for Japanese: the romaji hit comes after every other language's hits.
      expect(words(await search('gakusei')).at(-1)).toBe('ja:学生:prefix');
    });

    it('accepts either syllabary', async () => {
      expect(words(await search('ガッコウ'))).toEqual(['ja:学校:reading']);
      // Typed in the other syllabary: a reading match, ranked by frequency.
      expect(words(await search('こーひー'))).toEqual(['ja:コーヒー:reading', 'ja:珈琲:reading']);
      expect(words(await search('コーヒー'))).toEqual(['ja:コーヒー:exact', 'ja:珈琲:reading']);
    });
  });

  describe("in the learner's own language", () => {
    it('finds the words of other languages that mean the typed word, after its own exact hits', async () => {
      // A Spanish speaker types banco; English bank means it (its Spanish meaning is banco).
      expect(words(await search('banco'))).toEqual(['es:banco:exact', 'en:bank:meaning']);
      // A Chinese speaker types 银行: the words that mean it, ranked by frequency.
      const yinhang = ['en:bank:meaning', 'es:banco:meaning', 'ko:은행:meaning', 'ja:銀行:meaning'];
      expect(words(await search('银行'))).toEqual(['zh:银行:exact', ...yinhang]);
      // The language being learned comes first among them.
      expect(words(await search('银行', '&prefer=ko'))).toEqual([
        'zh:银行:exact',
        'ko:은행:meaning',
        'en:bank:meaning',
        'es:banco:meaning',
        'ja:銀行:meaning',
      ]);
      expect(words(await search('school', '&lang=ko'))).toEqual(['ko:학교:meaning']);
      const [hit] = await search('school', '&lang=ko', 'en');
      expect(hit).toMatchObject({ headword: '학교', gloss: 'school', match: 'meaning' });
    });

    it('needs the whole word: a prefix of a meaning finds nothing by meaning', async () => {
      expect(words(await search('schoo', '&lang=ko'))).toEqual([]);
      expect(words(await search('banc', '&lang=en'))).toEqual([]);
      expect(words(await search('banco', '&lang=en'))).toEqual(['en:bank:meaning']);
      // Lookup resolves a word, never a meaning key.
      const lookup = await t.app.inject({ url: `/api/dict/lookup?word=${encodeURIComponent('\u0001es:banco')}&lang=en` });
      expect(lookup.statusCode).toBe(404);
    });
  });

  describe('Korean', () => {
    it('finds hangul exact and by prefix in frequency order, unranked last', async () => {
      // 은행 is also what English bank means to a Korean.
      expect(words(await search('은행'))).toEqual(['ko:은행:exact', 'en:bank:meaning']);
      expect(words(await search('학'))).toEqual(['ko:학교:prefix', 'ko:학생:prefix', 'ko:학원:prefix']);
    });

    it('finds a word by its romanisation', async () => {
      expect(words(await search('eunhaeng'))).toEqual(['ko:은행:reading']);
    });
  });

  describe('Spanish', () => {
    it('finds the infinitive of a conjugated form', async () => {
      expect(words(await search('hablo'))).toEqual(['es:hablar:lemma']);
      expect(words(await search('habló'))).toEqual(['es:hablar:lemma']);
      expect(words(await search('árboles'))).toEqual(['es:árbol:lemma']);
      expect(words(await search('arbol'))).toEqual(['es:árbol:reading']);
    });

    it('ranks an inflected form before prefixes, and prefixes by frequency', async () => {
      // Korean romanisations starting with "ha" follow, after the preferred language.
      expect(words(await search('ha', '&prefer=es')).slice(0, 4)).toEqual([
        'es:haber:lemma',
        'es:hacer:prefix',
        'es:hablar:prefix',
        'ko:학교:prefix',
      ]);
    });
  });

  describe('large prefixes', () => {
    // Many rare keys under one prefix and a few frequent entries: the frequent ones must win
    // whichever way the range is ranked (sorted when large, rank-ordered walk when dense).
    async function crowd(prefix: string, fillers: number): Promise<void> {
      const ids = await insertEntries(
        t.app.db,
        Array.from({ length: 22 }, (_, i) => ({
          lang: 'en',
          headword: `${prefix}w${String(i).padStart(2, '0')}`,
          freqRank: 1000 + i,
          meanings: { en: [`word ${i}`] },
        })),
      );
      const filler = ids.get(`en:${prefix}w00`) as number;
      const rows = Array.from({ length: fillers }, (_, i) => ({
        lang: 'en',
        key: `${prefix}f${String(i).padStart(5, '0')}`,
        kind: 'exact',
        entry_id: filler,
        rank: 50_000 + i,
      }));
      for (let i = 0; i < rows.length; i += 500)
        await t.app.db
          .insertInto('dict_keys')
          .values(rows.slice(i, i + 500))
          .execute();
    }
    const expected = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}w${String(i).padStart(2, '0')}`);

    it.each([
      ['zx', 700],
      ['zq', 4500],
    ])('ranks %s (%i keys) by frequency, the same when cached', async (prefix, fillers) => {
      await crowd(prefix, fillers);
      for (let round = 0; round < 2; round++) {
        const hits = await search(prefix, '&lang=en&limit=20');
        expect(hits.map((h) => h.headword)).toEqual(expected(prefix));
        expect(hits.every((h) => h.match === 'prefix')).toBe(true);
      }
    });
  });
});
