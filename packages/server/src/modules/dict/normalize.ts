/**
 * Query normalization for dictionary search: NFKC, trim, lower case, then the search keys to
 * try in each language, chosen by the scripts the query is written in (pinyin with or without
 * tones and spaces, kana in either syllabary, hangul or its romanisation, romaji as hiragana).
 * Romaji keys are a transliteration: English words that happen to be valid romaji (mine, tame)
 * must not flood the results, so they are listed in `wholeOnly` and search matches them whole
 * (no prefix scan) and as readings at best.
 */
import { LANGS, type Lang, MAX_QUERY_LENGTH } from '@qfl/core';
import { AppError } from '../../http/errors.js';
import { romajiToKana } from './romaji.js';

export interface NormalizedQuery {
  /** The query as the user meant it: NFKC, trimmed, lower case, single spaces. */
  text: string;
  /** Keys to look up, per language; a language that cannot match is absent. */
  keys: Map<Lang, string[]>;
  /** Languages whose keys are a transliteration of the query (romaji → kana): match whole, as readings at best. */
  wholeOnly: Set<Lang>;
}

const CONTROL = /\p{Cc}/u;
const INVISIBLE = /[\p{Cf}]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;
const KATAKANA = /[\u30a1-\u30f6]/g;
const HIRAGANA = /[\u3041-\u3096]/g;
const JA_TRAILING = /[。、！？!?.,…〜~]+$/u;

/** NFKC, no invisible characters, trimmed, one space between words, straight apostrophes; case kept. */
function tidy(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .trim()
    .replace(/[‘’ʼ＇]/g, "'")
    .replace(/\s+/gu, ' ');
}

/** The tidy text in lower case. */
export function cleanText(raw: string): string {
  return tidy(raw).toLowerCase();
}

/**
 * A query as typed, tidied (case kept). Throws `dict.queryTooLong` (422) past MAX_QUERY_LENGTH
 * and `dict.queryInvalid` (422) for control characters inside it.
 */
export function checkQuery(raw: string): string {
  const tooLong = () => new AppError('dict.queryTooLong', 422, { max: MAX_QUERY_LENGTH });
  if (raw.length > MAX_QUERY_LENGTH) throw tooLong();
  if (CONTROL.test(raw.trim())) throw new AppError('dict.queryInvalid', 422);
  const text = tidy(raw);
  if (text.length > MAX_QUERY_LENGTH) throw tooLong();
  return text;
}

/** The smallest string greater than every string starting with `prefix` (code-point order). */
export function prefixEnd(prefix: string): string {
  const points = Array.from(prefix, (c) => c.codePointAt(0) ?? 0);
  while (points.length > 0) {
    const last = points.pop() as number;
    if (last < 0x10ffff) {
      // Skip the surrogate block: it never appears in well-formed text.
      points.push(last + 1 === 0xd800 ? 0xe000 : last + 1);
      return String.fromCodePoint(...points);
    }
  }
  // Only U+10FFFF: nothing real sorts after it.
  return `${prefix}\u{10ffff}`;
}

/**
 * Pinyin typed any way. The content keeps three readings per word: tone marks with spaces
 * (`yín háng`), no tones and no spaces with `v` for `ü` (`yinhang`, `nv`), numbered (`yin2hang2`).
 */
function pinyinKeys(text: string): string[] {
  const compact = text.replace(/[\s'·-]/g, '');
  const toneless = compact
    .normalize('NFD')
    .replace(/u\u0308/g, 'v')
    .replace(/\p{M}/gu, '')
    .replace(/ü/g, 'v')
    .replace(/([a-z])[1-5]/g, '$1');
  return [text, compact, toneless];
}

/** Kana as typed, plus the other syllabary (readings are stored in hiragana, loanwords in katakana). */
function kanaKeys(text: string): string[] {
  const hira = text.replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  const kata = text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
  return [text, hira, kata];
}

function add(keys: Map<Lang, string[]>, lang: Lang, candidates: string[]): void {
  const list = keys.get(lang) ?? [];
  for (const key of candidates) if (key && !list.includes(key)) list.push(key);
  if (list.length > 0) keys.set(lang, list);
}

/**
 * Normalizes a raw query. Throws `dict.queryTooLong` (422) past MAX_QUERY_LENGTH and
 * `dict.queryInvalid` (422) for control characters; returns null when nothing is searchable
 * (empty, or only punctuation and symbols).
 */
export function normalizeQuery(raw: string): NormalizedQuery | null {
  const text = checkQuery(raw).toLowerCase();
  if (!WORDLIKE.test(text)) return null;

  const keys = new Map<Lang, string[]>();
  const wholeOnly = new Set<Lang>();
  const han = HAN.test(text);
  const kana = KANA.test(text);
  const hangul = HANGUL.test(text);
  const latin = LATIN.test(text);
  const noSpaces = text.replace(/ /g, '');

  if (hangul) add(keys, 'ko', [text, noSpaces]);
  // Japanese phrases are often typed with their closing mark (お元気ですか？, 気をつけて！).
  const jaText = noSpaces.replace(JA_TRAILING, '') || noSpaces;
  if (kana) add(keys, 'ja', kanaKeys(jaText));
  if (han && !kana && !hangul) {
    add(keys, 'zh', [noSpaces]);
    add(keys, 'ja', [jaText]);
  }
  if (latin && !han && !kana && !hangul) {
    add(keys, 'en', [text]);
    add(keys, 'es', [text]);
    add(keys, 'zh', pinyinKeys(text));
    add(keys, 'ko', [noSpaces]);
    const romaji = romajiToKana(text);
    if (romaji.length > 0) {
      add(keys, 'ja', romaji);
      wholeOnly.add('ja');
    }
  }
  if (keys.size === 0) {
    // Digits, other scripts or mixed scripts: best effort with the text as typed.
    for (const lang of LANGS) add(keys, lang, [text]);
  }
  return { text, keys, wholeOnly };
}
