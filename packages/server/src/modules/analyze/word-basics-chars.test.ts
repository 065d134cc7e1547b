/**
 * Word basics' radicals and components on a real database with the real built character table
 * (content `chars.jsonl.gz`, read from CONTENT_DIR): 好, 河, 明 in Chinese, 語 in Japanese, in the
 * learner's UI language; and the table's own rules (shape names, the reverse index) in isolation.
 */
import type { CharRecord, RadicalRecord, Session, WordBasics } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import { type FactoryEntry, insertEntries, signUp } from '../dict/test-factory.js';
import { charParts, makeCharTable } from './char-table.js';

const ENTRIES: FactoryEntry[] = [
  { lang: 'zh', headword: '好', reading: 'hǎo', pos: ['adj.'], freqRank: 50, meanings: { en: ['good'] } },
  { lang: 'zh', headword: '你好', reading: 'nǐ hǎo', pos: ['interj.'], freqRank: 300, meanings: { en: ['hello'] } },
  { lang: 'zh', headword: '河', reading: 'hé', pos: ['n.'], freqRank: 2000, meanings: { en: ['river'] } },
  { lang: 'zh', headword: '明天', reading: 'míng tiān', pos: ['n.'], freqRank: 400, meanings: { en: ['tomorrow'] } },
  { lang: 'ko', headword: '학교', pos: ['noun'], freqRank: 200, meanings: { en: ['school'] }, forms: ['學校'] },
  { lang: 'ja', headword: '日本語', reading: 'にほんご', pos: ['n.'], freqRank: 700, meanings: { en: ['Japanese (language)'] } },
];

type Char = WordBasics['chars'][number];

