/**
 * Files through the real route (multipart, the worker pool, core's rules, the database): every
 * accepted type becomes a preview and a book; every malformed file is refused with its localized
 * error and leaves nothing stored.
 */
import type { Session, UploadPreview } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { insertEntries } from '../dict/test-factory.js';
import { english } from '../dict/test-fixtures.js';
import {
  docxRenamedXls,
  emptyFile,
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
  WORD_TABLE_CODES,
  WORD_TABLE_HEADER,
  wordTable,
  zipBomb,
} from './test/index.js';

const table = wordTable([
  ['go', 'ɡoʊ', 'ɡəʊ', 'v.', '去；走', 'to move', 'Let us go.', '我们走吧。', '', '', 'come'],
  ['zzzqx', '', '', 'n.', '自造词', 'a made-up word', '', '', '', '', ''],
  ['', '', '', '', '没有单词', '', '', '', '', '', ''],
  ['bank', 'bæŋk', '', 'n.', '银行', 'a place for money', `${'x'.repeat(6000)}`, '', '', '', ''],
  ['banana', '', '', 'n.', '香蕉', '', '', '', '', '', ''],
]);

const form = { lang: 'en', level: '4', type: 'word', visibility: 'private', mode: 'professional', nativeTitle: '文件词书' };

async function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  const res = new Response(body);
  return { payload: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') as string };
}

