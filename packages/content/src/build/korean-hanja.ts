/**
 * Hanja for Korean entries and the Chinese equivalents they give. A Sino-Korean word's hanja,
 * written in traditional characters, is looked up in CC-CEDICT (traditional or simplified column);
 * the Chinese word becomes an equivalent (경제 經濟 → zh:经济) only when the evidence holds up:
 * CC-CEDICT's English shares a content word with the Korean word's English (so false friends such as
 * 공부 工夫 "study" vs 工夫 "time, effort" stay out) and the Chinese word is a common one (in the
 * Chinese frequency list), so rare literary homographs (친구 親舊 vs 亲旧) stay out too.
 */

export interface CedictGloss {
  simplified: string;
  english: string[];
}

/** CC-CEDICT tuples → word (traditional and simplified spelling) → its entries. */
export function cedictIndex(all: [string, string, string, string | string[], ...unknown[]][]): Map<string, CedictGloss[]> {
  const out = new Map<string, CedictGloss[]>();
  for (const [trad, simp, , english] of all) {
    const g: CedictGloss = { simplified: simp, english: Array.isArray(english) ? english : [english] };
    for (const k of new Set([trad, simp])) {
      const list = out.get(k);
      if (list) list.push(g);
      else out.set(k, [g]);
    }
  }
  return out;
}

const STOP = new Set(
  'to be a an the of in on at for with and or by as from into up out off one sb sth something someone oneself ones it its is are was not no that this which who what make do have get give take go come person thing way kind type state act fact etc used also very much more most'.split(
    ' ',
  ),
);

/** Content words of English glosses, cut to five letters (economy ~ economic, friend ~ friends). */
export function glossStems(glosses: string[]): Set<string> {
  const out = new Set<string>();
  for (const g of glosses) {
    const plain = g.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').toLowerCase();
    for (const w of plain.split(/[^a-z]+/)) if (w.length >= 3 && !STOP.has(w)) out.add(w.slice(0, 5));
  }
  return out;
}

/**
 * The Chinese (simplified) word for a Korean word written `hanja`, or null without evidence.
 * `english` is the Korean word's English (first senses), `common` tells whether a Chinese word is
 * frequent enough to be the usual word.
 */
export function chineseEquivalent(
  hanja: string,
  english: string[],
  cedict: Map<string, CedictGloss[]>,
  common: (zh: string) => boolean,
): string | null {
  const ko = glossStems(english);
  if (ko.size === 0) return null;
  for (const c of cedict.get(hanja) ?? []) {
    if (c.english.some((e) => /^(old variant|variant|surname|see ) /i.test(e)) && c.english.length === 1) continue;
    if (!common(c.simplified)) continue;
    const zh = glossStems(c.english);
    for (const s of ko) if (zh.has(s)) return c.simplified;
  }
  return null;
}
