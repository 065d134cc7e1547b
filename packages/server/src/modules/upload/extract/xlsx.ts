/**
 * xlsx → rows of strings by streaming: the first sheet's XML is inflated piece by piece and read
 * by a SAX parser (saxes), cell by cell, with the shared strings and styles read first
 * (xlsx-parts.ts). The worker never holds the sheet's XML text or an object per cell, only the
 * rows of strings it answers (SheetJS, which built the whole workbook model, peaked near 500 MB
 * on a 100,000-row file; xls still goes through SheetJS in sheet.ts).
 *
 * The result is what sheet.ts gives for the same file: cells as their displayed text (shared,
 * inline and formula strings as written; numbers and dates through SheetJS's own formatter SSF
 * with the cell's number format, loaded only when a sheet has numbers; booleans TRUE/FALSE;
 * errors as #N/A…), row i of the result is row i+1 of the sheet, empty rows inside the table as
 * [], trailing empty cells and rows dropped, and the same limits: more than MAX_ROWS rows with
 * data → `upload.tooManyItems`, more than MAX_CELLS cells → `upload.parseFailed`. A row past
 * the limit stops the read at once, so a sheet cannot make the reader pad millions of rows.
 */
import type { UploadFileType } from '@qfl/core';
import { SaxesParser } from 'saxes';
import { cleanText } from './decode-text.js';
import { ExtractError } from './errors.js';
import { MAX_CELLS, MAX_ROWS, tooManyRows, trimTable } from './table-limits.js';
import { detach, local, readParts, streamPartPaced, unescapeExcel } from './xlsx-parts.js';

/** Excel's last column, XFD. */
const MAX_COLUMN = 16_383;

/** `B12` → 1 (zero-based column); -1 when the reference has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

/** Holds a number cell's place until it is formatted (no cleaned text can be a lone NUL). */
const PENDING = '\u0000';

/** A number cell waiting for SSF (formatted once the sheet is read, SSF loaded only if needed). */
interface PendingNumber {
  row: string[];
  col: number;
  value: number;
  format: number | string;
}

type CellType = 's' | 'inlineStr' | 'str' | 'b' | 'e' | 'd' | 'n';

/** Receives rows `first`, `first + 1`, … of the sheet (0-based), in order, each row once. */
export type OnRows = (rows: string[][], first: number) => Promise<void>;

/** The whole first sheet as rows (tests, the extraction task); the parse streams with readXlsxRows. */
export async function readXlsx(bytes: Uint8Array, type: UploadFileType): Promise<string[][]> {
  const rows: string[][] = [];
  await readXlsxRows(bytes, type, Number.POSITIVE_INFINITY, async (batch) => {
    for (const row of batch) rows.push(row);
  });
  const table = trimTable(rows);
  if (table.length > MAX_ROWS) throw tooManyRows();
  return table;
}

/**
 * The first sheet handed to `onRows` in batches of about `batchRows` rows, read no further until
 * each batch is handled: the reader holds one batch, never the table. Rows come in sheet order
 * (an empty row inside the table as []; trailing empty rows never); a row that goes back before
 * a batch already handed on (never written by Excel or the libraries; rows are sorted) is
 * `upload.parseFailed`.
 */
