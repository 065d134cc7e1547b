import { describe, expect, it } from 'vitest';
import { firstLevel, parseDecompLine, parseDecompModule } from './cjk-decomp.js';

const DATA = parseDecompModule(
  [
    'module.exports = `好:a(女,子)',
    '明:a(日,月)',
    '河:a(氵,可)',
    '字:d(宀,子)',
    '学:d(37044,子)',
    '37044:d(⺍,冖)',
    '品:r3tr(口)',
    '林:ra(木)',
    '国:s(囗,玉)',
    '这:sbl(辶,文)',
    '问:st(门,口)',
    '病:stl(疒,丙)',
    '钅:ml(金)',
    '一:c()',
    '鸟:str(37154,一)',
    '42476:d(一,吅,25180)亅',
    '在:d/m(𠂇,37321)',
    '37321:d/t(丨,土)`;',
  ].join('\n'),
);

describe('cjk-decomp', () => {
  it('parses lines, their join suffixes, and skips malformed ones', () => {
    expect(parseDecompLine('好:a(女,子)')).toEqual(['好', { code: 'a', parts: ['女', '子'] }]);
    expect(parseDecompLine('在:d/m(𠂇,37321)')).toEqual(['在', { code: 'd', parts: ['𠂇', '37321'] }]);
    expect(parseDecompLine('一:c()')).toEqual(['一', { code: 'c', parts: [] }]);
    expect(parseDecompLine('42476:d(一,吅,25180)亅')).toBeNull();
    expect(DATA.has('42476')).toBe(false);
    expect(DATA.get('品')).toEqual({ code: 'r3tr', parts: ['口'] });
  });

  it('gives the first level as an ideographic description a learner reads', () => {
    expect(firstLevel('好', DATA)).toEqual({ structure: 'lr', ids: '⿰女子', parts: ['女', '子'] });
    expect(firstLevel('明', DATA)).toEqual({ structure: 'lr', ids: '⿰日月', parts: ['日', '月'] });
    expect(firstLevel('河', DATA)).toEqual({ structure: 'lr', ids: '⿰氵可', parts: ['氵', '可'] });
    expect(firstLevel('字', DATA)?.ids).toBe('⿱宀子');
    expect(firstLevel('国', DATA)?.ids).toBe('⿴囗玉');
    expect(firstLevel('这', DATA)?.ids).toBe('⿺辶文');
    expect(firstLevel('问', DATA)?.ids).toBe('⿵门口');
    expect(firstLevel('病', DATA)?.ids).toBe('⿸疒丙');
  });

  it('expands intermediate shapes and spells out repeats', () => {
    expect(firstLevel('学', DATA)).toEqual({ structure: 'tmb', ids: '⿳⺍冖子', parts: ['⺍', '冖', '子'] });
    expect(firstLevel('品', DATA)).toEqual({ structure: 'triangle', ids: '⿱口⿰口口', parts: ['口', '口', '口'] });
    expect(firstLevel('林', DATA)).toEqual({ structure: 'lr', ids: '⿰木木', parts: ['木', '木'] });
    expect(firstLevel('在', DATA)?.parts).toEqual(['𠂇', '丨', '土']);
    expect(firstLevel('钅', DATA)).toEqual({ structure: 'variant', ids: '金', parts: ['金'] });
  });

  it('has nothing for components and shapes that never reach characters', () => {
    expect(firstLevel('一', DATA)).toBeNull();
    expect(firstLevel('鸟', DATA)).toBeNull();
    expect(firstLevel('龍', DATA)).toBeNull();
  });
});
