import { describe, expect, it } from 'vitest';
import { type CedictData, groupCedict, numberedToMarked, stripTones } from './cedict.js';

describe('cedict', () => {
  it('converts numbered pinyin to tone marks, with ü and the neutral tone', () => {
    expect(numberedToMarked('yin2 hang2')).toBe('yín háng');
    expect(numberedToMarked('lu:4 se4')).toBe('lǜ sè');
    expect(numberedToMarked('ma1 ma5')).toBe('mā ma');
    expect(numberedToMarked('san1 C')).toBe('sān C');
    expect(stripTones('lǜ xíng')).toBe('lü xing');
  });

  it('groups tuples by simplified headword and keeps polyphonic readings', () => {
    const data: CedictData = {
      all: [
        ['銀行', '银行', 'yin2 hang2', 'bank', [], [0]],
        ['行', '行', 'hang2', ['(bound form) row; line', 'classifier for rows or lines'], [], []],
        ['行', '行', 'xing2', ['(bound form) to walk; to go; to travel', 'capable; competent', 'all right; OK!; will do'], [], []],
      ],
      classifierLookup: [['家', '家', 'jia1']],
    };
    const words = groupCedict(data);
    const bank = words.find((w) => w.simplified === '银行');
    expect(bank?.traditional).toEqual(['銀行']);
    expect(bank?.classifiers).toEqual(['家 jiā']);
    const xing = words.find((w) => w.simplified === '行');
    expect(xing?.readings.map((r) => r.marked)).toEqual(['xíng', 'háng']);
  });
});
