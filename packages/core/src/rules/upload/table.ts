/**
 * Excel and CSV uploads (spec point 3: "Excel import columns: word, pronunciation A,
 * pronunciation B, part of speech, meaning A, meaning B, example A, example A translation,
 * example B, example B translation, antonym. The first row is a header, the second a
 * language-code row, and data starts at row 3."; point 5: "Excel needs at least 11 columns").
 * Rows arrive as strings, as SheetJS / papaparse give them; a row may stop early.
 *
 * Rules, in the order they apply:
 *   - Nothing in any cell → `upload.empty`. Widest row (header, code row and data alike) under
 *     EXCEL_MIN_COLUMNS (11) → `upload.tooFewColumns`, for every book type (the spec's rule is
 *     about the file, and one template serves all three types).
 *   - Row 1 is a header: ignored, whatever it says.
 *   - Row 2 gives the language of columns 5 (meaning A), 6 (meaning B), 8 (example A translation)
 *     and 10 (example B translation); its other cells are ignored. Codes and names: lang-code.ts.
 *     An empty cell takes the default: meaning A and both example translations the uploader's
 *     native language (opts.nativeLang, else DEFAULT_UI_LANG), meaning B English (a monolingual
 *     definition when the book is English: then both meanings list under `en`). An unknown
 *     non-empty code is a `badLangCode` warning (row 2, that column, params {column, code}); the
 *     column is still read but has no language: its meanings do not go under `meanings`
 *     (they can still be the item's `translation`, below), its example translations keep
 *     `translationLang: null`.
 *   - Data from row 3; `row` in items and problems is the sheet's 1-based row. Fully empty rows
 *     are skipped silently. More than UPLOAD_LIMITS.items non-empty data rows → `upload.tooManyItems`.
 *   - Per row, each in turn skips the row: a cell over UPLOAD_LIMITS.cellChars characters →
 *     `cellTooLong` (every such cell, with its column); an empty word with other cells filled →
 *     `emptyText` (column 1); a word or example over UPLOAD_LIMITS.itemLength (textLength) →
 *     `itemTooLong`; a meaning or example translation over translationLength → `translationTooLong`.
 *     A word seen before (NFC, case-insensitive) → `duplicate` warning, params.first = its first row;
 *     the first is kept (a Map, so 200,000 rows stay one pass).
 *   - Word books: several meanings in one cell split by `;` `；` or a newline; antonyms by `,` `，`
 *     `、` `;` `；` or a newline. The item's `translation` is the first meaning of column 5, or of
 *     column 6 when 5 is empty, so professional mode has a translation to show.
 *   - Sentence books: column 1 is the sentence; meanings are not split (a translation has
 *     semicolons); `translation` is the whole of column 5, or of column 6 when 5 is empty.
 *   - Article books: each non-empty column-1 cell is a paragraph; the paragraphs joined by blank
 *     lines go through articleItems (rows of its items and problems are then sentence numbers;
 *     cellTooLong problems keep their sheet rows). Other columns are ignored.
 *   - `mode` does not change what is read: the server decides whether the user's meanings or the
 *     dictionary's are shown.
 */
import { type BookType, DEFAULT_UI_LANG, EXCEL_MIN_COLUMNS, type Lang } from '../../constants.js';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { textLength } from '../text-length.js';
import { Collector, emptyItem, tooManyItems } from './collect.js';
import { parseLangCode } from './lang-code.js';
import { articleItems } from './split-article.js';
import { type ParsedUpload, type RawProblem, type UploadExample, type UploadItem, UploadRuleError } from './types.js';

export interface TableOptions {
  type: BookType;
  mode: 'simple' | 'professional';
  bookLang: Lang;
  /** The uploader's native language: default of meaning A and example translations. */
  nativeLang?: Lang;
}

/** 0-based column indexes of the spec's eleven columns. */
export const TABLE_COLUMNS = {
  word: 0,
  pronA: 1,
  pronB: 2,
  pos: 3,
  meaningA: 4,
  meaningB: 5,
  exampleA: 6,
  exampleATranslation: 7,
  exampleB: 8,
  exampleBTranslation: 9,
  antonym: 10,
} as const;
const C = TABLE_COLUMNS;
/** Columns whose language row 2 names. */
const LANG_COLUMNS = [C.meaningA, C.meaningB, C.exampleATranslation, C.exampleBTranslation] as const;

const MEANING_SEPARATOR = /\r?\n|[;；]/;
const ANTONYM_SEPARATOR = /\r?\n|[,，、;；]/;

