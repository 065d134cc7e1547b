import { describe, expect, it } from 'vitest';
import { newEntry } from './entry.js';
import { addEquivalents } from './equivalents.js';
import { cedictIndex, chineseEquivalent, glossStems } from './korean-hanja.js';

const cedict = cedictIndex([
  ['經濟', '经济', 'jing1 ji4', ['economy', 'economic'], [], []],
  ['工夫', '工夫', 'gong1 fu5', ['period of time (may be months, or years)', 'free time', 'time and effort'], [], []],
  ['親舊', '亲旧', 'qin1 jiu4', ['relatives and old friends'], [], []],
  ['文化', '文化', 'wen2 hua4', ['culture', 'civilization', 'cultural'], [], []],
]);
const common = (w: string): boolean => ['经济', '工夫', '文化'].includes(w);

describe('chineseEquivalent', () => {
  it('finds the Chinese word of a Sino-Korean word when the meanings agree', () => {
    expect(chineseEquivalent('經濟', ['economy', 'economics'], cedict, common)).toBe('经济');
    expect(chineseEquivalent('文化', ['culture', 'civilization'], cedict, common)).toBe('文化');
  });
  it('leaves false friends and rare words out', () => {
    expect(chineseEquivalent('工夫', ['study', 'learning'], cedict, common)).toBeNull();
    expect(chineseEquivalent('親舊', ['friend'], cedict, common)).toBeNull();
    expect(chineseEquivalent('未知', ['unknown'], cedict, common)).toBeNull();
  });
  it('compares content words only', () => {
    expect(glossStems(['to be happy (of a person)'])).toEqual(new Set(['happy']));
  });
});

describe('equivalents of Korean entries', () => {
  it('keep the hanja equivalent and add English only, no second hop through English', () => {
    const en = newEntry('en', 'economy');
    en.freqRank = 900;
    const ja = newEntry('ja', '節減');
    ja.meanings.en = ['economy; saving'];
    ja.freqRank = 5000;
    const ko = newEntry('ko', '경제');
    ko.meanings.en = ['economy', 'economics'];
    ko.freqRank = 700;
    ko.equivalents = ['zh:经济'];
    addEquivalents({ en: [en], ja: [ja], ko: [ko] }, new Map());
    expect(ko.equivalents).toEqual(['zh:经济', 'en:economy']);
  });
});
