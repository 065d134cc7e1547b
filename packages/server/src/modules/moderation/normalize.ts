/**
 * One normalization of user text before the word lists are scanned, applied alike to the list
 * terms at load time:
 * - NFKD then NFC: full-width letters and digits become ASCII, half-width katakana full-width,
 *   compatibility jamo conjoining; Latin accents are dropped (cómputo → computo, shǎbī → shabi)
 *   but ñ stays (coño is not cono);
 * - lower case; zero-width characters and soft hyphens removed;
 * - katakana folded to hiragana (ジャップ and じゃっぷ are one spelling).
 * `compact` then keeps only letters and digits (CJK terms match across spaces and punctuation).
 */

const ZERO_WIDTH = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;
/** Combining accents of Latin letters, except the tilde of ñ. */
const LATIN_MARKS = /(?<![nN])\u0303|[\u0300-\u0302\u0304-\u036f]/g;
const KATAKANA = /[\u30a1-\u30f6]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(ZERO_WIDTH, '')
    .replace(KATAKANA, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
}

/** Letters and digits only, in order: what CJK terms are matched against. */
export function compact(normalized: string): string {
  return normalized.replace(NOT_LETTER_OR_DIGIT, '');
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
