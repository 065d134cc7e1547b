/**
 * FreeDict dictionaries in dictd format (Debian `dict-freedict-*`: `.index` + gzip `.dict.dz`).
 * The index gives headword, offset and length (base64 numbers) into the uncompressed text.
 */

export interface DictdIndexEntry {
  headword: string;
  offset: number;
  length: number;
}

export interface DictdEntry {
  headword: string;
  pron: string | null;
  translations: string[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeB64Number(s: string): number {
  let n = 0;
  for (const c of s) n = n * 64 + B64.indexOf(c);
  return n;
}

export function parseDictdIndex(text: string): DictdIndexEntry[] {
  const out: DictdIndexEntry[] = [];
  for (const line of text.split('\n')) {
    const [headword, off, len] = line.split('\t');
    if (!headword || !off || !len || headword.startsWith('00database') || headword.startsWith('00-database')) continue;
    out.push({ headword, offset: decodeB64Number(off), length: decodeB64Number(len) });
  }
  return out;
}

/** Body: `casa /kˈasa/` then translation lines (`house`, `1. cómo`, `boarding house, boardingschool`). */
export function parseDictdBody(headword: string, body: string): DictdEntry {
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines.shift() ?? '';
  const pron = /\/([^/]+)\//.exec(first)?.[1] ?? null;
  const translations: string[] = [];
  for (const l of lines) {
    const t = l.replace(/^\d+\.\s*/, '').trim();
    if (!t || t.startsWith('(') || t.startsWith('[')) continue;
    for (const part of t.split(/,\s*/)) {
      const p = part.trim();
      if (p && !translations.includes(p)) translations.push(p);
    }
  }
  return { headword, pron, translations };
}

/** All entries of a dictionary; `dict` is the uncompressed .dict text as a Buffer (offsets are bytes). */
export function readDictd(indexText: string, dict: Buffer): DictdEntry[] {
  return parseDictdIndex(indexText).map((e) => parseDictdBody(e.headword, dict.subarray(e.offset, e.offset + e.length).toString('utf8')));
}
