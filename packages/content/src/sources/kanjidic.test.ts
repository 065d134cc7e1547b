import { describe, expect, it } from 'vitest';
import { kanjiReadings, parseKanjidicLine } from './kanjidic.js';

describe('kanjidic', () => {
  it('parses readings, meanings, grade and frequency, skipping name readings', () => {
    const k = parseKanjidicLine(
      '学 3358 U5b66 B39 G1 S8 XJ0555C F63 J4 N1271 V1294 H2555 DP3162 I3n4.2 Q3240.7 Yxue2 Whag ガク まな.ぶ T1 たか のり {study} {learning} {science} ',
    );
    expect(k).toMatchObject({
      kanji: '学',
      on: ['ガク'],
      kun: ['まな.ぶ'],
      meanings: ['study', 'learning', 'science'],
      grade: 1,
      freq: 63,
      pinyin: ['xue2'],
    });
    expect(k && kanjiReadings(k)).toEqual(['がく', 'まなぶ']);
    expect(parseKanjidicLine('# KANJIDIC JIS X 0208 Kanji Information File')).toBeNull();
  });
});
