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

  /** `lang` filters to one language; `prefer` orders all languages, that one first. */
  async function search(q: string, prefer?: string, lang?: string): Promise<DictSearchHit[]> {
    const res = await t.app.inject({
      url: `/api/dict/search?q=${encodeURIComponent(q)}${prefer ? `&prefer=${prefer}` : ''}${lang ? `&lang=${lang}` : ''}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DictSearchHit[];
  }
  const name = (hit: DictSearchHit | undefined) => (hit ? `${hit.lang}:${hit.headword}:${hit.match}` : 'none');
  const first = async (q: string, prefer?: string) => name((await search(q, prefer))[0]);

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

  // 時間 is a Japanese headword and the traditional form of Chinese 时间 (an inflected-form key).
  it('ranks an exact headword above another language’s near match, the preferred language first', async () => {
    expect((await search('時間')).slice(0, 2).map(name)).toEqual(['ja:時間:exact', 'zh:时间:lemma']);
    expect((await search('時間', 'ja')).slice(0, 2).map(name)).toEqual(['ja:時間:exact', 'zh:时间:lemma']);
    // A learner of Chinese typing the traditional form means the Chinese word.
    expect((await search('時間', 'zh')).slice(0, 2).map(name)).toEqual(['zh:时间:lemma', 'ja:時間:exact']);
    // Exact and inflected-form matches of every language lead the preferred language's prefixes.
    const hits = (await search('時', 'zh')).map(name);
    expect(hits.slice(0, 2)).toEqual(['zh:时:lemma', 'ja:時:exact']);
    expect(hits.slice(2).every((h) => !h.endsWith(':exact') && !h.endsWith(':lemma'))).toBe(true);
  });

  it('filters to one language with lang', async () => {
    const hits = await search('時間', 'ja', 'zh');
    expect(hits.map(name)[0]).toBe('zh:时间:lemma');
    expect(hits.every((h) => h.lang === 'zh')).toBe(true);
  });
});
