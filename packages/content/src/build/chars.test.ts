import { describe, expect, it } from 'vitest';
import type { DecompRecord } from '../sources/cjk-decomp.js';
import type { EntryRecord } from '../types.js';
import { charRanks, charTable, radicalForm, radicalTable } from './chars.js';

const decomp = new Map<string, DecompRecord>([
  ['河', { code: 'a', parts: ['氵', '可'] }],
  ['泉', { code: 'd', parts: ['白', '水'] }],
  ['语', { code: 'a', parts: ['讠', '吾'] }],
  ['好', { code: 'a', parts: ['女', '子'] }],
]);
const src = {
  unihan: new Map([
    ['河', { rs: [{ radical: 85, simplified: false, residual: 5 }], strokes: [8] }],
    ['泉', { rs: [{ radical: 85, simplified: false, residual: 5 }], strokes: [9] }],
    ['语', { rs: [{ radical: 149, simplified: true, residual: 7 }], strokes: [9] }],
    ['好', { rs: [{ radical: 38, simplified: false, residual: 3 }], strokes: [6] }],
    ['水', { rs: [{ radical: 85, simplified: false, residual: 0 }], strokes: [4] }],
  ]),
  radicals: [
    { radical: 38, simplified: false, radicalChar: '⼥', char: '女' },
    { radical: 85, simplified: false, radicalChar: '⽔', char: '水' },
    { radical: 149, simplified: false, radicalChar: '⾔', char: '言' },
    { radical: 149, simplified: true, radicalChar: '⻈', char: '讠' },
  ],
  names: new Map([
    [38, 'woman'],
    [85, 'water'],
    [149, 'speech'],
  ]),
  decomp,
};

const entry = (headword: string) => ({ headword }) as EntryRecord;

describe('character table', () => {
  it('ranks characters by the most frequent word that uses them', () => {
    const r = charRanks([entry('你好'), entry('好'), entry('河水'), entry('ひと々')]);
    expect([...r]).toEqual([
      ['你', 1],
      ['好', 2],
      ['河', 3],
      ['水', 4],
    ]);
  });

  it('finds the shape the radical takes inside the character', () => {
    expect(radicalForm('河', new Set(['水', '氵']), decomp)).toBe('氵');
    expect(radicalForm('泉', new Set(['水', '氵']), decomp)).toBe('水');
    expect(radicalForm('水', new Set(['水', '氵']), decomp)).toBe('水');
    expect(radicalForm('好', new Set(['水', '氵']), decomp)).toBeNull();
  });

  it('builds records with radical, form, strokes and components, most frequent first', () => {
    const rows = charTable(
      ['语', '河', '好', '泉', '無'],
      new Map([
        ['好', 1],
        ['河', 2],
        ['语', 3],
      ]),
      new Map([['泉', 4]]),
      src,
    );
    expect(rows.map((r) => r.c)).toEqual(['好', '河', '语', '泉']);
    expect(rows[1]).toEqual({ c: '河', r: 85, f: '氵', s: 8, x: 5, p: ['氵', '可'], st: 'lr', ids: '⿰氵可', zh: 2 });
    // The simplified radical is the radical's own form in 语: no separate shape.
    expect(rows[2]).toMatchObject({ c: '语', r: 149, rs: 1, s: 9, x: 7, ids: '⿰讠吾' });
    expect(rows[2]?.f).toBeUndefined();
    expect(rows[3]).toMatchObject({ c: '泉', ja: 4, ids: '⿱白水' });
    expect(rows[3]?.f).toBeUndefined();
  });

  it('lists the radicals with their simplified form, English name and shape names', () => {
    const rads = radicalTable(src);
    expect(rads.map((r) => r.n)).toEqual([38, 85, 149]);
    expect(rads[1]).toEqual({
      n: 85,
      char: '水',
      kangxi: '⽔',
      en: 'water',
      names: { 氵: { zh: '三点水', ja: 'さんずい', ko: '삼수변' } },
    });
    expect(rads[2]).toMatchObject({ simp: '讠', names: { 讠: { zh: '言字旁' } } });
  });
});
