import { describe, expect, it } from 'vitest';
import { computeKeys, newEntry, pinyinKeys, sortByFrequency } from './entry.js';

describe('entry keys', () => {
  it('makes pinyin keys with tones, without tones and numbered', () => {
    expect(pinyinKeys('yin2 hang2')).toEqual(['yín háng', 'yinhang', 'yin2hang2']);
    expect(pinyinKeys('lu:4 ma5')).toEqual(['lǜ ma', 'lvma', 'lv4ma']);
  });

  it('keys an English entry by headword and forms, a Chinese one by readings', () => {
    const en = newEntry('en', 'Bank');
    en.forms = ['banks', 'banked'];
    expect(computeKeys(en)).toEqual([
      { key: 'bank', kind: 'exact' },
      { key: 'banks', kind: 'lemma' },
      { key: 'banked', kind: 'lemma' },
    ]);
    const zh = newEntry('zh', '银行');
    zh.forms = ['銀行'];
    expect(computeKeys(zh, ['yin2 hang2']).map((k) => k.kind)).toEqual(['exact', 'lemma', 'reading', 'reading', 'reading']);
    const ja = newEntry('ja', '銀行');
    expect(computeKeys(ja, ['ギンコウ'])).toContainEqual({ key: 'ぎんこう', kind: 'reading' });
    const ko = newEntry('ko', '안녕하세요');
    expect(computeKeys(ko)).toContainEqual({ key: 'annyeonghaseyo', kind: 'reading' });
    const es = newEntry('es', 'canción');
    expect(computeKeys(es)).toContainEqual({ key: 'cancion', kind: 'reading' });
  });

  it('sorts by frequency, unranked last', () => {
    const a = newEntry('en', 'zebra');
    const b = newEntry('en', 'the');
    b.freqRank = 3;
    const c = newEntry('en', 'ox');
    expect(sortByFrequency([a, b, c]).map((e) => e.headword)).toEqual(['the', 'ox', 'zebra']);
  });
});
