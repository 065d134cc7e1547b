/**
 * Loads the English word books (lists, JSON books and parts), merges each word's data across them
 * and returns the word groups that become built-in books (ids as in catalog.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonBook, parseList, type WordbookWord } from '../sources/wordbooks.js';
import type { BuildContext } from './context.js';
import { readText } from './io.js';

export interface WordGroup {
  /** Catalog id: `CET4`, `PEPXiaoXue3_1`, ... */
  id: string;
  /** In first-seen order. */
  words: Set<string>;
}

export interface EnWordbooks {
  words: Map<string, WordbookWord>;
  groups: WordGroup[];
}

/** List files `3 四级-乱序.txt` → catalog ids. */
const LIST_IDS: Record<string, string> = {
  初中: 'ChuZhong',
  高中: 'GaoZhong',
  四级: 'CET4',
  六级: 'CET6',
  考研: 'KaoYan',
  托福: 'TOEFL',
  SAT: 'SAT',
};
/** Parts whose words are already covered by a complete list only add data, not books. */
const PART_ONLY_DATA = new Set(['CET4', 'CET6', 'ChuZhong', 'GaoZhong', 'KaoYan', 'TOEFL', 'SAT']);
/** Exam parts merged into one book: `GRE_2` + `GRE_3` → `GRE`. */
const MERGED_PARTS = new Set(['BEC', 'GMAT', 'GRE', 'IELTS', 'Level4', 'Level8']);

function mergeWord(into: WordbookWord, w: WordbookWord): void {
  into.us ??= w.us;
  into.uk ??= w.uk;
  if (!into.meanings.length) into.meanings = w.meanings;
  for (const p of w.pos) if (!into.pos.includes(p)) into.pos.push(p);
  if (into.phrases.length < 3) into.phrases.push(...w.phrases.slice(0, 3 - into.phrases.length));
  for (const s of w.sentences) {
    if (into.sentences.length >= 3) break;
    if (!into.sentences.some((x) => x.sentence === s.sentence)) into.sentences.push(s);
  }
}

/** Part file `PEPXiaoXue3_1.json.gz` → group id. */
export function partGroupId(file: string): string | null {
  const base = file.replace(/\.json\.gz$/, '');
  if (!/^[A-Za-z]+\d*_\d+$/.test(base)) return null;
  const prefix = base.replace(/_\d+$/, '');
  if (PART_ONLY_DATA.has(prefix)) return null;
  if (MERGED_PARTS.has(prefix)) return prefix;
  return base;
}

export function loadEnWordbooks(ctx: BuildContext): EnWordbooks {
  const root = ctx.shared('en-zh-wordbooks');
  const words = new Map<string, WordbookWord>();
  const groups = new Map<string, WordGroup>();
  const addTo = (groupId: string | null, list: WordbookWord[]): void => {
    let g = groupId ? groups.get(groupId) : undefined;
    if (groupId && !g) {
      g = { id: groupId, words: new Set() };
      groups.set(groupId, g);
    }
    for (const w of list) {
      const key = w.word.toLowerCase();
      const have = words.get(key);
      if (have) mergeWord(have, w);
      else words.set(key, { ...w, phrases: w.phrases.slice(0, 3), sentences: w.sentences.slice(0, 3) });
      g?.words.add(w.word);
    }
  };
  // JSON first: they carry phonetics, structured meanings and sentences.
  const partsDir = join(root, 'sentence-parts');
  for (const f of readdirSync(partsDir).sort()) {
    if (f.endsWith('.json.gz')) addTo(partGroupId(f), parseJsonBook(readText(join(partsDir, f))));
  }
  const booksDir = join(root, 'books');
  for (const f of readdirSync(booksDir).sort()) {
    if (f.endsWith('.json.gz')) addTo(null, parseJsonBook(readText(join(booksDir, f))));
  }
  const listsDir = join(root, 'lists');
  for (const f of readdirSync(listsDir).sort()) {
    const label = /^\d+\s+(\S+?)-/.exec(f)?.[1];
    const id = label ? LIST_IDS[label] : undefined;
    if (!id) {
      ctx.log(`[warn] unknown word list ${f}`);
      continue;
    }
    addTo(id, parseList(readText(join(listsDir, f))));
  }
  return { words, groups: [...groups.values()] };
}
