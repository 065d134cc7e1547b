/** extractFile: every accepted type round-trips from a generated file; malformed files give their error key. */
import { utils, write } from '@e965/xlsx';
import { UPLOAD_LIMITS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import {
  docxRenamedXls,
  emptyFile,
  encodeGb18030,
  fewColumnsXlsx,
  hugeCellCsv,
  invalidUtf8,
  lyingZipBomb,
  makeCsv,
  makeDoc,
  makeDocx,
  makeTxt,
  makeXls,
  makeXlsx,
  truncatedZip,
  zipBomb,
} from '../test/index.js';
import { extractFile } from './extract.js';

const rows = [
  ['word', 'meaning', 'example'],
  ['en', 'zh', 'en'],
  ['apple, red', '苹果', 'She said "an apple"\na day'],
  ['', '', ''],
  ['😀 smile', '微笑', ''],
];
/** The same table as extraction gives it: empty rows as [], no trailing empty cells. */
const expected = [rows[0], rows[1], rows[2], [], ['😀 smile', '微笑']];

async function errorOf(p: Promise<unknown>): Promise<{ key: string; params: unknown }> {
  try {
    await p;
  } catch (e) {
    const err = e as { key?: string; params?: unknown };
    if (err.key) return { key: err.key, params: err.params };
    throw e;
  }
  throw new Error('no error');
}

describe('extractFile: tables', () => {
  it('reads the first sheet of an xlsx', async () => {
    expect(await extractFile(makeXlsx(rows), 'words.xlsx')).toEqual({ kind: 'table', type: 'xlsx', rows: expected });
  });

  it('reads the first sheet of an xls (BIFF8)', async () => {
    expect(await extractFile(makeXls(rows), 'words.xls')).toEqual({ kind: 'table', type: 'xls', rows: expected });
  });

  it('reads a csv with quotes, commas and newlines in fields, with or without BOM', async () => {
    expect(await extractFile(makeCsv(rows), 'words.csv')).toEqual({ kind: 'table', type: 'csv', rows: expected });
    expect(await extractFile(makeCsv(rows, { bom: true }), 'words.csv')).toEqual({ kind: 'table', type: 'csv', rows: expected });
  });

  it('reads a GB18030 csv (what Excel on Chinese Windows saves)', async () => {
    const bytes = encodeGb18030('单词,意思\r\n苹果,"apple, red"\r\n');
    expect(await extractFile(bytes, 'words.csv')).toEqual({
      kind: 'table',
      type: 'csv',
      rows: [
        ['单词', '意思'],
        ['苹果', 'apple, red'],
      ],
    });
  });

  it('gives numbers and booleans as Excel displays them', async () => {
    const wb = utils.book_new();
    utils.book_append_sheet(wb, utils.aoa_to_sheet([[1, 2.5, true, 'x']]), 'S');
    const bytes = new Uint8Array(write(wb, { type: 'buffer', bookType: 'xlsx' }));
    expect(await extractFile(bytes, 'n.xlsx')).toEqual({ kind: 'table', type: 'xlsx', rows: [['1', '2.5', 'TRUE', 'x']] });
  });

  it('keeps a table with too few columns for the rules to judge', async () => {
    const out = await extractFile(fewColumnsXlsx(), 'few.xlsx');
    expect(out.kind === 'table' && out.rows.map((r) => r.length)).toEqual([3, 3, 3]);
  });

  it('keeps a 10 MB cell whole', async () => {
    const out = await extractFile(hugeCellCsv(10 * 1024 * 1024), 'huge.csv');
    expect(out.kind === 'table' && out.rows[0]?.[1]?.length).toBe(10 * 1024 * 1024);
  });

  it('refuses more rows than the item limit allows (header and language rows aside)', async () => {
    const max = UPLOAD_LIMITS.items + 2;
    const csv = (n: number) => new TextEncoder().encode('a\n'.repeat(n));
    expect((await extractFile(csv(max), 'ok.csv')).kind).toBe('table');
    expect(await errorOf(extractFile(csv(max + 1), 'many.csv'))).toEqual({
      key: 'upload.tooManyItems',
      params: { max: UPLOAD_LIMITS.items },
    });
    // A sparse sheet: one cell in the first row and one past the limit.
    const sparse: string[][] = Array.from({ length: max + 1 }, () => []);
    sparse[0] = ['first'];
    sparse[max] = ['last'];
    expect(await errorOf(extractFile(makeXlsx(sparse), 'many.xlsx'))).toEqual({
      key: 'upload.tooManyItems',
      params: { max: UPLOAD_LIMITS.items },
    });
  });

  it('reads a sheet whose range (formatting) reaches far past its data', async () => {
    const wb = utils.book_new();
    const ws = utils.aoa_to_sheet(
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      { dense: true },
    );
    // Empty rows down to row 300000, as a sheet formatted to the bottom is saved.
    const data = ws['!data'] ?? [];
    for (let r = data.length; r < 300_000; r++) data[r] = [];
    ws['!ref'] = 'A1:K300000';
    utils.book_append_sheet(wb, ws, 'S');
    const bytes = new Uint8Array(write(wb, { type: 'buffer', bookType: 'xlsx' }));
    expect(await extractFile(bytes, 'wide.xlsx')).toEqual({
      kind: 'table',
      type: 'xlsx',
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
  });

  it('refuses a sparse sheet that would pad out to millions of empty cells', async () => {
    // 500 rows with a cell in the last column (XFD): a small file, 8.2M cells once padded.
    const rows = Array.from({ length: 500 }, () => {
      const row: string[] = ['a'];
      row[16383] = 'z';
      return row;
    });
    expect(await errorOf(extractFile(makeXlsx(rows), 'sparse.xlsx'))).toEqual({ key: 'upload.parseFailed', params: { type: 'xlsx' } });
  });

  it('refuses a csv with an unterminated quote', async () => {
    expect(await errorOf(extractFile(new TextEncoder().encode('a,"b\nc,d'), 'bad.csv'))).toEqual({
      key: 'upload.parseFailed',
      params: { type: 'csv' },
    });
  });
});

describe('extractFile: texts', () => {
  it('reads a docx as paragraphs', async () => {
    const out = await extractFile(await makeDocx(['你好 world', 'second 😀']), 'story.docx');
    expect(out.kind).toBe('text');
    expect(out.kind === 'text' && out.text.split('\n').filter(Boolean)).toEqual(['你好 world', 'second 😀']);
  });

  it('reads a Word 97-2003 doc with Chinese and emoji', async () => {
    const out = await extractFile(makeDoc('学习中文 study\n第二段 😀 emoji'), 'story.doc');
    expect(out).toEqual({ kind: 'text', type: 'doc', text: '学习中文 study\n第二段 😀 emoji\n' });
  });

  for (const encoding of ['utf8', 'utf8-bom', 'utf16le-bom', 'utf16be-bom', 'gb18030'] as const) {
    it(`reads a ${encoding} txt`, async () => {
      const text = encoding === 'gb18030' ? '苹果@@apple|香蕉@@banana\n学习' : '苹果@@apple|香蕉@@banana\n学习 😀';
      expect(await extractFile(makeTxt(text, encoding), 'list.txt')).toEqual({ kind: 'text', type: 'txt', text });
    });
  }
});

describe('extractFile: malformed files', () => {
  it('gives each its error key', async () => {
    const renamed = await docxRenamedXls();
    const cases: [Uint8Array, string, { key: string; params: unknown }][] = [
      [emptyFile(), 'a.txt', { key: 'upload.empty', params: {} }],
      [makeTxt('a'), 'a.pdf', { key: 'upload.fileType', params: {} }],
      [invalidUtf8(), 'a.txt', { key: 'upload.encoding', params: {} }],
      [invalidUtf8(), 'a.csv', { key: 'upload.encoding', params: {} }],
      [truncatedZip(), 'a.xlsx', { key: 'upload.parseFailed', params: { type: 'xlsx' } }],
      [truncatedZip(), 'a.docx', { key: 'upload.parseFailed', params: { type: 'docx' } }],
      [zipBomb(), 'a.xlsx', { key: 'upload.unzipTooLarge', params: { max: 200 } }],
      [lyingZipBomb(), 'a.docx', { key: 'upload.unzipTooLarge', params: { max: 200 } }],
      [renamed.bytes, renamed.filename, { key: 'upload.parseFailed', params: { type: 'xls' } }],
      [makeXlsx([['a']]), 'a.docx', { key: 'upload.parseFailed', params: { type: 'docx' } }],
      [makeXls([['a']]), 'a.doc', { key: 'upload.parseFailed', params: { type: 'doc' } }],
      [makeDoc('hello'), 'a.xls', { key: 'upload.parseFailed', params: { type: 'xls' } }],
    ];
    for (const [bytes, filename, want] of cases) {
      expect({ filename, ...(await errorOf(extractFile(bytes, filename))) }).toEqual({ filename, ...want });
    }
  });
});
