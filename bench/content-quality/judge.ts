/**
 * The judging rules of the held-out dictionary check (bench/content-quality.ts), pure functions:
 * which hit is the right entry, whether the first English meaning is the core sense, whether a
 * pronunciation matches. Pronunciations are compared after a per-language normalisation that
 * removes notation differences (slashes, brackets, stress and length marks, KK vs IPA letters,
 * Spanish allophones, katakana vs hiragana, pinyin spacing) but keeps real differences.
 */

export const LANGS = ['en', 'zh', 'ja', 'ko', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const KINDS = ['common', 'intermediate', 'inflected', 'phrase'] as const;
export type Kind = (typeof KINDS)[number];

/** Acceptable pronunciations: forms compared after normalisation, or a regex on the normalised form. */
export type PronSpec = string[] | { re: string };

export interface Item {
  q: string;
  kind: Kind;
  /** Headwords accepted as the right entry. */
  expect: string[];
  /** Keywords, any of which must appear (whole word, any case) in the first English meaning; `eat*` also matches eats, eating. */
  core: string[];
  /** Absent: the item is not judged for pronunciation. */
  pron?: PronSpec;
  note?: string;
}

export interface Hit {
  id: number;
  lang: string;
  headword: string;
  match: string;
}

export interface Entry {
  headword: string;
  pronA: string | null;
  meanings: Record<string, string[]>;
  examples: { text: string; translation: string | null }[];
}

const fold = (s: string) => s.normalize('NFC').toLowerCase().trim();

/** Index (0-based) of the first hit among the top `n` that is one of the expected headwords, else -1. */
export function findExpected(hits: Hit[], lang: string, expect: string[], n = 3): number {
  const want = new Set(expect.map(fold));
  return hits.slice(0, n).findIndex((h) => h.lang === lang && want.has(fold(h.headword)));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, case-insensitive: `eat` matches "to eat" but not "eats"; `eat*` matches both. */
export function keywordRegex(keyword: string): RegExp {
  const k = fold(keyword);
  const stem = k.endsWith('*') ? `${escapeRe(k.slice(0, -1))}[\\p{L}\\p{M}]*` : escapeRe(k);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${stem}(?![\\p{L}\\p{M}\\p{N}])`, 'u');
}

export function firstMeaningIsCore(meaningsEn: string[] | undefined, core: string[]): boolean {
  const first = meaningsEn?.find((m) => m.trim() !== '');
  if (!first) return false;
  const text = fold(first);
  return core.some((k) => keywordRegex(k).test(text));
}

export const hasEnglishMeaning = (e: Entry) => (e.meanings.en ?? []).some((m) => m.trim() !== '');

export const hasTranslatedExample = (e: Entry) => e.examples.some((x) => (x.translation ?? '').trim() !== '');

/** Notation, not sound: slashes, brackets, spaces, syllable dots, stress and length marks, combining marks (syllabic, non-syllabic, tie bars, zero-width space). */
const NOTATION = /[/[\]()\s.‿ˈˌ'’′ːˑ:,\-\u200b]|\p{M}/gu;

function toHiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** The normal form a pronunciation is compared in, per language. */
export function normalizePron(lang: string, pron: string): string {
  let s = fold(pron);
  if (lang === 'ja') return toHiragana(s).replace(/[^\u3041-\u3096ー]/g, '');
  if (lang === 'ko') return s.replace(/[^\p{Script=Hangul}]/gu, '');
  if (lang === 'zh') return s.replace(/[\s'’·-]/g, '').replace(/v/g, 'ü');
  s = s.replace(NOTATION, '').replace(/ɡ/g, 'g').replace(/ʧ/g, 'tʃ').replace(/ʤ/g, 'dʒ');
  if (lang === 'en') {
    // KK (Chinese word books) and IPA for US English: o = oʊ, e = eɪ, r = ɹ, ɚ = ər, flap t.
    s = s
      .replace(/ɹ/g, 'r')
      .replace(/ɫ/g, 'l')
      .replace(/ɾ/g, 't')
      .replace(/oʊ/g, 'o')
      .replace(/eɪ/g, 'e')
      .replace(/ɝ|ɜr|ər/g, 'ɚ')
      .replace(/ɪ$|ɪ(?=[aeiouæɑɒɔəɛʌɚ])/g, 'i')
      .replace(/ə([lnm])$/, '$1');
  }
  if (lang === 'es') {
    // Broad Spanish: allophones, glides and dialect variants (seseo, yeísmo) count as the same sound;
    // the tap/trill contrast is kept except in a syllable coda.
    s = s
      .replace(/β/g, 'b')
      .replace(/ð/g, 'd')
      .replace(/[ɣɰ]/g, 'g')
      .replace(/θ/g, 's')
      .replace(/ɟʝ|ʝ|ʎ|ʒ|j/g, 'i')
      .replace(/w/g, 'u')
      .replace(/z/g, 's')
      .replace(/[χh]/g, 'x')
      .replace(/[ŋɱ]/g, 'n')
      .replace(/([pbtdkgfx])r/g, '$1ɾ')
      .replace(/r(?![aeiou])/g, 'ɾ')
      .replace(/ɪ/g, 'i')
      .replace(/ʊ/g, 'u')
      .replace(/ɛ/g, 'e')
      .replace(/ɔ/g, 'o');
  }
  return s;
}

export function pronMatches(lang: string, pronA: string | null | undefined, spec: PronSpec): boolean {
  if (!pronA || pronA.trim() === '') return false;
  const got = normalizePron(lang, pronA);
  if (!got) return false;
  if (Array.isArray(spec)) return spec.some((p) => normalizePron(lang, p) === got);
  return new RegExp(spec.re, 'u').test(got);
}

/** Checks an item list: kinds, non-empty expect and core, valid regexes. Returns the problems. */
export function validateItems(items: Item[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, it] of items.entries()) {
    const at = `#${i} ${it.q}`;
    if (!it.q) problems.push(`${at}: empty q`);
    if (seen.has(it.q)) problems.push(`${at}: duplicate q`);
    seen.add(it.q);
    if (!KINDS.includes(it.kind)) problems.push(`${at}: kind ${it.kind}`);
    if (!it.expect?.length) problems.push(`${at}: no expect`);
    if (!it.core?.length) problems.push(`${at}: no core`);
    if (it.pron && !Array.isArray(it.pron)) {
      try {
        new RegExp(it.pron.re, 'u');
      } catch {
        problems.push(`${at}: bad pron regex`);
      }
    }
  }
  return problems;
}
