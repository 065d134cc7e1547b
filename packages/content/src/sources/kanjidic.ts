/** KANJIDIC (Debian `kanjidic`, EUC-JP): one kanji a line with readings, meanings, grade, frequency. */
import { toHiragana } from './edict.js';

export interface KanjiRecord {
  kanji: string;
  on: string[];
  kun: string[];
  meanings: string[];
  grade: number | null;
  freq: number | null;
  pinyin: string[];
}

/** `学 3358 U5b66 ... G1 ... F63 ... Yxue2 Whag ガク まな.ぶ T1 たか {study} {learning}` */
export function parseKanjidicLine(line: string): KanjiRecord | null {
  if (!line || line.startsWith('#')) return null;
  const meanings = [...line.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '').filter(Boolean);
  const fields = line
    .replace(/\{[^}]*\}/g, '')
    .trim()
    .split(/\s+/);
  const kanji = fields[0];
  if (!kanji) return null;
  const on: string[] = [];
  const kun: string[] = [];
  const pinyin: string[] = [];
  let grade: number | null = null;
  let freq: number | null = null;
  let nanori = false;
  for (const f of fields.slice(2)) {
    if (f === 'T1' || f === 'T2') {
      nanori = true; // name readings follow; not kept
      continue;
    }
    if (/^G\d+$/.test(f)) grade = Number(f.slice(1));
    else if (/^F\d+$/.test(f)) freq = Number(f.slice(1));
    else if (/^Y[a-z]+\d?$/.test(f)) pinyin.push(f.slice(1));
    else if (nanori) continue;
    else if (/^[\u30a0-\u30ff-]+$/.test(f)) on.push(f.replace(/-/g, ''));
    else if (/^[\u3040-\u309f.-]+$/.test(f)) kun.push(f);
  }
  return { kanji, on: [...new Set(on)], kun: [...new Set(kun)], meanings, grade, freq, pinyin };
}

/** Dictionary-form readings of a kanji: `まな.ぶ` → `まなぶ`, on'yomi in hiragana. */
export function kanjiReadings(k: KanjiRecord): string[] {
  const kun = k.kun.map((r) => r.replace(/[.-]/g, ''));
  return [...new Set([...k.on.map(toHiragana), ...kun])].filter(Boolean);
}
