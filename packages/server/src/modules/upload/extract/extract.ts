/**
 * One uploaded file → plain text (txt, doc, docx) or a table of strings (xlsx, xls, csv).
 * Order: type by extension and signature (file-type.ts), the zip bomb guard for xlsx/docx
 * (zip-guard.ts), then the format's reader (xlsx streamed by xlsx.ts, the others by their libraries). Runs in the extraction worker (worker.ts); the
 * request thread calls it through the pool (pool.ts), never directly.
 */
import type { UploadFileType } from '@qfl/core';
import { decodeText } from './decode-text.js';
import { ExtractError } from './errors.js';
import { readCsv } from './csv.js';
import { uploadFileType } from './file-type.js';
import { readSheet } from './sheet.js';
import { readDoc, readDocx } from './word.js';
import { readXlsx } from './xlsx.js';
import { guardZip } from './zip-guard.js';

export type Extracted = { kind: 'text'; type: UploadFileType; text: string } | { kind: 'table'; type: UploadFileType; rows: string[][] };

export async function extractFile(bytes: Uint8Array, filename: string): Promise<Extracted> {
  const type = uploadFileType(filename, bytes);
  try {
    switch (type) {
      case 'txt':
        return { kind: 'text', type, text: decodeText(bytes) };
      case 'csv':
        return { kind: 'table', type, rows: readCsv(bytes, type) };
      case 'xlsx':
        await guardZip(bytes, type);
        return { kind: 'table', type, rows: await readXlsx(bytes, type) };
      case 'xls':
        return { kind: 'table', type, rows: await readSheet(bytes, type) };
      case 'docx':
        await guardZip(bytes, type);
        return { kind: 'text', type, text: await readDocx(bytes, type) };
      case 'doc':
        return { kind: 'text', type, text: await readDoc(bytes, type) };
    }
  } catch (e) {
    if (e instanceof ExtractError) throw e;
    // A library error that escaped its reader, or a RangeError (string or array too long).
    throw new ExtractError('upload.parseFailed', { type });
  }
}