export async function readXlsxRows(bytes: Uint8Array, type: UploadFileType, batchRows: number, onRows: OnRows): Promise<void> {
  const parseFailed = () => new ExtractError('upload.parseFailed', { type });
  let parts: Awaited<ReturnType<typeof readParts>>;
  try {
    parts = await readParts(bytes);
  } catch {
    throw parseFailed();
  }
  const { zip, sharedStrings, formats } = parts;

  /** The rows not yet handed on: rows[i] is row base + i. */
  let rows: string[][] = [];
  let base = 0;
  let pending: PendingNumber[] = [];
  let cells = 0;
  let rowIndex = -1;
  let row: string[] = [];
  let col = -1;
  let cellType: CellType = 'n';
  let cellStyle = 0;
  let value = '';
  let inValue = false;
  let inInline = false;
  let phonetic = 0;

  const endCell = () => {
    let text: string;
    switch (cellType) {
      case 's': {
        text = sharedStrings[Number(value)] ?? '';
        break;
      }
      case 'inlineStr':
      case 'str':
        text = detach(unescapeExcel(value));
        break;
      case 'b':
        text = value === '' ? '' : value === '0' ? 'FALSE' : 'TRUE';
        break;
      case 'e':
      case 'd':
        text = detach(value);
        break;
      default: {
        if (value === '') return;
        const n = Number(value);
        if (Number.isNaN(n)) {
          text = value;
          break;
        }
        while (row.length < col) row.push('');
        row[col] = PENDING;
        pending.push({ row, col, value: n, format: formats[cellStyle] ?? 0 });
        return;
      }
    }
    text = cleanText(text);
    if (text === '') return;
    while (row.length < col) row.push('');
    row[col] = text;
  };

  const endRow = () => {
    let end = row.length;
    while (end > 0 && row[end - 1] === '') end--;
    row.length = end;
    if (end === 0) return;
    // Past the limit: no trimming can bring the table back under it.
    if (rowIndex >= MAX_ROWS) throw tooManyRows();
    cells += end;
    if (cells > MAX_CELLS) throw parseFailed();
    if (rowIndex < base) throw parseFailed();
    while (rows.length < rowIndex - base) rows.push([]);
    rows[rowIndex - base] = row;
  };

  const consumer = { failed: false };
  /** Hands the rows read so far on (their numbers formatted first). */
  const flush = async () => {
    if (pending.length > 0) await formatNumbers(pending, parts.date1904);
    pending = [];
    const batch = rows;
    const first = base;
    base += batch.length;
    rows = [];
    try {
      await onRows(batch, first);
    } catch (e) {
      // The consumer's error (a rule's refusal, a failed store) passes through as it is.
      consumer.failed = true;
      throw e;
    }
  };

  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    switch (local(tag.name)) {
      case 'row': {
        const r = Number(tag.attributes.r);
        rowIndex = Number.isInteger(r) && r > 0 ? r - 1 : rowIndex + 1;
        row = [];
        col = -1;
        break;
      }
      case 'c': {
        const ref = tag.attributes.r;
        const at = typeof ref === 'string' ? columnOf(ref) : -1;
        col = at >= 0 ? at : col + 1;
        if (col > MAX_COLUMN) throw parseFailed();
        cellType = (tag.attributes.t as CellType | undefined) ?? 'n';
        cellStyle = Number(tag.attributes.s ?? 0) || 0;
        value = '';
        break;
      }
      case 'v':
        inValue = true;
        break;
      case 'is':
        inInline = true;
        break;
      case 't':
        if (inInline && phonetic === 0) inValue = true;
        break;
      case 'rPh':
        phonetic++;
        break;
    }
  });
  const onText = (t: string) => {
    if (inValue) value += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'is':
        inInline = false;
        break;
      case 'rPh':
        phonetic--;
        break;
      case 'c':
        endCell();
        break;
      case 'row':
        endRow();
        break;
    }
  });

  try {
    await streamPartPaced(zip, parts.sheet, parser, () => (rows.length >= batchRows ? flush() : undefined));
  } catch (e) {
    if (consumer.failed) throw e;
    if (e instanceof ExtractError) throw e;
    throw parseFailed();
  } finally {
    zip.close();
  }
  if (rows.length > 0) await flush();
}

/** Numbers and dates as Excel shows them: SheetJS's SSF with the cell's format (General when none). */
async function formatNumbers(pending: PendingNumber[], date1904: boolean): Promise<void> {
  const { SSF } = await import('@e965/xlsx');
  for (const p of pending) {
    let text: string;
    try {
      text = SSF.format(p.format, p.value, { date1904 });
    } catch {
      text = String(p.value);
    }
    p.row[p.col] = cleanText(text);
  }
}
