/**
 * xlsx and xls → rows of strings with SheetJS (@e965/xlsx): the first sheet only, cells as
 * their displayed text (`w`: dates and numbers as Excel formats them), no formulas, styles or
 * HTML. Dense mode keeps the sheet as arrays (`ws['!data']`), read here directly rather than via
 * sheet_to_json, so a row is only as long as its last non-empty cell. Row i of the result is
 * row i+1 of the sheet: empty rows inside the table stay as [] (the rules report rows by number).
 */
import type { UploadFileType } from '@qfl/core';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { cleanText } from './decode-text.js';
import { ExtractError } from './errors.js';
import { MAX_CELLS, MAX_ROWS, tooManyRows, trimTable } from './table-limits.js';

function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  if (cell.w !== undefined) return cleanText(cell.w);
  if (cell.v === undefined || cell.v === null) return '';
  return cleanText(cell.v instanceof Date ? cell.v.toISOString() : String(cell.v));
}

export async function readSheet(bytes: Uint8Array, type: UploadFileType): Promise<string[][]> {
  let ws: WorkSheet | undefined;
  try {
    // Loaded on first use: SheetJS is a large module, and most uploads are xlsx (xlsx.ts) or text.
    const { read } = await import('@e965/xlsx');
    const wb = read(bytes, {
      type: 'array',
      dense: true,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      // Only the first sheet is parsed, and only one row past the limit (to know it is exceeded).
      sheets: 0,
      sheetRows: MAX_ROWS + 1,
    });
    const first = wb.SheetNames[0];
    ws = first === undefined ? undefined : wb.Sheets[first];
  } catch {
    throw new ExtractError('upload.parseFailed', { type });
  }
  if (!ws) throw new ExtractError('upload.parseFailed', { type });
  // Not compared with MAX_ROWS yet: formatting can stretch a sheet far past its data.
  const data: (CellObject | undefined)[][] = ws['!data'] ?? [];
  const rows: string[][] = [];
  let cells = 0;
  for (let r = 0; r < data.length; r++) {
    const src = data[r];
    if (!src) {
      rows.push([]);
      continue;
    }
    let end = src.length;
    while (end > 0 && cellText(src[end - 1]) === '') end--;
    cells += end;
    if (cells > MAX_CELLS) throw new ExtractError('upload.parseFailed', { type });
    const row = new Array<string>(end);
    for (let c = 0; c < end; c++) row[c] = cellText(src[c]);
    rows.push(row);
  }
  if (trimTable(rows).length > MAX_ROWS) throw tooManyRows();
  return rows;
}
