/**
 * Grading of sentences and passages for the sentence and article books (levels 1–20, LEVELS.md):
 * a sentence's level is the larger of its word level (the frequency rank of its rarest known word on
 * one scale for every language) and its length level.
 */
import { MAX_LEVEL, type Lang } from '@qfl/core';
import type { EntryRecord } from '../types.js';

/** Ranks up to this are level 1. */
const LEVEL1_RANK = 300;
/** Rank where level 20 begins: the levels in between grow geometrically. */
const LEVEL20_RANK = 24_000;
const STEP = (LEVEL20_RANK / LEVEL1_RANK) ** (1 / (MAX_LEVEL - 2));

/** Rank 1–300 → 1, ~1,000 → 6, ~3,000 → 11, ~10,000 → 16, ≥ 24,000 (or unranked) → 20. */
export function rankLevel(rank: number): number {
  if (!Number.isFinite(rank) || rank >= LEVEL20_RANK) return MAX_LEVEL;
  if (rank <= LEVEL1_RANK) return 1;
  return Math.min(MAX_LEVEL, 2 + Math.floor(Math.log(rank / LEVEL1_RANK) / Math.log(STEP)));
}

/** Characters per word-equivalent for the languages written without spaces. */
const CHARS_PER_WORD: Partial<Record<Lang, number>> = { zh: 1.7, ja: 2.5 };

/** A Korean word (eojeol) carries its particles and endings: about 1.5 English words. */
const KO_WORD = 1.5;

/**
 * Length in English word-equivalents: words for en and es, words × 1.5 for ko, letters (no
 * punctuation) / 1.7 for zh and / 2.5 for ja.
 */
export function lengthUnits(lang: Lang, text: string): number {
  const per = CHARS_PER_WORD[lang];
  if (per) return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) / per;
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return lang === 'ko' ? words * KO_WORD : words;
}

/** Up to 6 word-equivalents → 1, then one level per 2 more (12 words → 5, 30 → 14, 42 → 20). */
export function lengthLevel(units: number): number {
  return Math.max(1, Math.min(MAX_LEVEL, 1 + Math.ceil((units - 6) / 2)));
}

export interface Token {
  text: string;
  /** Frequency rank of the word (Infinity: in the dictionary but unranked, or an unknown Han character). */
  rank: number;
  /** Headword of the dictionary entry the token was matched to, if any. */
  headword: string | null;
}

export interface Graded {
  level: number;
  /** The rarest known word (the one that set the word level), if any. */
  rarest: Token | null;
  tokens: Token[];
}

/** Word level and length level combined; sentences whose words are mostly unknown return null. */
export function gradeTokens(lang: Lang, text: string, tokens: Token[], words: number): Graded | null {
  if (words === 0 || tokens.length * 3 < words * 2) return null;
  let rarest: Token | null = null;
  for (const t of tokens) if (!rarest || t.rank > rarest.rank) rarest = t;
  const wordLevel = rarest ? rankLevel(rarest.rank) : 1;
  return { level: Math.max(wordLevel, lengthLevel(lengthUnits(lang, text))), rarest, tokens };
}

interface Ranked {
  rank: number;
  headword: string | null;
}

/**
 * Word forms → the best (lowest) rank and headword, from entries' exact and inflected-form keys
 * (and, for Japanese, kana readings of ranked entries). `extra` are frequency lists (most frequent
 * first) that ranks the forms the dictionary leaves unranked, and adds forms it lacks (Korean
 * inflected words, Chinese and Japanese words of the subtitle corpus).
 */
export class RankIndex {
  readonly map = new Map<string, Ranked>();
  maxLen = 1;

