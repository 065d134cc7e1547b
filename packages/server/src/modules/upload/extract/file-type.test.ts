/** uploadFileType: extension first, then size, then the container signature. */
import { UPLOAD_LIMITS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { docxRenamedXls, makeDoc, makeDocx, makeTxt, makeXls, makeXlsx, truncatedZip } from '../test/index.js';
import { ExtractError } from './errors.js';
import { uploadFileType } from './file-type.js';

function errorOf(fn: () => unknown): { key: string; params: Record<string, string | number> } {
  try {
    fn();
  } catch (e) {
    if (e instanceof ExtractError) return { key: e.key, params: e.params };
    throw e;
  }
  throw new Error('no error');
}

describe('uploadFileType', () => {
  it('accepts every type by extension, case-insensitively, when the bytes match', async () => {
    expect(uploadFileType('Words.XLSX', makeXlsx([['a']]))).toBe('xlsx');
    expect(uploadFileType('words.xls', makeXls([['a']]))).toBe('xls');
    expect(uploadFileType('a.b.Docx', await makeDocx(['a']))).toBe('docx');
    expect(uploadFileType('story.DOC', makeDoc('a'))).toBe('doc');
    expect(uploadFileType('list.txt', makeTxt('a'))).toBe('txt');
    expect(uploadFileType('list.CSV', makeTxt('a,b'))).toBe('csv');
  });

  it('refuses unknown extensions, empty and oversized files', () => {
    expect(errorOf(() => uploadFileType('words.pdf', makeTxt('a'))).key).toBe('upload.fileType');
    expect(errorOf(() => uploadFileType('words', makeTxt('a'))).key).toBe('upload.fileType');
    expect(errorOf(() => uploadFileType('words.txt', new Uint8Array(0))).key).toBe('upload.empty');
    expect(errorOf(() => uploadFileType('words.txt', new Uint8Array(UPLOAD_LIMITS.fileBytes + 1)))).toEqual({
      key: 'upload.fileTooLarge',
      params: { max: 20 },
    });
  });

  it('refuses a container that is not what the extension says', async () => {
    const renamed = await docxRenamedXls();
    expect(errorOf(() => uploadFileType(renamed.filename, renamed.bytes))).toEqual({ key: 'upload.parseFailed', params: { type: 'xls' } });
    expect(errorOf(() => uploadFileType('a.docx', makeDoc('a')))).toEqual({ key: 'upload.parseFailed', params: { type: 'docx' } });
    expect(errorOf(() => uploadFileType('a.xlsx', makeTxt('hello, world')))).toEqual({
      key: 'upload.parseFailed',
      params: { type: 'xlsx' },
    });
    expect(errorOf(() => uploadFileType('a.doc', makeDoc('a').slice(0, 100)))).toEqual({
      key: 'upload.parseFailed',
      params: { type: 'doc' },
    });
  });

  it('leaves a truncated zip with a good signature to the zip guard', () => {
    expect(uploadFileType('a.xlsx', truncatedZip())).toBe('xlsx');
  });
});
