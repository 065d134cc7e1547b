import { describe, expect, it } from 'vitest';
import { parseHanjaTable } from './hanja.js';
import { parseKengdic, parseKengdicHanja } from './kengdic.js';

const SQL = [
  '\uFEFF--',
  'COPY m_korean (wordid, word, syn, def, pos, submitter, doe, wordsize, "level", posn, hanja) FROM stdin;',
  '200\t경제\t\tEconomy\t1\tjoe\t2006-11-18 00:45:02\t\\N\tB\t1\t經\\n濟\\n',
  '51791\t발달하다\t\tTo advance\t2\tjoe\t\\N\t\\N\tB\t1\t發\\n達\\n-',
  '70\t먹다\t밥을 ~\tEat, chow down on\t2\tjoe\t\\N\t\\N\tA\t1\t\\N',
  '58900\t베이징(북경)\t\tBeijing\t7\tjoe\t\\N\t\\N\tD\t1\t北\\n京\\n',
  '1\tabc\t\tjunk\t1\tjoe\t\\N\t\\N\tA\t1\t\\N',
  '\\.',
  '99\t가다\t\tafter the end\t2\tjoe\t\\N\t\\N\tA\t1\t\\N',
].join('\n');

describe('parseKengdic', () => {
  const rows = parseKengdic(SQL);
  it('reads the COPY block only, Hangul words only', () => {
    expect(rows.map((r) => r.hangul)).toEqual(['경제', '발달하다', '먹다', '베이징']);
  });
  it('reads hanja, levels, usage and part of speech', () => {
    expect(rows[0]).toMatchObject({ hanja: '經濟', level: 'B', gloss: 'Economy', posCode: '1' });
    expect(rows[1]?.hanja).toBe('發達');
    expect(rows[2]).toMatchObject({ hanja: null, level: 'A', usage: '밥을 ~' });
  });
  it('parses hanja cells', () => {
    expect(parseKengdicHanja('\\N')).toBeNull();
    expect(parseKengdicHanja('如\\n前\\n-')).toBe('如前');
  });
});

describe('parseHanjaTable', () => {
  it('keeps multi-syllable words whose hanja has the same length, in file order', () => {
    const t = parseHanjaTable(
      '# comment\n가:家:집 가\n경제:經濟:\n경제:京制:\n경제:經濟:\nㄹ자꼴:ㄹ字꼴:\n문화:文化:\n',
      (h) => h !== '문화',
    );
    expect([...t]).toEqual([['경제', ['經濟', '京制']]]);
  });
});
