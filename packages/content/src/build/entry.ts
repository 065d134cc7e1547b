/** Entry record helpers: creation, search keys per language, ordering by frequency. */

import type { Lang } from '@qfl/core';
import { romanize } from 'es-hangul';
import { numberedToMarked, stripTones } from '../sources/cedict.js';
import { toHiragana } from '../sources/edict.js';
import { foldAccents } from '../sources/es-frequency.js';
import type { EntryKey, EntryRecord, KeyKind } from '../types.js';

export function newEntry(lang: Lang, headword: string): EntryRecord {
  return {
    lang,
    headword,
    reading: null,
    pronA: null,
    pronB: null,
    pos: [],
    meanings: {},
    examples: [],
    synonyms: [],
    antonyms: [],
    equivalents: [],
    confusing: [],
    forms: [],
    roots: [],
    freqRank: null,
    sources: [],
    keys: [],
  };
}

export function addMeaning(e: EntryRecord, lang: string, meaning: string): void {
  const m = meaning.trim();
  if (!m) return;
  const list = e.meanings[lang] ?? [];
  if (!list.includes(m)) list.push(m);
  e.meanings[lang] = list;
}

export function addUnique(list: string[], ...values: string[]): void {
  for (const v of values) if (v && !list.includes(v)) list.push(v);
}

/** Pinyin keys of one numbered reading: `yín háng`, `yinhang`, `yin2hang2`. */
export function pinyinKeys(numbered: string): string[] {
  const clean = numbered.toLowerCase().replace(/u:/g, 'v');
  const marked = numberedToMarked(numbered).toLowerCase();
  const plain = stripTones(marked)
    .replace(/ü/g, 'v')
    .replace(/[^a-z]/g, '');
  const num = clean.replace(/5/g, '').replace(/[^a-z0-9]/g, '');
  return [marked, plain, num];
}

/** Fills `keys`: exact headword, lemma forms, readings; no duplicates. */
export function computeKeys(e: EntryRecord, readings: string[] = []): EntryKey[] {
  const seen = new Set<string>();
  const keys: EntryKey[] = [];
  const add = (key: string, kind: KeyKind): void => {
    const k = key.trim().toLowerCase().normalize('NFC');
    if (!k || seen.has(k)) return;
    seen.add(k);
    keys.push({ key: k, kind });
  };
  add(e.headword, 'exact');
  for (const f of e.forms) add(f, 'lemma');
  switch (e.lang) {
    case 'zh':
      for (const r of readings) for (const k of pinyinKeys(r)) add(k, 'reading');
      break;
    case 'ja':
      for (const r of readings) add(toHiragana(r), 'reading');
      break;
    case 'ko':
      add(romanize(e.headword).replace(/\s+/g, ''), 'reading');
      break;
    case 'es':
      add(foldAccents(e.headword), 'reading');
      for (const f of e.forms) add(foldAccents(f), 'reading');
      break;
    default:
      break;
  }
  return keys;
}

/** Most frequent first; unranked entries after, shorter headwords first, then by headword. */
export function sortByFrequency(entries: EntryRecord[]): EntryRecord[] {
  return entries.sort((a, b) => {
    const ra = a.freqRank ?? Number.MAX_SAFE_INTEGER;
    const rb = b.freqRank ?? Number.MAX_SAFE_INTEGER;
    if (ra !== rb) return ra - rb;
    if (a.headword.length !== b.headword.length) return a.headword.length - b.headword.length;
    return a.headword < b.headword ? -1 : a.headword > b.headword ? 1 : 0;
  });
}
