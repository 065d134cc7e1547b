/**
 * csv → rows of strings with papaparse: comma separated as the spec says, RFC 4180 quoting
 * (commas, quotes and newlines inside quoted fields), bytes decoded by decodeText (so UTF-8 with
 * or without BOM, and legacy encodings as a courtesy). Empty lines stay as [] so that row i is
 * the i+1-th record, like xlsx; trailing ones are dropped. An unterminated quote swallows the
 * rest of the file into one field, so it is refused.
 */
import type { UploadFileType } from '@qfl/core';
import Papa from 'papaparse';
import { decodeText } from './decode-text.js';
import { ExtractError } from './errors.js';
import { MAX_CELLS, MAX_ROWS, tooManyRows, trimTable } from './table-limits.js';

export function readCsv(bytes: Uint8Array, type: UploadFileType = 'csv'): string[][] {
  const text = decodeText(bytes);
  let result: Papa.ParseResult<string[]>;
  try {
    result = Papa.parse<string[]>(text, { delimiter: ',', header: false, skipEmptyLines: false, preview: MAX_ROWS + 2 });
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
  if (result.errors.some((e) => e.code === 'MissingQuotes')) throw new ExtractError('upload.parseFailed', { type });
  const rows = result.data.map((row) => (row.length === 1 && row[0] === '' ? [] : row));
  let cells = 0;
  for (const row of rows) cells += row.length;
  if (cells > MAX_CELLS) throw new ExtractError('upload.parseFailed', { type });
  if (trimTable(rows).length > MAX_ROWS) throw tooManyRows();
  return rows;
}