describe('upload of files', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await insertEntries(t.app.db, english);
    s = await signUp(t, '13800138221');
  });
  afterAll(async () => t.close());

  const send = async (file: { bytes: Uint8Array; name: string } | undefined, fields: Record<string, string> = form, lang = 'en') => {
    const { payload, type } = await multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/preview',
      payload,
      headers: { ...auth(s), 'content-type': type, 'accept-language': lang },
    });
  };
  const preview = async (file: { bytes: Uint8Array; name: string }, fields: Record<string, string> = form): Promise<UploadPreview> => {
    const res = await send(file, fields);
    if (res.statusCode !== 200) throw new Error(`${file.name}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const refused = async (file: { bytes: Uint8Array; name: string } | undefined, fields: Record<string, string> = form, lang = 'en') => {
    const uploads = await countRows(t.app.db, 'uploads');
    const res = await send(file, fields, lang);
    expect(await countRows(t.app.db, 'uploads')).toBe(uploads);
    return { status: res.statusCode, key: res.json().data?.error as string, msg: res.json().msg as string };
  };

  it('reads an 11-column xlsx: meanings in the languages of row 2, bad rows with row and column, the good rows applied', async () => {
    const p = await preview({ bytes: makeXlsx(table), name: 'words.xlsx' });
    expect(p.source).toBe('xlsx');
    expect(p.counts).toMatchObject({ items: 3, skipped: 2 });
    expect(p.items.map((i) => [i.text, i.pron, i.pos, i.meanings[0]])).toEqual([
      ['go', 'ɡoʊ', 'v.', '去'],
      ['zzzqx', null, 'n.', '自造词'],
      ['banana', null, 'n.', '香蕉'],
    ]);
    expect(p.items[0]?.example).toEqual({ text: 'Let us go.', translation: '我们走吧。' });
    expect(p.problems.filter((x) => x.skipped).map((x) => [x.code, x.row, x.column])).toEqual([
      ['emptyText', 5, 1],
      ['cellTooLong', 6, 7],
    ]);
    expect(p.problems.find((x) => x.code === 'cellTooLong')?.message).toBe(
      'Row 6, column 7: the cell is too long (at most 5000 characters)',
    );
    const apply = await t.app.inject({ method: 'POST', url: `/api/upload/${p.uploadId}/apply`, payload: {}, headers: auth(s) });
    const bookId = apply.json().data.bookId as number;
    const words = (await t.app.inject({ url: `/api/books/${bookId}/words`, headers: auth(s) })).json().data.items;
    expect(words.map((w: { text: string; meanings: string[] }) => [w.text, w.meanings[0]])).toEqual([
      ['go', '去'],
      ['zzzqx', '自造词'],
      ['banana', '香蕉'],
    ]);
  });

  it('reads xls and csv tables the same way', async () => {
    // The xls writer shortens long strings, so the xls has no over-long cell to report.
    const xlsTable = table.filter((row) => row[0] !== 'bank');
    for (const file of [
      { bytes: makeXls(xlsTable), name: 'words.xls' },
      { bytes: makeCsv(table, { bom: true }), name: 'words.csv' },
    ]) {
      const p = await preview(file);
      expect(p.items.map((i) => i.text)).toEqual(['go', 'zzzqx', 'banana']);
      expect(p.source).toBe(file.name.split('.')[1]);
    }
  });

  it('reads word lists from docx and txt (UTF-16, GB18030), and an article from a doc', async () => {
    const simple = { ...form, mode: 'simple' };
    const docx = await preview({ bytes: await makeDocx(['go', 'bank', 'banana']), name: 'list.docx' }, simple);
    expect(docx.items.map((i) => [i.text, i.found])).toEqual([
      ['go', true],
      ['bank', true],
      ['banana', true],
    ]);
    const utf16 = await preview({ bytes: makeTxt('go|bank', 'utf16le-bom'), name: 'list.txt' }, simple);
    expect(utf16.items.map((i) => i.text)).toEqual(['go', 'bank']);
    const gb = await preview({ bytes: makeTxt('苹果\n香蕉\n葡萄', 'gb18030'), name: '词表.txt' }, { ...simple, lang: 'zh' });
    expect(gb.items.map((i) => i.text)).toEqual(['苹果', '香蕉', '葡萄']);
    const doc = await preview(
      { bytes: makeDoc('今天天气很好。我们去公园散步吧！你觉得怎么样？'), name: 'article.doc' },
      { ...simple, lang: 'zh', type: 'article' },
    );
    expect(doc.source).toBe('doc');
    expect(doc.items.map((i) => i.text)).toEqual(['今天天气很好。', '我们去公园散步吧！', '你觉得怎么样？']);
  });

  it('refuses malformed files with their localized error and stores nothing', async () => {
    expect(await refused({ bytes: fewColumnsXlsx(), name: 'few.xlsx' })).toEqual({
      status: 422,
      key: 'upload.tooFewColumns',
      msg: 'Excel needs at least 11 columns',
    });
    expect((await refused({ bytes: fewColumnsXlsx(), name: 'few.xlsx' }, form, 'zh')).msg).toBe('Excel 至少需要 11 列');
    expect((await refused({ bytes: truncatedZip(), name: 'broken.xlsx' })).key).toBe('upload.parseFailed');
    const renamed = await docxRenamedXls();
    expect((await refused({ bytes: renamed.bytes, name: renamed.filename })).key).toBe('upload.parseFailed');
    expect((await refused({ bytes: invalidUtf8(), name: 'bad.txt' })).key).toBe('upload.encoding');
    expect((await refused({ bytes: emptyFile(), name: 'empty.csv' })).key).toBe('upload.empty');
    expect((await refused({ bytes: zipBomb(), name: 'bomb.xlsx' })).key).toBe('upload.unzipTooLarge');
    expect((await refused({ bytes: lyingZipBomb(), name: 'liar.docx' })).key).toBe('upload.unzipTooLarge');
    expect((await refused({ bytes: makeTxt('go'), name: 'notes.pdf' })).key).toBe('upload.fileType');
    expect(await refused(undefined)).toMatchObject({ status: 422, key: 'upload.fileRequired', msg: 'Please upload a file' });
    const big = new Uint8Array(21 * 1024 * 1024).fill(0x61);
    expect(await refused({ bytes: big, name: 'big.txt' })).toMatchObject({ status: 413, key: 'upload.fileTooLarge' });
  });

  it('reports a 10 MB cell by its row and column instead of failing', async () => {
    const bytes = hugeCellCsv();
    const header = new TextEncoder().encode(`${WORD_TABLE_HEADER.join(',')}\n${WORD_TABLE_CODES.join(',')}\ngo,,,,去,,,,,,\n`);
    const file = new Uint8Array(header.length + bytes.length + 20);
    file.set(header);
    file.set(bytes, header.length);
    file.set(new TextEncoder().encode(',,,,,,,,,\n'), header.length + bytes.length);
    const p = await preview({ bytes: file.slice(0, header.length + bytes.length + 10), name: 'huge.csv' });
    expect(p.items.map((i) => i.text)).toEqual(['go']);
    expect(p.problems.map((x) => [x.code, x.row, x.column])).toEqual([['cellTooLong', 4, 2]]);
  });
});
