/**
 * Hangul syllable arithmetic (Unicode: syllable = 0xAC00 + (initial × 21 + vowel) × 28 + final),
 * with jamo written as compatibility letters (ㄱ, ㅏ…) for readable rules. Pure, no I/O.
 */
export const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
export const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
/** Index 0 is "no final consonant" (written ''). */
export const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

export interface Syllable {
  initial: string;
  vowel: string;
  /** '' when the syllable is open. */
  final: string;
}

const BASE = 0xac00;
const LAST = 0xd7a3;

export function isSyllable(ch: string | undefined): boolean {
  if (!ch) return false;
  const c = ch.charCodeAt(0);
  return c >= BASE && c <= LAST;
}

/** A Hangul syllable's parts, or null for anything else. */
export function decompose(ch: string | undefined): Syllable | null {
  if (!isSyllable(ch)) return null;
  const n = (ch as string).charCodeAt(0) - BASE;
  return {
    initial: INITIALS[Math.floor(n / 588)] as string,
    vowel: VOWELS[Math.floor((n % 588) / 28)] as string,
    final: FINALS[n % 28] as string,
  };
}

/** The syllable of these parts, or null when a part is not a valid jamo in its position. */
export function compose(initial: string, vowel: string, final = ''): string | null {
  const l = INITIALS.indexOf(initial);
  const v = VOWELS.indexOf(vowel);
  const t = FINALS.indexOf(final);
  if (l < 0 || v < 0 || t < 0 || initial.length !== 1 || vowel.length !== 1) return null;
  return String.fromCharCode(BASE + (l * 21 + v) * 28 + t);
}

/** The same syllable with another final consonant ('' removes it). */
export function withFinal(ch: string, final: string): string | null {
  const s = decompose(ch);
  return s ? compose(s.initial, s.vowel, final) : null;
}

/** The same syllable with another vowel. */
export function withVowel(ch: string, vowel: string): string | null {
  const s = decompose(ch);
  return s ? compose(s.initial, vowel, s.final) : null;
}
