/**
 * Cross-language equivalents, set only on direct evidence (none rather than a wrong one):
 *
 * - en↔zh, word books: a Chinese word the books give in an English word's first (main-sense)
 *   meaning whose CC-CEDICT senses (first three) also say that English word (bank → 银行 "bank").
 * - X→en, a bilingual X–English dictionary (CC-CEDICT, EDICT, FreeDict spa-eng, …): the first gloss
 *   of a frequent entry is exactly a frequent English headword, parts of speech agreeing (去 "to go"
 *   ↔ go; 囲碁 "go; board game…" is a noun, go a verb: no). Qualified first senses ("(bound form) …",
 *   "go (board game)"), KANJIDIC character entries and Spanish meanings that only reverse eng-spa
 *   are no evidence.
 * - through English: words of two languages whose FIRST gloss is the same English word and that
 *   are both among the 10,000 most frequent (水 "water" ↔ agua "water"); not ja↔zh, which has:
 * - ja↔zh: the same characters (the Japanese headword is the simplified or a traditional form) and
 *   overlapping senses among the first three of each (手紙/手纸 "letter"/"toilet paper": no).
 *
 * Equivalents an entry builder already set (Korean hanja → Chinese) are kept first. At most 2 per
 * language and 8 in all; pairs are symmetric. Eng-spa itself is not used: its first translations mix
 * senses (mean → centro, water → acuarela).
 */
import type { EntryRecord } from '../types.js';

const MAX_PER_LANG = 2;
const MAX_TOTAL = 8;
/** "Frequent": ranks up to these (English ranks come from SUBTLEX, the others from their lists). */
const FREQUENT_EN = 30000;
const FREQUENT = 30000;
/** Words linked to each other through an English word must be more frequent still. */
const PIVOT_FREQUENT = 10000;

export interface Gloss {
  /** Normalized phrase, `to ` kept for verbs: `to eat`, `water`, `go (board game)`. */
  text: string;
  /** The phrase without `to`/`a`/`the`, to compare with an English headword. */
  bare: string;
  verb: boolean;
}

/** One comparable phrase: lower case, leading qualifiers (`(bound form)`) and `[pinyin]` dropped. */
export function toGloss(phrase: string): Gloss | null {
  const text = phrase
    .toLowerCase()
    .replace(/^\s*\[[^\]]*\]\s*/, '')
    .replace(/^(?:\s*\([^)]*\)\s*)+/, '')
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || /[\u3000-\u9fff]/.test(text)) return null;
  const verb = /^to\s/.test(text);
  const bare = text.replace(/^(?:to|a|an|the)\s+/, '');
  return bare ? { text, bare, verb } : null;
}

/** The first phrase of the first English meaning (`water; fluid` → water). */
export function firstGloss(e: EntryRecord): Gloss | null {
  const m = e.meanings.en?.[0]?.replace(/^\s*\[[^\]]*\]\s*/, '');
  // A qualified first sense ("(bound form) abundant", "(physics) to scatter") is no plain equivalent.
  if (!m || m.startsWith('(')) return null;
  return toGloss(m.replace(/^\s*\[[^\]]*\]\s*/, '').split(';')[0] ?? '');
}

/** Phrases of the first n meanings, qualifiers in parentheses removed (for the looser ja↔zh check). */
export function senseBag(e: EntryRecord, n: number): Set<string> {
  const out = new Set<string>();
  for (const m of (e.meanings.en ?? []).slice(0, n)) {
    for (const p of m.replace(/\([^)]*\)|\[[^\]]*\]/g, '').split(/[;,]/)) {
      const g = toGloss(p);
      if (!g) continue;
      out.add(g.bare);
      // 书籍 "books" gives book: a plural gloss also counts as its singular.
      if (/[^s]s$/.test(g.bare) && !g.bare.includes(' ')) out.add(g.bare.slice(0, -1));
    }
  }
  return out;
}

/** Word-class family of a label: n, v, adj, adv, int, or the label itself; null when unknown. */
export function posFamily(label: string | undefined): string | null {
  if (!label) return null;
  const l = label.toLowerCase();
  if (l === 'exp' || l === 'unc' || l === 'none') return null;
  if (/^(?:n|pn|noun|n-\w+|prop)$/.test(l)) return 'n';
  if (/^(?:modal|aux|aux-v)$/.test(l)) return 'modal';
  if (/^(?:v|vt|vi|verb|v\d.*|vs.*|vk|vz.*)$/.test(l)) return 'v';
  if (/^(?:adj|a|adjective|adj-.*)$/.test(l)) return 'adj';
  if (/^(?:adv|r|adverb|adv-to)$/.test(l)) return 'adv';
  if (/^(?:int|interj|intj)$/.test(l)) return 'int';
  return l;
}

