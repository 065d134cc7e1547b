import { describe, expect, it } from 'vitest';
import { parseCjkRadicals, parseKangxiNames, parseRadicalStroke, parseUnihan } from './unihan.js';

describe('unihan', () => {
  it('parses radical-stroke values, with the simplified-radical marks', () => {
    expect(parseRadicalStroke('85.5')).toEqual({ radical: 85, simplified: false, residual: 5 });
    expect(parseRadicalStroke("149'.7")).toEqual({ radical: 149, simplified: true, residual: 7 });
    expect(parseRadicalStroke("120''.3")).toEqual({ radical: 120, simplified: true, residual: 3 });
    expect(parseRadicalStroke('85.0')).toEqual({ radical: 85, simplified: false, residual: 0 });
    expect(parseRadicalStroke('5.-1')).toEqual({ radical: 5, simplified: false, residual: -1 });
    expect(parseRadicalStroke('215.1')).toBeNull();
    expect(parseRadicalStroke('water')).toBeNull();
    expect(parseRadicalStroke('85')).toBeNull();
  });

  it('reads kRSUnicode and kTotalStrokes of the wanted characters only', () => {
    const text = [
      '# Unihan_IRGSources.txt',
      'U+6CB3\tkRSUnicode\t85.5',
      'U+6CB3\tkTotalStrokes\t8',
      'U+6CB3\tkIRG_GSource\tG0-3A53',
      "U+8BED\tkRSUnicode\t149'.7",
      'U+8BED\tkTotalStrokes\t9',
      'U+4E00\tkRSUnicode\t1.0',
      'U+9AA8\tkRSUnicode\t188.0 130.6',
      'U+9AA8\tkTotalStrokes\t9 10',
    ].join('\n');
    const m = parseUnihan(text, (c) => c !== '一');
    expect(m.get('河')).toEqual({ rs: [{ radical: 85, simplified: false, residual: 5 }], strokes: [8] });
    expect(m.get('语')?.rs[0]).toEqual({ radical: 149, simplified: true, residual: 7 });
    expect(m.get('骨')?.rs.map((r) => r.radical)).toEqual([188, 130]);
    expect(m.get('骨')?.strokes).toEqual([9, 10]);
    expect(m.has('一')).toBe(false);
  });

  it('reads CJKRadicals.txt and the Kangxi radicals names', () => {
    const rads = parseCjkRadicals("# CJKRadicals\n85; 2F54; 6C34\n149; 2F94; 8A00\n149'; 2EC8; 8BA0\n");
    expect(rads).toEqual([
      { radical: 85, simplified: false, radicalChar: '⽔', char: '水' },
      { radical: 149, simplified: false, radicalChar: '⾔', char: '言' },
      { radical: 149, simplified: true, radicalChar: '⻈', char: '讠' },
    ]);
    const names = parseKangxiNames(
      '2F00;KANGXI RADICAL ONE;So;0;ON;<compat> 4E00;;;;N;;;;;\n2F54;KANGXI RADICAL WATER;So;0;ON;<compat> 6C34;;;;N;;;;;\n2EC8;CJK RADICAL C-SIMPLIFIED SPEECH;So;0;ON;;;;;N;;;;;\n',
    );
    expect([...names]).toEqual([
      [1, 'one'],
      [85, 'water'],
    ]);
  });
});
