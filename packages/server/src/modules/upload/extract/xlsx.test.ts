/**
 * The streaming xlsx reader (xlsx.ts) on generated files: what SheetJS writes (compared cell by
 * cell with SheetJS's own reading, sheet.ts) and what only Excel and other writers produce
 * (written by hand: inline strings, rich and phonetic runs, prefixes, missing references),
 * malformed and hostile files.
 */
import { type CellObject, utils, write } from '@e965/xlsx';
import { UPLOAD_LIMITS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { handXlsx, lyingZipBomb, makeXlsx, truncatedZip, zipBomb } from '../test/index.js';
import { extractFile } from './extract.js';
import { readSheet } from './sheet.js';
import { readXlsx, readXlsxRows } from './xlsx.js';

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

const parseFailed = { key: 'upload.parseFailed', params: { type: 'xlsx' } };

/** An xlsx written by SheetJS from cell objects (numbers with formats, dates, booleans, gaps). */
function sheetJsXlsx(cells: (CellObject | string | null)[][], opts: { sst?: boolean; date1904?: boolean } = {}): Uint8Array {
  const ws = utils.aoa_to_sheet([]);
  let maxR = 0;
  let maxC = 0;
  for (const [r, row] of cells.entries()) {
    for (const [c, cell] of row.entries()) {
      if (cell === null || cell === undefined) continue;
      ws[utils.encode_cell({ r, c })] = typeof cell === 'string' ? { t: 's', v: cell } : cell;
      maxR = Math.max(maxR, r);
      maxC = Math.max(maxC, c);
    }
  }
  ws['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: maxR, c: maxC } });
  const wb = utils.book_new();
  utils.book_append_sheet(wb, ws, 'S');
  if (opts.date1904) wb.Workbook = { WBProps: { date1904: true } };
  return new Uint8Array(write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: opts.sst ?? false, compression: true }));
}

describe('readXlsx: what SheetJS writes, read as SheetJS reads it', () => {
  const cells: (CellObject | string | null)[][] = [
    ['word', 'pron', null, 'pos', 'meaning'],
    ['en', null, null, null, 'zh'],
    ['apple & "pear" <b>', { t: 'n', v: 3 }, { t: 'n', v: 0.1 + 0.2 }, { t: 'b', v: true }, '苹果'],
    [],
    [null, null, { t: 'n', v: 45_000, z: 'yyyy-mm-dd' }, { t: 'n', v: 0.25, z: '0.00%' }, { t: 'n', v: 1234567.891, z: '#,##0.00' }],
    ['😀 smile\r\nline two', { t: 'n', v: 45_000.5, z: 'm/d/yy h:mm' }, { t: 'b', v: false }, { t: 'n', v: 1e21 }, ''],
    // More than 26 columns: AA, AB… and a sparse cell far to the right.
    Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? `c${i}` : null)),
  ];
  cells[7] = [];
  cells[7][99] = 'CV';

  for (const sst of [false, true]) {
    it(`gives the same rows as SheetJS (${sst ? 'shared' : 'inline'} strings)`, async () => {
      const bytes = sheetJsXlsx(cells, { sst });
      const rows = await readXlsx(bytes, 'xlsx');
      expect(rows).toEqual(await readSheet(bytes, 'xlsx'));
      expect(rows[2]).toEqual(['apple & "pear" <b>', '3', '0.3', 'TRUE', '苹果']);
      expect(rows[3]).toEqual([]);
      expect(rows[4]).toEqual(['', '', '2023-03-15', '25.00%', '1,234,567.89']);
      expect(rows[5]?.[0]).toBe('😀 smile\nline two');
      expect(rows[6]?.length).toBe(28);
      expect(rows[6]?.[27]).toBe('c27');
      expect(rows[7]?.length).toBe(100);
      expect(rows[7]?.[99]).toBe('CV');
    });
  }

  it('reads dates of the 1904 date system as Excel shows them', async () => {
    const bytes = sheetJsXlsx([[{ t: 'n', v: 1, z: 'yyyy-mm-dd' }]], { date1904: true });
    expect(await readXlsx(bytes, 'xlsx')).toEqual(await readSheet(bytes, 'xlsx'));
    expect(await readXlsx(bytes, 'xlsx')).toEqual([['1904-01-02']]);
  });

  it('reads a generated word table exactly as SheetJS did (2,000 rows, first sheet only)', async () => {
    const table = Array.from({ length: 2000 }, (_, i) => [
      `word${i}`,
      `/w${i}/`,
      '',
      'n.',
      `词义${i}`,
      `meaning ${i}`,
      i % 7 ? '' : `例句 ${i}`,
    ]);
    const bytes = makeXlsx(table);
    const rows = await readXlsx(bytes, 'xlsx');
    expect(rows).toEqual(await readSheet(bytes, 'xlsx'));
    expect(rows.length).toBe(2000);
  });
});