/** String() because a spreadsheet reader may still hand over a number or a boolean for a typed cell. */
const cell = (row: readonly string[] | undefined, column: number) => String(row?.[column] ?? '').trim();
const isEmptyRow = (row: readonly string[] | undefined) => !row || row.every((c) => String(c ?? '').trim() === '');
const chars = (s: string) => (s.length <= UPLOAD_LIMITS.cellChars ? s.length : [...s].length);
const splitCell = (value: string, separator: RegExp) =>
  value === ''
    ? []
    : value
        .split(separator)
        .map((s) => s.trim())
        .filter((s) => s !== '');

/**
 * The whole-table context the row rules need, from the table's first two rows: the language of
 * each language column (row 2), and the `badLangCode` warnings found there.
 */
export interface TableContext {
  langOf: Map<number, Lang | null>;
  problems: RawProblem[];
}

export function tableContext(codeRow: readonly string[] | undefined, opts: Pick<TableOptions, 'nativeLang'>): TableContext {
  const out = new Collector();
  const native = opts.nativeLang ?? DEFAULT_UI_LANG;
  const defaults: Record<number, Lang> = {
    [C.meaningA]: native,
    [C.meaningB]: 'en',
    [C.exampleATranslation]: native,
    [C.exampleBTranslation]: native,
  };
  const langOf = new Map<number, Lang | null>();
  for (const column of LANG_COLUMNS) {
    const code = cell(codeRow, column);
    const lang = code === '' ? defaults[column]! : parseLangCode(code);
    if (lang === null) out.problem('badLangCode', 2, column + 1, false, { code });
    langOf.set(column, lang);
  }
  return { langOf, problems: out.problems };
}

/** What one batch of rows gave: its items (duplicates of earlier batches left out) and its problems. */
export type TableBatch = ParsedUpload;

/**
 * The table rules applied batch by batch, for a reader that streams rows (the server's xlsx
 * reader): `push` the rows in order, each batch with the 0-based index of its first row, and
 * take each batch's items and problems; `finish` applies the whole-table checks and answers what
 * is left (an article's sentences, which need all its paragraphs). The rules are the ones
 * `tableItems` documents; the whole-table refusals (`upload.empty`, `upload.tooFewColumns`) can
 * only be known at the end, so a streaming caller must be ready to drop what it has kept; a
 * refusal's `problems` are those found since the last batch (the caller has the earlier ones).
 * Duplicate detection spans batches (the collector's map of texts seen).
 */
export class TableRows {
  private readonly opts: TableOptions;
  private readonly out = new Collector();
  private ctx: TableContext | null = null;
  private head: (readonly string[])[] = [];
  private width = 0;
  private anything = false;
  private dataRows = 0;
  private items = 0;
  private readonly paragraphs: string[] = [];

  constructor(opts: TableOptions) {
    this.opts = opts;
  }

  /** Rows `first`, `first + 1`, … of the table (0-based; rows 0 and 1 are the header and the codes). */
  push(rows: readonly (readonly string[])[], first: number): TableBatch {
    for (let i = 0; i < rows.length; i++) {
      const r = first + i;
      const row = rows[i]!;
      if (row.length > this.width) this.width = row.length;
      if (!this.anything && !isEmptyRow(row)) this.anything = true;
      if (r < 2) {
        this.head[r] = row;
        continue;
      }
      this.context();
      if (isEmptyRow(row)) continue;
      if (++this.dataRows > UPLOAD_LIMITS.items) throw tooManyItems();
      if (this.opts.type === 'article') {
        this.paragraph(row, r + 1);
        continue;
      }
      const item = readRow(row, r + 1, this.opts.type === 'word', this.ctx!.langOf, this.out);
      if (item) this.out.add(item, C.word + 1);
    }
    return this.drain();
  }

  /** The whole-table checks, and what is left: an article's items (with their problems). */
  finish(): TableBatch {
    if (!this.anything) throw new UploadRuleError('upload.empty');
    if (this.width < EXCEL_MIN_COLUMNS) throw new UploadRuleError('upload.tooFewColumns', { min: EXCEL_MIN_COLUMNS });
    this.context();
    if (this.opts.type !== 'article') {
      const rest = this.drain();
      if (this.items === 0) throw new UploadRuleError('upload.empty', {}, rest.problems);
      return rest;
    }
    const before = this.drain().problems;
    if (this.paragraphs.length === 0) throw new UploadRuleError('upload.empty', {}, before);
    let parsed: ParsedUpload;
    try {
      parsed = articleItems(this.paragraphs.join('\n\n'), this.opts.bookLang);
    } catch (error) {
      if (error instanceof UploadRuleError) throw new UploadRuleError(error.key, error.params, [...before, ...error.problems]);
      throw error;
    }
    this.paragraphs.length = 0;
    return { items: parsed.items, problems: [...before, ...parsed.problems] };
  }

  /** Row 2's context, once the rows before the data are known (or the table ended). */
  private context(): void {
    if (this.ctx) return;
    this.ctx = tableContext(this.head[1], this.opts);
    this.out.problems.push(...this.ctx.problems);
    this.head = [];
  }