describe.each(backends)('word basics: radicals and components on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertEntries(t.app.db, ENTRIES);
    s = await signUp(t, '13800138091');
  }, 60_000);
  afterAll(async () => t.close());

  const basics = async (word: string, lang: string, ui: string): Promise<WordBasics> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analyze/word-basics?word=${encodeURIComponent(word)}&lang=${lang}`,
      headers: { ...auth(s), 'accept-language': ui },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const char = (b: WordBasics, c: string): Char => {
    const found = b.chars.find((x) => x.char === c);
    if (!found) throw new Error(`no ${c}`);
    return found;
  };

  it('好 = 女 + 子 side by side, radical 38 (woman), 6 strokes', async () => {
    const hao = char(await basics('好', 'zh', 'en'), '好');
    expect(hao.radical).toEqual({
      number: 38,
      char: '女',
      kangxi: '⼥',
      form: '女',
      simplified: false,
      meaning: 'woman',
      meaningLang: 'en',
    });
    expect(hao).toMatchObject({ strokes: 6, residualStrokes: 3 });
    expect(hao.parts?.structure).toBe('lr');
    expect(hao.parts?.ids).toBe('⿰女子');
    const [woman, child] = hao.parts?.components ?? [];
    expect(woman).toMatchObject({ char: '女', isChar: true });
    expect(child).toMatchObject({ char: '子', isChar: true });
    // Common characters with 女: a handful, frequent ones (她), never 好 itself.
    expect(woman?.chars.length).toBeGreaterThan(2);
    expect(woman?.chars.length).toBeLessThanOrEqual(6);
    expect(woman?.chars).toContain('她');
    expect(woman?.chars).not.toContain('好');
  });

  it('河: radical 水 written 氵 (三点水 in Chinese, さんずい in Japanese), 氵 + 可', async () => {
    const zh = char(await basics('河', 'zh', 'zh'), '河');
    expect(zh.radical).toMatchObject({ number: 85, char: '水', form: '氵', name: '三点水', meaning: 'water' });
    expect(zh).toMatchObject({ strokes: 8, residualStrokes: 5 });
    expect(zh.parts?.ids).toBe('⿰氵可');
    // 氵 is a character of its own (U+6C35): searchable, with the characters written with it.
    expect(zh.parts?.components[0]).toMatchObject({ char: '氵', isChar: true });
    expect(zh.parts?.components[0]?.chars).toContain('没');
    expect(zh.parts?.components[1]).toMatchObject({ char: '可', isChar: true });
    const ja = char(await basics('河', 'zh', 'ja'), '河');
    expect(ja.radical?.name).toBe('さんずい');
    const ko = char(await basics('河', 'zh', 'ko'), '河');
    expect(ko.radical?.name).toBe('삼수변');
    const es = char(await basics('河', 'zh', 'es'), '河');
    expect(es.radical?.name).toBeUndefined();
    expect(es.radical).toMatchObject({ meaning: 'water', meaningLang: 'en' });
  });

  it('明 in a word: every character gets its radical and parts (明天)', async () => {
    const b = await basics('明天', 'zh', 'zh');
    expect(b.known).toBe(true);
    const ming = char(b, '明');
    expect(ming.radical).toMatchObject({ number: 72, char: '日', form: '日', name: '日部' });
    expect(ming.parts).toMatchObject({ structure: 'lr', ids: '⿰日月' });
    expect(ming.parts?.components.map((c) => c.char)).toEqual(['日', '月']);
    expect(char(b, '天').radical?.number).toBe(37);
  });

  it('Japanese kanji 語: radical 言 (言部), 14 strokes, 言 + 吾, Japanese characters with 言', async () => {
    const b = await basics('日本語', 'ja', 'ja');
    const go = char(b, '語');
    expect(go.radical).toMatchObject({ number: 149, char: '言', form: '言', simplified: false, name: '言部' });
    expect(go).toMatchObject({ strokes: 14, residualStrokes: 7 });
    expect(go.parts?.ids).toBe('⿰言吾');
    expect(go.parts?.components[0]?.chars).toContain('話');
    // The simplified form for Chinese: 语 has 讠.
    const yu = char(await basics('语', 'zh', 'zh'), '语');
    expect(yu.radical).toMatchObject({ number: 149, char: '讠', simplified: true, name: '言字旁' });
    expect(yu.parts?.ids).toBe('⿰讠吾');
  });

  it('Korean hanja get theirs too (學校 of 학교), named in Korean where the shape has a name', async () => {
    const b = await basics('학교', 'ko', 'ko');
    expect(b.hanja).toBe('學校');
    const hak = char(b, '學');
    expect(hak.radical).toMatchObject({ number: 39, char: '子', meaning: 'child' });
    expect(hak.radical?.name).toBeUndefined();
    expect(hak.strokes).toBe(16);
    expect(char(b, '校').radical).toMatchObject({ number: 75, char: '木' });
  });

  it('a word without Han characters has no character parts; nothing is written', async () => {
    const b = await basics('ひらがな', 'ja', 'en');
    expect(b.chars).toEqual([]);
  });
});

describe('character table', () => {
  const rads: RadicalRecord[] = [
    { n: 85, char: '水', kangxi: '⽔', en: 'water', names: { 氵: { zh: '三点水', ja: 'さんずい', ko: '삼수변' } } },
    { n: 30, char: '口', kangxi: '⼝', en: 'mouth' },
  ];
  const rows: CharRecord[] = [
    { c: '没', r: 85, f: '氵', s: 7, x: 4, p: ['氵', '殳'], st: 'lr', ids: '⿰氵殳', zh: 20 },
    { c: '河', r: 85, f: '氵', s: 8, x: 5, p: ['氵', '可'], st: 'lr', ids: '⿰氵可', zh: 900, ja: 500 },
    { c: '海', r: 85, f: '氵', s: 10, sj: 9, x: 7, p: ['氵', '每'], st: 'lr', ids: '⿰氵每', zh: 300, ja: 100 },
    { c: '品', r: 30, s: 9, x: 6, p: ['口', '口', '口'], st: 'triangle', ids: '⿱口⿰口口', zh: 500 },
  ];
  const table = makeCharTable(rows, rads);

  it('lists characters with a component by frequency in the language, the asked one left out', () => {
    expect(table.containing('氵', 'zh', 6)).toEqual(['没', '海', '河']);
    expect(table.containing('氵', 'ja', 6)).toEqual(['海', '河']);
    expect(table.containing('氵', 'zh', 6, '没')).toEqual(['海', '河']);
    expect(table.containing('氵', 'zh', 1)).toEqual(['没']);
    expect(table.containing('口', 'zh', 6)).toEqual(['品']);
    expect(table.containing('木', 'zh', 6)).toEqual([]);
  });

  it('names the radical in the UI language and counts Japanese strokes for ja', () => {
    expect(charParts(table, '海', 'zh', 'en').radical).toMatchObject({ form: '氵', meaning: 'water' });
    expect(charParts(table, '海', 'zh', 'en').radical?.name).toBeUndefined();
    expect(charParts(table, '海', 'zh', 'zh').strokes).toBe(10);
    expect(charParts(table, '海', 'ja', 'ja')).toMatchObject({ strokes: 9, radical: { name: 'さんずい' } });
    expect(charParts(table, '品', 'zh', 'zh')).toMatchObject({ radical: { name: '口部' }, parts: { structure: 'triangle' } });
    expect(charParts(table, '无', 'zh', 'zh')).toEqual({});
    expect(charParts(null, '河', 'zh', 'zh')).toEqual({});
  });
});