/**
 * Part of speech of an entry for the agreement check: its first label (English, Japanese EDICT
 * codes, Spanish), else read from the gloss (`to eat` → v, `a well` → n); null when unknown.
 */
export function posOf(e: EntryRecord, g: Gloss | null): string | null {
  const fromLabel = posFamily(e.pos[0]);
  if (fromLabel) return fromLabel;
  if (!g) return null;
  if (g.verb) return 'v';
  if (/^(?:a|an)\s/.test(g.text)) return 'n';
  // CC-CEDICT glosses verbs as `to …`: a bare gloss is not a verb.
  return 'not-v';
}

/** Parts of speech agree unless both are known and differ; `not-v` only excludes verbs. */
export function agree(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return true;
  // Modals (can, must) are glossed without `to` in CC-CEDICT and as verbs elsewhere.
  if (a === 'modal' || b === 'modal') return ['modal', 'v', 'not-v'].includes(a === 'modal' ? b : a);
  if (a === 'not-v' || b === 'not-v') return a !== 'v' && b !== 'v';
  return a === b;
}

/** Entries that are characters rather than words (KANJIDIC's `(kanji) …`) or lone kana (particles) link to nothing. */
export function wordLike(e: EntryRecord): boolean {
  if (e.lang !== 'ja') return true;
  if (/^\(kanji\)/.test(e.meanings.en?.[0] ?? '')) return false;
  return !/^[\u3040-\u30ff]$/.test(e.headword);
}

/** Spanish meanings that only reverse eng-spa are no independent evidence for an English link. */
export function ownMeanings(e: EntryRecord): boolean {
  return e.lang !== 'es' || e.sources.some((s) => s !== 'freedict-eng-spa' && s !== 'es-frequency');
}

const frequent = (e: EntryRecord): boolean => e.freqRank !== null && e.freqRank <= (e.lang === 'en' ? FREQUENT_EN : FREQUENT);

/** Chinese terms of a word-book meaning (`v. 去；走；变为` → 去, 走, 变为). */
export function bookTerms(meaning: string): string[] {
  return meaning
    .replace(/^[a-z/]+\.\s*/, '')
    .replace(/（[^）]*）|\([^)]*\)|\[[^\]]*\]|<[^>]*>|【[^】]*】/g, '')
    .split(/[；;，,、\s]+/)
    .map((t) => t.replace(/…/g, '').trim())
    .filter((t) => /^[\u3400-\u9fff]+$/.test(t));
}

/** `[a, b]` links both ways; `[a, b, true]` only a → b. */
type Pair = [EntryRecord, EntryRecord, boolean?];

