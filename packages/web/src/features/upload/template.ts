/**
 * The spreadsheet template, built in the browser: the spec's 11 Excel columns (row 1 headers,
 * row 2 the language code of each column, data from row 3) as a UTF-8 CSV with a BOM, so Excel
 * opens the CJK headers correctly. Two fixed rows need no CSV library in the bundle: a cell is
 * quoted (RFC 4180) only when it holds a comma, a quote or a line break.
 */
import type { Lang } from '@qfl/core';

/** The 11 columns in the spec's order (point 3). */
export const TEMPLATE_COLUMNS = [
  'word',
  'pronA',
  'pronB',
  'pos',
  'meaningA',
  'meaningB',
  'exampleA',
  'exampleATranslation',
  'exampleB',
  'exampleBTranslation',
  'antonym',
] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/** Which language each column is written in: the book's (`lang`) or the learner's (`native`). */
const COLUMN_LANG: Record<TemplateColumn, 'lang' | 'native'> = {
  word: 'lang',
  pronA: 'lang',
  pronB: 'lang',
  pos: 'native',
  meaningA: 'native',
  meaningB: 'native',
  exampleA: 'lang',
  exampleATranslation: 'native',
  exampleB: 'lang',
  exampleBTranslation: 'native',
  antonym: 'lang',
};

export function templateRows(headers: Record<TemplateColumn, string>, lang: Lang, native: Lang): string[][] {
  return [TEMPLATE_COLUMNS.map((c) => headers[c]), TEMPLATE_COLUMNS.map((c) => (COLUMN_LANG[c] === 'lang' ? lang : native))];
}

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function templateCsv(headers: Record<TemplateColumn, string>, lang: Lang, native: Lang): string {
  const lines = templateRows(headers, lang, native).map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves the template through a temporary link (no server round trip). */
export function downloadTemplate(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
