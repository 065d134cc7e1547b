/**
 * The bounds every table (xlsx, xls, csv) is held to while it is read: the row count of the
 * contract, and a cap on cells so a sparse sheet (one cell in column XFD on each row) cannot
 * turn a small file into gigabytes of padding.
 */
import { UPLOAD_LIMITS } from '@qfl/core';
import { ExtractError } from './errors.js';

/** Header row + language-code row + the items. */
export const MAX_ROWS = UPLOAD_LIMITS.items + 2;
/** 200k rows of 11 columns is 2.2M cells; 8M leaves room for wide sheets, and is ~64 MB of slots. */
export const MAX_CELLS = 8_000_000;

export const tooManyRows = () => new ExtractError('upload.tooManyItems', { max: UPLOAD_LIMITS.items });

/** Drops trailing empty rows and the empty cells that end each row. */
export function trimTable(rows: string[][]): string[][] {
  for (const row of rows) {
    let end = row.length;
    while (end > 0 && row[end - 1] === '') end--;
    row.length = end;
  }
  let last = rows.length;
  while (last > 0 && rows[last - 1]?.length === 0) last--;
  rows.length = last;
  return rows;
}