describe('readXlsx: what Excel and other writers produce', () => {
  it('joins rich text runs of shared strings and leaves phonetic runs out', async () => {
    const bytes = handXlsx({
      sharedStrings: [
        '<si><t>plain</t></si>',
        '<si><r><rPr><b/></rPr><t>bold</t></r><r><t xml:space="preserve"> and normal</t></r></si>',
        '<si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/></si>',
        '<si><t>line_x000D_break &amp; tab_x0009_</t></si>',
      ],
      sheetData:
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>99</v></c></row>',
    });
    expect(await readXlsx(bytes, 'xlsx')).toEqual([['plain', 'bold and normal', '漢字', 'line\nbreak & tab\t']]);
  });

  it('reads inline strings, formula results, errors and empty styled cells', async () => {
    const bytes = handXlsx({
      sheetData: [
        '<row r="1"><c r="A1" t="inlineStr"><is><t>inline</t></is></c><c r="B1" t="inlineStr"><is><r><t>ri</t></r><r><t>ch</t></r></is></c>',
        '<c r="C1" t="str"><f>A1&amp;"!"</f><v>inline!</v></c><c r="D1" t="e"><v>#N/A</v></c><c r="E1" s="0"/><c r="F1" t="inlineStr"><is><t></t></is></c></row>',
        '<row r="3"><c r="B3" t="inlineStr"><is><t><![CDATA[<cdata>]]></t></is></c></row>',
      ].join(''),
    });
    expect(await readXlsx(bytes, 'xlsx')).toEqual([['inline', 'rich', 'inline!', '#N/A'], [], ['', '<cdata>']]);
  });

  it('reads rows and cells that carry no reference, in order', async () => {
    const bytes = handXlsx({
      sheetData:
        '<row><c t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c></row><row><c r="C2" t="inlineStr"><is><t>c</t></is></c><c t="inlineStr"><is><t>d</t></is></c></row>',
    });
    expect(await readXlsx(bytes, 'xlsx')).toEqual([
      ['a', 'b'],
      ['', '', 'c', 'd'],
    ]);
  });

  it('reads prefixed SpreadsheetML (x:row, x:c)', async () => {
    const bytes = handXlsx({
      prefix: 'x',
      sharedStrings: ['<x:si><x:t>shared</x:t></x:si>'],
      sheetData: '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"><x:v>42</x:v></x:c></x:row>',
    });
    expect(await readXlsx(bytes, 'xlsx')).toEqual([['shared', '42']]);
  });

  it('formats numbers with the custom format of their cell style', async () => {
    const bytes = handXlsx({
      styles:
        '<numFmts count="1"><numFmt numFmtId="164" formatCode="0.000"/></numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs>',
      sheetData:
        '<row r="1"><c r="A1" s="1"><v>2.5</v></c><c r="B1" s="2"><v>45000</v></c><c r="C1" s="0"><v>7</v></c><c r="D1" t="b"><v>0</v></c></row>',
    });
    expect(await readXlsx(bytes, 'xlsx')).toEqual([['2.500', '3/15/23', '7', 'FALSE']]);
  });
});