  constructor(
    readonly lang: Lang,
    entries: readonly EntryRecord[],
    extra: readonly (readonly string[])[] = [],
  ) {
    for (const e of entries) {
      // Japanese set expressions (だろう, なければならない) are grammar of common words: capped.
      const expression = lang === 'ja' && e.pos.includes('exp');
      const rank = expression
        ? Math.min(e.freqRank ?? KANA_EXPRESSION_RANK, KANA_EXPRESSION_RANK)
        : (e.freqRank ?? Number.POSITIVE_INFINITY);
      for (const k of e.keys) {
        if (k.kind === 'reading' && !(lang === 'ja' && /^[\u3040-\u30ff]{2,}$/.test(k.key))) continue;
        const form = lang === 'en' || lang === 'es' ? k.key.toLowerCase() : k.key;
        const prev = this.map.get(form);
        // Unranked kana readings would make common kana words look rare: only ranked readings count.
        if (k.kind === 'reading' && !Number.isFinite(rank)) continue;
        // A kana reading may belong to many words (その: 園, 其の): it ranks, but names no headword.
        if (!prev || rank < prev.rank) this.map.set(form, { rank, headword: k.kind === 'reading' ? null : e.headword });
        if (form.length > this.maxLen) this.maxLen = Math.min(form.length, 10);
      }
    }
    for (const list of extra) {
      list.forEach((w, i) => {
        if (!/^[\p{L}\p{M}']+$/u.test(w)) return;
        const prev = this.map.get(w);
        if (prev && prev.rank <= i + 1) return;
        this.map.set(w, { rank: i + 1, headword: prev?.headword ?? null });
        if (w.length > this.maxLen) this.maxLen = Math.min(w.length, 10);
      });
    }
  }

  get(form: string): Ranked | undefined {
    return this.map.get(form);
  }

  /**
   * How hard a written form is to understand: its own rank, or, when it splits into shorter ranked
   * forms, the rank of the rarest part if that is lower (建了 = 建 + 了; 市政府 = 市 + 政府).
   */
  difficulty(form: string): number {
    const own = this.map.get(form)?.rank ?? Number.POSITIVE_INFINITY;
    const chars = [...form];
    // A ranked kana-only word keeps its rank (しきたり is not し + きた + り); an unranked one
    // (dictionary expressions such as だろう, なければならない) is as hard as its rarest part.
    if (chars.length < 2 || (!HAN.test(form) && Number.isFinite(own))) return own;
    // best[j]: the lowest possible "rarest part" rank over splits of chars[0..j).
    const best: number[] = [0];
    for (let j = 1; j <= chars.length; j++) {
      let b = Number.POSITIVE_INFINITY;
      for (let i = Math.max(0, j - this.maxLen); i < j; i++) {
        if (i === 0 && j === chars.length) continue;
        const r = this.map.get(chars.slice(i, j).join(''))?.rank ?? Number.POSITIVE_INFINITY;
        b = Math.min(b, Math.max(best[i] ?? Number.POSITIVE_INFINITY, r));
      }
      best.push(b);
    }
    return Math.min(own, best[chars.length] ?? Number.POSITIVE_INFINITY);
  }
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
/**
 * Highest rank of a Japanese dictionary expression (pos `exp`: だろう, なければならない,
 * ことができる): grammar patterns of common words, not rare words (level 5 at most).
 */
export const KANA_EXPRESSION_RANK = 800;

/** Tokens of a sentence and its word count; `null` tokens are left out (names, unknown words). */
export function tokenize(index: RankIndex, text: string): { tokens: Token[]; words: number } {
  const lang = index.lang;
  if (lang === 'zh' || lang === 'ja') return segmentCjk(index, text);
  const words = text.match(/[\p{L}\p{M}']+/gu)?.map((w) => w.replace(/^'+|'+$/g, '')) ?? [];
  const tokens: Token[] = [];
  for (const w of words) {
    const t = lang === 'ko' ? koreanToken(index, w) : latinToken(index, w);
    if (t) tokens.push(t);
    // Unknown Korean words are mostly inflected forms of less common verbs, not names.
    else if (lang === 'ko' && /[\uAC00-\uD7A3]/.test(w)) tokens.push({ text: w, rank: KO_UNKNOWN_RANK, headword: null });
  }
  return { tokens, words: words.length };
}

/** Rank given to a Korean word found neither in the dictionary nor in the frequency lists (level 17). */
export const KO_UNKNOWN_RANK = 12_000;
/** Particles stripped from a Korean word to find its noun (longest first). */
const KO_PARTICLES = [
  '에게서',
  '한테서',
  '이랑',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '도',
  '만',
  '와',
  '과',
  '랑',
  '로',
  '께',
];

const CLITIC = /(?:'s|'ll|'re|'ve|'d|'m|n't)$/;

function latinToken(index: RankIndex, word: string): Token | null {
  const lower = word.toLowerCase();
  let hit = index.get(lower);
  if ((!hit || !Number.isFinite(hit.rank)) && CLITIC.test(lower)) hit = index.get(lower.replace(CLITIC, '')) ?? hit;
  return hit ? { text: word, rank: hit.rank, headword: hit.headword } : null;
}

/**
 * A Korean word (eojeol) as listed, its noun before a particle (톰한테 → 톰), or its longest prefix
 * that is a headword or whose stem + 다 is one (학교에 → 학교, 먹었어요 → 먹다); the easiest of these.
 */
function koreanToken(index: RankIndex, word: string): Token | null {
  let stem: Ranked | undefined;
  for (let n = word.length - 1; n >= 1 && !stem; n--) {
    const p = word.slice(0, n);
    // A single syllable only as a verb stem (먹 + 다); as a noun it is mostly a false prefix (아 of 아름답다).
    for (const hit of n === 1 && word.length > 2 ? [index.get(`${p}다`)] : [index.get(p), index.get(`${p}다`)]) {
      if (hit && Number.isFinite(hit.rank) && (!stem || hit.rank < stem.rank)) stem = hit;
    }
  }
  for (const p of KO_PARTICLES) {
    if (!word.endsWith(p) || word.length <= p.length) continue;
    const noun = index.get(word.slice(0, -p.length));
    if (noun && Number.isFinite(noun.rank) && (!stem || noun.rank < stem.rank)) stem = noun;
    break;
  }
  const whole = index.get(word);
  if (!whole && !stem) return null;
  const rank = Math.min(whole?.rank ?? Number.POSITIVE_INFINITY, stem?.rank ?? Number.POSITIVE_INFINITY);
  return { text: word, rank, headword: whole?.headword ?? stem?.headword ?? null };
}

/** Cost of a token in the segmentation: −log of a Zipf probability (∝ 1/rank) plus a per-token cost. */
const TOKEN_COST = 3;
const UNRANKED_COST = Math.log(100_000) + TOKEN_COST;
const UNKNOWN_HAN_COST = Math.log(200_000) + TOKEN_COST;
const SKIPPED_COST = Math.log(2_000) + TOKEN_COST;

interface Step {
  cost: number;
  from: number;
  token: Token | null;
  /** Word-equivalents the step adds to the count. */
  words: number;
}

/**
 * Unigram segmentation over the dictionary and frequency-list forms: the split with the lowest
 * total cost (Σ log rank + a cost per token), so 我知道 is 我 + 知道, not the corpus bigram 我知 + 道.
 * Unmatched Han characters count as rare words; unmatched kana and Latin letters count as half a
 * word each and are not graded (names, inflections); punctuation and digits are skipped.
 */
function segmentCjk(index: RankIndex, text: string): { tokens: Token[]; words: number } {
  const chars = [...text];
  const best: (Step | null)[] = [{ cost: 0, from: -1, token: null, words: 0 }];
  for (let i = 0; i < chars.length; i++) {
    const here = best[i];
    if (!here) continue;
    const relax = (j: number, cost: number, token: Token | null, words: number): void => {
      const c = here.cost + cost;
      const cur = best[j];
      if (!cur || c < cur.cost) best[j] = { cost: c, from: i, token, words };
    };
    const c = chars[i] ?? '';
    // Punctuation and digits are not graded; a run of Latin letters (a name such as Tom) is one word, ungraded.
    if (!/\p{L}/u.test(c)) {
      relax(i + 1, 0, null, 0);
      continue;
    }
    if (LATIN.test(c)) {
      relax(i + 1, 0, null, LATIN.test(chars[i - 1] ?? '') ? 0 : 1);
      continue;
    }
    for (let n = 1; n <= Math.min(index.maxLen, chars.length - i); n++) {
      const form = chars.slice(i, i + n).join('');
      const hit = index.get(form);
      if (!hit) continue;
      const cost = Number.isFinite(hit.rank) ? Math.log(hit.rank) + TOKEN_COST : UNRANKED_COST;
      relax(i + n, cost, { text: form, rank: index.difficulty(form), headword: hit.headword }, 1);
    }
    if (HAN.test(c)) relax(i + 1, UNKNOWN_HAN_COST, { text: c, rank: Number.POSITIVE_INFINITY, headword: null }, 1);
    else relax(i + 1, SKIPPED_COST, null, 0.5);
  }
  const tokens: Token[] = [];
  let words = 0;
  for (let j = chars.length; j > 0; ) {
    const s = best[j];
    if (!s) break;
    if (s.token) tokens.push(s.token);
    words += s.words;
    j = s.from;
  }
  return { tokens: tokens.reverse(), words: Math.ceil(words) };
}

/** Grades one sentence with the index of its language. */
export function gradeSentence(index: RankIndex, text: string): Graded | null {
  const { tokens, words } = tokenize(index, text);
  return gradeTokens(index.lang, text, tokens, words);
}