  private paragraph(row: readonly string[], rowNo: number): void {
    const paragraph = cell(row, C.word);
    if (paragraph === '') return;
    if (chars(paragraph) > UPLOAD_LIMITS.cellChars) {
      this.out.problem('cellTooLong', rowNo, C.word + 1, true, { max: UPLOAD_LIMITS.cellChars });
      return;
    }
    this.paragraphs.push(paragraph);
  }

  private drain(): TableBatch {
    const batch = this.out.take();
    this.items += batch.items.length;
    return batch;
  }
}

export function tableItems(rows: readonly (readonly string[])[], opts: TableOptions): ParsedUpload {
  // The whole table is at hand: its refusals come first, before any row is read.
  let width = 0;
  let anything = false;
  for (const row of rows) {
    if (row.length > width) width = row.length;
    if (!anything && !isEmptyRow(row)) anything = true;
  }
  if (!anything) throw new UploadRuleError('upload.empty');
  if (width < EXCEL_MIN_COLUMNS) throw new UploadRuleError('upload.tooFewColumns', { min: EXCEL_MIN_COLUMNS });
  const table = new TableRows(opts);
  const first = table.push(rows, 0);
  let rest: TableBatch;
  try {
    rest = table.finish();
  } catch (error) {
    // The refusal carries every problem found, not only those since the last batch.
    if (error instanceof UploadRuleError) throw new UploadRuleError(error.key, error.params, [...first.problems, ...error.problems]);
    throw error;
  }
  return { items: [...first.items, ...rest.items], problems: [...first.problems, ...rest.problems] };
}

function readRow(
  row: readonly string[],
  rowNo: number,
  isWord: boolean,
  langOf: Map<number, Lang | null>,
  out: Collector,
): UploadItem | null {
  // Each cell trimmed once (the rules below read most of them again).
  const cells: string[] = new Array(row.length);
  let tooLong = false;
  for (let c = 0; c < row.length; c++) {
    const value = cell(row, c);
    cells[c] = value;
    if (chars(value) > UPLOAD_LIMITS.cellChars) {
      out.problem('cellTooLong', rowNo, c + 1, true, { max: UPLOAD_LIMITS.cellChars });
      tooLong = true;
    }
  }
  if (tooLong) return null;
  const at = (column: number) => cells[column] ?? '';
  const text = at(C.word);
  if (text === '') return skip(out, 'emptyText', rowNo, C.word);
  if (textLength(text) > UPLOAD_LIMITS.itemLength) return skip(out, 'itemTooLong', rowNo, C.word, UPLOAD_LIMITS.itemLength);

  const item = emptyItem(rowNo, text);
  item.pronA = at(C.pronA) || null;
  item.pronB = at(C.pronB) || null;
  item.pos = at(C.pos) || null;
  let translation: string | null = null;
  for (const column of [C.meaningA, C.meaningB]) {
    const value = at(column);
    const meanings = isWord ? splitCell(value, MEANING_SEPARATOR) : value === '' ? [] : [value];
    for (const meaning of meanings) {
      if (textLength(meaning) > UPLOAD_LIMITS.translationLength) {
        return skip(out, 'translationTooLong', rowNo, column, UPLOAD_LIMITS.translationLength);
      }
    }
    if (meanings.length === 0) continue;
    translation ??= meanings[0]!;
    const lang = langOf.get(column);
    if (lang) item.meanings[lang] = [...(item.meanings[lang] ?? []), ...meanings];
  }
  item.translation = translation;
  for (const [textColumn, translationColumn] of [
    [C.exampleA, C.exampleATranslation],
    [C.exampleB, C.exampleBTranslation],
  ] as const) {
    const example = at(textColumn);
    if (example === '') continue;
    if (textLength(example) > UPLOAD_LIMITS.itemLength) return skip(out, 'itemTooLong', rowNo, textColumn, UPLOAD_LIMITS.itemLength);
    const exampleTranslation = at(translationColumn) || null;
    if (exampleTranslation !== null && textLength(exampleTranslation) > UPLOAD_LIMITS.translationLength) {
      return skip(out, 'translationTooLong', rowNo, translationColumn, UPLOAD_LIMITS.translationLength);
    }
    const entry: UploadExample = {
      text: example,
      translation: exampleTranslation,
      translationLang: exampleTranslation === null ? null : (langOf.get(translationColumn) ?? null),
    };
    item.examples.push(entry);
  }
  item.antonyms = splitCell(at(C.antonym), ANTONYM_SEPARATOR);
  return item;
}

function skip(out: Collector, code: 'emptyText' | 'itemTooLong' | 'translationTooLong', row: number, column: number, max?: number): null {
  out.problem(code, row, column + 1, true, max === undefined ? {} : { max });
  return null;
}