describe('readXlsx: limits, malformed and hostile files', () => {
  it('refuses a truncated sheet (a valid zip around cut XML)', async () => {
    const row = '<row><c t="inlineStr"><is><t>apple</t></is></c></row>';
    const whole = handXlsx({ sheetData: row.repeat(50) });
    expect(await readXlsx(whole, 'xlsx')).toHaveLength(50);
    expect(await errorOf(readXlsx(handXlsx({ sheetData: row.repeat(50), cutSheetAt: 1000 }), 'xlsx'))).toEqual(parseFailed);
  });

  it('refuses malformed XML, a missing sheet and a truncated zip', async () => {
    expect(await errorOf(readXlsx(handXlsx({ sheetData: '<row><c><v>1</c></row>' }), 'xlsx'))).toEqual(parseFailed);
    expect(await errorOf(readXlsx(handXlsx({ sheetData: '<row><c t="s"><v>&nbsp;</v></c></row>' }), 'xlsx'))).toEqual(parseFailed);
    expect(await errorOf(readXlsx(truncatedZip(), 'xlsx'))).toEqual(parseFailed);
    expect(await errorOf(readXlsx(zipBomb(2), 'xlsx'))).toEqual(parseFailed);
  });

  it('refuses zip bombs before reading (through extractFile), and a lying one even unguarded', async () => {
    expect(await errorOf(extractFile(zipBomb(), 'bomb.xlsx'))).toEqual({ key: 'upload.unzipTooLarge', params: { max: 200 } });
    expect(await errorOf(extractFile(lyingZipBomb(), 'bomb.xlsx'))).toEqual({ key: 'upload.unzipTooLarge', params: { max: 200 } });
    // The reader alone stops at the first bytes that are not XML: it never inflates the 210 MB.
    expect(await errorOf(readXlsx(lyingZipBomb(), 'xlsx'))).toEqual(parseFailed);
  });

  it('stops at the first row with data past the row limit', async () => {
    const max = UPLOAD_LIMITS.items + 2;
    const cell = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x</t></is></c></row>`;
    expect(await readXlsx(handXlsx({ sheetData: cell(1) + cell(max) }), 'xlsx')).toHaveLength(max);
    expect(await errorOf(readXlsx(handXlsx({ sheetData: cell(1) + cell(max + 1) + cell(5_000_000) }), 'xlsx'))).toEqual({
      key: 'upload.tooManyItems',
      params: { max: UPLOAD_LIMITS.items },
    });
    // Empty (formatted) rows past the limit are not data.
    expect(await readXlsx(handXlsx({ sheetData: `${cell(1)}<row r="${max + 5}"><c r="A${max + 5}" s="1"/></row>` }), 'xlsx')).toEqual([
      ['x'],
    ]);
  });

  it('refuses a column past XFD', async () => {
    expect(
      await errorOf(readXlsx(handXlsx({ sheetData: '<row r="1"><c r="XFE1" t="inlineStr"><is><t>x</t></is></c></row>' }), 'xlsx')),
    ).toEqual(parseFailed);
  });
});

describe('readXlsxRows: the sheet in batches', () => {
  it('hands the rows on in order, in batches, each batch handled before the next is read', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => (i % 500 === 7 ? [] : [`w${i}`, String(i)]));
    const bytes = makeXlsx([...rows, ['last']]);
    const got: string[][] = [];
    const firsts: number[] = [];
    let busy = false;
    await readXlsxRows(bytes, 'xlsx', 400, async (batch, first) => {
      expect(busy).toBe(false);
      busy = true;
      expect(first).toBe(got.length);
      firsts.push(first);
      got.push(...batch);
      await new Promise((r) => setTimeout(r, 1));
      busy = false;
    });
    expect(got).toEqual(await readXlsx(bytes, 'xlsx'));
    expect(firsts.length).toBeGreaterThan(3);
  });

  it("lets the consumer's error through as it is, and refuses a row that goes back before a handed-on batch", async () => {
    const stop = new Error('stored nothing');
    const bytes = makeXlsx(Array.from({ length: 2_000 }, (_, i) => [`w${i}`]));
    await expect(
      readXlsxRows(bytes, 'xlsx', 100, async () => {
        throw stop;
      }),
    ).rejects.toBe(stop);
    const cell = (r: number) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x${r}</t></is></c></row>`;
    // Batches are handed on between inflated pieces of the sheet: a sheet of a few pieces.
    const many = Array.from({ length: 5_000 }, (_, i) => cell(i + 1)).join('');
    const back = handXlsx({ sheetData: many + cell(1) });
    expect(await errorOf(readXlsxRows(back, 'xlsx', 1, async () => undefined))).toEqual(parseFailed);
  });
});
