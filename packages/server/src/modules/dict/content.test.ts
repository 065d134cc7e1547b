/**
 * Search over the real built content (the most frequent entries of each language, loaded by the
 * content loader): the shapes the loader writes are the shapes search reads.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DictEntry, DictSearchHit } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { loadContent } from '../../content/loader.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';

const dataDir = loadConfig({}).CONTENT_DIR;
const built = existsSync(join(dataDir, 'manifest.json'));

describe.skipIf(!built).each(backends)('dictionary search over the built content on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await loadContent(t.app.db, { dataDir, limitPerLang: 2500 });
  });
  afterAll(async () => t.close());

  async function search(q: string, lang?: string): Promise<DictSearchHit[]> {
    const res = await t.app.inject({
      url: `/api/dict/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DictSearchHit[];
  }
  const first = async (q: string, lang?: string) => {
    const [hit] = await search(q, lang);
    return hit ? `${hit.lang}:${hit.headword}:${hit.match}` : 'none';
  };

  it('finds English words, their inflected forms and prefixes by frequency', async () => {
    expect(await first('bank', 'en')).toBe('en:bank:exact');
    expect((await search('mice', 'en')).map((h) => `${h.headword}:${h.match}`)).toContain('mouse:lemma');
    const ban = await search('ban', 'en');
    expect(ban.length).toBeGreaterThan(3);
    const ranks = ban.filter((h) => h.lang === 'en' && h.match === 'prefix').map((h) => h.freqRank ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const bank = (await search('bank', 'en'))[0];
    expect(bank?.gloss).toMatch(/银行/);
  });

  it('finds Chinese by hanzi and by pinyin with or without tones', async () => {
    for (const q of ['银行', 'yinhang', 'yín háng', 'yin2hang2'])
      expect(await first(q, 'zh'), q).toBe(q === '银行' ? 'zh:银行:exact' : 'zh:银行:reading');
  });

  it('finds Japanese by kanji and kana, Korean by hangul, Spanish by a conjugated form', async () => {
    expect(await first('学校', 'ja')).toBe('ja:学校:exact');
    expect(await first('がっこう', 'ja')).toBe('ja:学校:reading');
    expect(await first('학교', 'ko')).toBe('ko:학교:exact');
    expect(await first('hablo', 'es')).toBe('es:hablar:lemma');
  });

  it('opens an entry and follows its antonyms and equivalents to their own entries', async () => {
    const get = async <T>(url: string) => (await t.app.inject({ url })).json().data as T;
    const [good] = await search('good', 'en');
    const entry = await get<DictEntry>(`/api/dict/entries/${good?.id}`);
    expect(entry).toMatchObject({ headword: 'good', lang: 'en' });
    expect(entry.meanings.zh?.length).toBeGreaterThan(0);
    expect(entry.antonyms).toContain('bad');
    const bad = await get<{ id: number }>('/api/dict/lookup?word=bad&lang=en');
    expect((await get<DictEntry>(`/api/dict/entries/${bad.id}`)).headword).toBe('bad');

    const [bank] = await search('bank', 'en');
    const { equivalents } = await get<DictEntry>(`/api/dict/entries/${bank?.id}`);
    expect(equivalents).toContain('zh:银行');
    const yinhang = await get<{ id: number }>(`/api/dict/lookup?word=${encodeURIComponent('银行')}&lang=zh`);
    expect((await get<DictEntry>(`/api/dict/entries/${yinhang.id}`)).headword).toBe('银行');
  });
});
