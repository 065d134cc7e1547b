import { describe, expect, it } from 'vitest';
import type { EntryRecord } from '../types.js';
import { newEntry } from './entry.js';
import { addEquivalents, agree, bookTerms, firstGloss, posFamily } from './equivalents.js';

function entry(
  lang: 'en' | 'zh' | 'ja' | 'es' | 'ko',
  headword: string,
  en: string[],
  rank: number | null = 100,
  pos: string[] = [],
): EntryRecord {
  const e = newEntry(lang, headword);
  if (en.length) e.meanings.en = en;
  e.freqRank = rank;
  e.pos = pos;
  e.sources = lang === 'es' ? ['freedict-spa-eng'] : [];
  return e;
}

const findYinhang = (byLang: Record<string, EntryRecord[]>): EntryRecord | undefined => byLang.zh?.find((e) => e.headword === '银行');

describe('equivalents evidence', () => {
  it('reads the first gloss; qualified senses give none', () => {
    expect(firstGloss(entry('zh', '水', ['[shuǐ] water', 'river']))?.bare).toBe('water');
    expect(firstGloss(entry('zh', '去', ['to go; to leave']))).toMatchObject({ text: 'to go', bare: 'go', verb: true });
    expect(firstGloss(entry('zh', '博', ['(bound form) abundant; plentiful']))).toBeNull();
    expect(firstGloss(entry('ja', '囲碁', ['go (board game)']))?.bare).toBe('go (board game)');
  });

  it('splits word-book meanings into Chinese terms', () => {
    expect(bookTerms('v. 去；走；变为')).toEqual(['去', '走', '变为']);
    expect(bookTerms('n. 银行（机构）；岸')).toEqual(['银行', '岸']);
    expect(bookTerms('adj. 少的，小的')).toEqual(['少的', '小的']);
  });

  it('checks parts of speech', () => {
    expect(posFamily('v5k-s')).toBe('v');
    expect(posFamily('adj-i')).toBe('adj');
    expect(posFamily('vt')).toBe('v');
    expect(posFamily('modal')).toBe('modal');
    expect(agree('modal', 'not-v')).toBe(true);
    expect(agree('modal', 'n')).toBe(false);
    expect(agree('n', 'v')).toBe(false);
    expect(agree('not-v', 'v')).toBe(false);
    expect(agree('not-v', 'n')).toBe(true);
    expect(agree(null, 'v')).toBe(true);
  });

  it('links only on direct evidence, both ways', () => {
    const go = entry('en', 'go', [], 30, ['v', 'n']);
    go.meanings.zh = ['v. 去；走', 'n. 围棋'];
    const water = entry('en', 'water', [], 200, ['n', 'v']);
    water.meanings.zh = ['n. 水'];
    const lunch = entry('en', 'lunch', [], 900, ['n']);
    const qu = entry('zh', '去', ['to go; to leave'], 40);
    const weiqi = entry('zh', '围棋', ['go (board game)'], 5000);
    const shui = entry('zh', '水', ['[shuǐ] water', '[shuǐ] river'], 90);
    const wucan = entry('zh', '午餐', ['lunch'], 3000);
    const xunlian = entry('zh', '训练', ['to train; to drill'], 800);
    const igo = entry('ja', '囲碁', ['go; board game of capturing territory'], 9000, ['n']);
    const iku = entry('ja', '行く', ['to go; to move'], 50, ['v5k-s']);
    const mizu = entry('ja', '水', ['water; fluid', 'Wednesday'], 100, ['n']);
    const densha = entry('ja', '電車', ['train; electric train'], 900, ['n']);
    const kanji = entry('ja', '来', ['(kanji) come; due; next'], 10100, []);
    const ir = entry('es', 'ir', ['go'], 17, ['v']);
    const agua = entry('es', 'agua', ['water'], 257, ['n']);
    const reversedOnly = entry('es', 'comer', ['lunch'], 217, ['v']);
    reversedOnly.sources = ['es-frequency', 'freedict-eng-spa'];
    const yinhang = entry('zh', '银行', ['bank'], 1155);
    const hanja = entry('ko', '은행', [], 500);
    hanja.equivalents = ['zh:银行'];
    const byLang = {
      en: [go, water, lunch],
      zh: [qu, weiqi, shui, wucan, xunlian, yinhang],
      ja: [igo, iku, mizu, densha, kanji],
      es: [ir, agua, reversedOnly],
      ko: [hanja],
    };
    addEquivalents(byLang, new Map());
    expect(go.equivalents).toEqual(['zh:去', 'ja:行く', 'es:ir']);
    expect(water.equivalents).toEqual(['zh:水', 'ja:水', 'es:agua']);
    expect(shui.equivalents).toEqual(['en:water', 'es:agua', 'ja:水']);
    expect(igo.equivalents).toEqual([]);
    expect(weiqi.equivalents).toEqual([]);
    expect(densha.equivalents).toEqual([]);
    expect(kanji.equivalents).toEqual([]);
    expect(reversedOnly.equivalents).toEqual([]);
    // 午餐 ↔ lunch is evidence (CC-CEDICT); comer's "lunch" only reverses eng-spa: no 午餐 → comer.
    expect(wucan.equivalents).toEqual(['en:lunch']);
    expect(hanja.equivalents).toEqual(['zh:银行']);
    expect(findYinhang(byLang)?.equivalents).toContain('ko:은행');
  });

  it('links the most frequent word both ways and the others only towards English', () => {
    const lake = entry('en', 'lake', [], 2000, ['n']);
    const mizuumi = entry('ja', '湖', ['lake'], 3000, ['n']);
    const koshou = entry('ja', '湖沼', ['lake; marsh; wetland'], 20000, ['n']);
    const have = entry('en', 'have', [], 20, ['v']);
    have.meanings.zh = ['v. 有；占有'];
    const you = entry('zh', '有', ['to have; there is'], 12);
    const zhanyou = entry('zh', '占有', ['to have; to own; to hold'], 9000);
    addEquivalents({ en: [lake, have], ja: [mizuumi, koshou], zh: [you, zhanyou] }, new Map());
    expect(lake.equivalents).toEqual(['ja:湖']);
    expect(koshou.equivalents).toEqual(['en:lake']);
    expect(have.equivalents).toEqual(['zh:有']);
    expect(zhanyou.equivalents).toEqual(['en:have']);
  });
});
