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
import { type OnRows, readXlsx, readXlsxRows } from './xlsx.js';
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

/** Rows handed on at a time when a table is streamed. */
export const ROW_BATCH = 1_000;

/**
 * Like extractFile, but a table's rows go to `onRows` in batches of ROW_BATCH (in order, each
 * batch handled before the next is read): an xlsx is streamed, so the reader never holds the
 * table; csv and xls are read whole by their libraries, then handed on a batch at a time and
 * let go. A text answers its text, a table only its type.
 */
export async function extractRows(
  bytes: Uint8Array,
  filename: string,
  onRows: OnRows,
): Promise<{ kind: 'text'; type: UploadFileType; text: string } | { kind: 'table'; type: UploadFileType }> {
  const type = uploadFileType(filename, bytes);
  if (type === 'xlsx') {
    try {
      await guardZip(bytes, type);
    } catch (e) {
      if (e instanceof ExtractError) throw e;
      throw new ExtractError('upload.parseFailed', { type });
    }
    // readXlsxRows turns a reader's failures into ExtractErrors and lets onRows' errors through.
    await readXlsxRows(bytes, type, ROW_BATCH, onRows);
    return { kind: 'table', type };
  }
  const file = await extractFile(bytes, filename);
  if (file.kind === 'text') return file;
  const { rows } = file;
  for (let first = 0; first < rows.length; first += ROW_BATCH) {
    const batch = rows.slice(first, first + ROW_BATCH);
    rows.fill([], first, first + batch.length);
    await onRows(batch, first);
  }
  return { kind: 'table', type };
}