export function addEquivalents(byLang: Record<string, EntryRecord[]>, _engSpa?: Map<string, string[]>): number {
  const pairs: Pair[] = [];
  const zh = new Map<string, EntryRecord>();
  for (const e of byLang.zh ?? []) if (!zh.has(e.headword)) zh.set(e.headword, e);
  const enLower = new Map<string, EntryRecord>();
  for (const e of byLang.en ?? []) if (!enLower.has(e.headword.toLowerCase())) enLower.set(e.headword.toLowerCase(), e);
  /** English entry → its linked entries in other languages, in evidence order. */
  const links = new Map<EntryRecord, EntryRecord[]>();
  const link = (e: EntryRecord, x: EntryRecord): void => {
    const l = links.get(e) ?? [];
    if (!l.includes(x)) l.push(x);
    links.set(e, l);
    pairs.push([e, x]);
  };

  // en↔zh from the word books (first, main-sense meaning only; the first term that CC-CEDICT's first
  // two senses confirm: have → 有, not also 占有). Articles have no Chinese equivalent (the ≠ 那).
  for (const e of enLower.values()) {
    if (e.pos[0] === 'art') continue;
    const word = e.headword.toLowerCase();
    const meaning = e.meanings.zh?.[0] ?? '';
    // The meaning must be for the word's main part of speech (can: modal, not n. 罐头).
    const label = /^([a-z]+)[./]/.exec(meaning)?.[1];
    if (label && !agree(posFamily(label), posFamily(e.pos[0]))) continue;
    for (const t of bookTerms(meaning)) {
      // 小的 → 小: adjectives are given with 的.
      const z = zh.get(t) ?? zh.get(t.replace(/[的地]$/, ''));
      if (z && senseBag(z, 2).has(word)) {
        link(e, z);
        break;
      }
    }
  }
  // X→en: a frequent entry's first gloss is exactly a frequent English headword, parts of speech
  // agreeing. The most frequent such word of a language links both ways (lake ↔ 湖); the others only
  // towards English (湖沼 "lake; marsh" → lake, but lake does not list 湖沼).
  const toEnglish = new Map<string, EntryRecord[]>();
  for (const [lang, list] of Object.entries(byLang)) {
    if (lang === 'en') continue;
    for (const x of list) {
      if (!frequent(x) || !ownMeanings(x) || !wordLike(x)) continue;
      const g = firstGloss(x);
      const e = g ? enLower.get(g.bare) : undefined;
      if (!g || !e || !frequent(e)) continue;
      if (!agree(posOf(x, g), posOf(e, null))) continue;
      const key = `${e.headword.toLowerCase()}|${lang}`;
      toEnglish.set(key, [...(toEnglish.get(key) ?? []), x]);
    }
  }
  for (const [key, xs] of toEnglish) {
    const e = enLower.get(key.split('|')[0] ?? '') as EntryRecord;
    xs.sort((a, b) => (a.freqRank ?? Number.POSITIVE_INFINITY) - (b.freqRank ?? Number.POSITIVE_INFINITY));
    xs.forEach((x, i) => {
      if (i === 0) link(e, x);
      else pairs.push([x, e, true]);
    });
  }
  // Through English: words whose FIRST gloss is this English word, the first of each language,
  // are equivalents of each other (家 "home" links to home's words, not to family's).
  for (const [e, list] of links) {
    const firsts = new Map<string, EntryRecord>();
    for (const x of list) if (!firsts.has(x.lang) && firstGloss(x)?.bare === e.headword.toLowerCase()) firsts.set(x.lang, x);
    const xs = [...firsts.values()].filter((x) => (x.freqRank ?? Number.POSITIVE_INFINITY) <= PIVOT_FREQUENT);
    for (let i = 0; i < xs.length; i++) {
      for (let k = i + 1; k < xs.length; k++) {
        const a = xs[i] as EntryRecord;
        const b = xs[k] as EntryRecord;
        // Japanese and Chinese have their own, stricter rule (same characters); Korean links beyond
        // English only through hanja (set by its builder): its one-word glosses pivot badly (경제
        // "economy" ↔ 節減 "economy; saving").
        if ((a.lang === 'ja' && b.lang === 'zh') || (a.lang === 'zh' && b.lang === 'ja')) continue;
        if (a.lang === 'ko' || b.lang === 'ko') continue;
        pairs.push([a, b]);
      }
    }
  }
  // ja↔zh: the same characters and overlapping senses.
  const zhByForm = new Map<string, EntryRecord>();
  for (const z of zh.values()) for (const f of [z.headword, ...z.forms]) if (!zhByForm.has(f)) zhByForm.set(f, z);
  for (const j of byLang.ja ?? []) {
    if (!/^[\u3400-\u9fff]+$/.test(j.headword) || !wordLike(j)) continue;
    const z = zhByForm.get(j.headword);
    if (!z) continue;
    const b = senseBag(z, 3);
    if ([...senseBag(j, 3)].some((g) => b.has(g))) pairs.push([j, z]);
  }
  // Equivalents a builder set (Korean hanja 은행 → zh:银行) are mirrored: 银行 → ko:은행.
  const byRef = new Map<string, EntryRecord>();
  for (const list of Object.values(byLang))
    for (const e of list) if (!byRef.has(`${e.lang}:${e.headword}`)) byRef.set(`${e.lang}:${e.headword}`, e);
  for (const list of Object.values(byLang)) {
    for (const e of list) {
      for (const ref of e.equivalents) {
        const target = byRef.get(ref);
        if (target) pairs.unshift([target, e, true]);
      }
    }
  }
  return assign(byLang, pairs);
}

/** Writes the pairs both ways after what builders set, in evidence order (bilingual sources first). */
function assign(byLang: Record<string, EntryRecord[]>, pairs: Pair[]): number {
  const found = new Map<EntryRecord, EntryRecord[]>();
  const push = (a: EntryRecord, b: EntryRecord): void => {
    const l = found.get(a) ?? [];
    if (!l.includes(b)) l.push(b);
    found.set(a, l);
  };
  for (const [a, b, oneWay] of pairs) {
    if (a.lang === b.lang) continue;
    push(a, b);
    if (!oneWay) push(b, a);
  }
  let added = 0;
  for (const list of Object.values(byLang)) {
    for (const e of list) {
      const partners = found.get(e);
      if (!partners) continue;
      const out = [...e.equivalents];
      const perLang = new Map<string, number>();
      for (const x of out) perLang.set(x.split(':')[0] ?? '', (perLang.get(x.split(':')[0] ?? '') ?? 0) + 1);
      for (const p of partners) {
        const ref = `${p.lang}:${p.headword}`;
        const n = perLang.get(p.lang) ?? 0;
        if (out.includes(ref) || n >= MAX_PER_LANG || out.length >= MAX_TOTAL) continue;
        out.push(ref);
        perLang.set(p.lang, n + 1);
      }
      if (out.length > e.equivalents.length) {
        e.equivalents = out;
        added++;
      }
    }
  }
  return added;
}
