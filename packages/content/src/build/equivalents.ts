/**
 * Cross-language equivalents derived cheaply through English: a Chinese word glossed "bank", a
 * Japanese common word glossed "bank" and the Spanish translation of "bank" become equivalents of
 * each other and of the English entry. Only frequent (ranked) words feed the index.
 */
import type { EntryRecord } from '../types.js';

const MAX_PER_LANG = 2;

/** `to eat (sth)` → `eat`; null when the gloss is not a short word or phrase. */
export function normalizeGloss(gloss: string): string | null {
  const g = gloss
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/^(to|a|an|the)\s+/, '')
    .trim();
  if (!g || g.split(/\s+/).length > 2 || !/^[a-z][a-z' -]*$/.test(g)) return null;
  return g;
}

/** English glosses of an entry: the first sense, split on `;`. */
function glossesOf(e: EntryRecord): string[] {
  const first = (e.meanings.en ?? []).slice(0, e.lang === 'es' ? 3 : 1);
  const out: string[] = [];
  for (const m of first) {
    for (const part of m.replace(/^\[[^\]]+\]\s*/, '').split(/[;,]/)) {
      const g = normalizeGloss(part);
      if (g && !out.includes(g)) out.push(g);
    }
  }
  return out;
}

export function addEquivalents(byLang: Record<string, EntryRecord[]>, engSpa: Map<string, string[]>): number {
  const index = new Map<string, Map<string, string[]>>();
  const put = (lang: string, gloss: string, word: string): void => {
    let m = index.get(lang);
    if (!m) {
      m = new Map();
      index.set(lang, m);
    }
    const list = m.get(gloss) ?? [];
    if (list.length < MAX_PER_LANG && !list.includes(word)) list.push(word);
    m.set(gloss, list);
  };
  for (const lang of ['zh', 'ja', 'es']) {
    const ranked = (byLang[lang] ?? []).filter((e) => e.freqRank !== null);
    ranked.sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0));
    for (const e of ranked) for (const g of glossesOf(e)) put(lang, g, e.headword);
  }
  const spanish = new Set((byLang.es ?? []).map((e) => e.headword));
  for (const [en, es] of engSpa) for (const w of es) if (normalizeGloss(en) && spanish.has(w)) put('es', en, w);
  const english = new Map((byLang.en ?? []).map((e) => [e.headword.toLowerCase(), e.headword]));

  let added = 0;
  for (const [lang, entries] of Object.entries(byLang)) {
    for (const e of entries) {
      // Only the first gloss links outwards: later glosses are often other senses.
      const glosses = lang === 'en' ? [e.headword.toLowerCase()] : glossesOf(e).slice(0, 1);
      const eq: string[] = [];
      for (const g of glosses) {
        const en = english.get(g);
        if (lang !== 'en' && en) eq.push(`en:${en}`);
        // Korean entries link to other languages only through English (en:) and, set by the
        // Korean builder, through hanja (zh:): a second hop (가다 → "go" → ja:囲碁) is too often wrong.
        for (const other of lang === 'ko' ? [] : ['zh', 'ja', 'es']) {
          if (other === lang) continue;
          for (const w of index.get(other)?.get(g) ?? []) eq.push(`${other}:${w}`);
        }
      }
      // Equivalents a builder set from direct evidence (Korean hanja → Chinese) come first and stay.
      const unique = [...new Set([...e.equivalents, ...eq])].slice(0, 8);
      if (unique.length) {
        e.equivalents = unique;
        added++;
      }
    }
  }
  return added;
}
