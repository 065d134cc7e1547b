/** Hangul syllables by arithmetic (U+AC00 + (initial × 21 + vowel) × 28 + final). */
export const KO_INITIALS = [
  'ㄱ',
  'ㄲ',
  'ㄴ',
  'ㄷ',
  'ㄸ',
  'ㄹ',
  'ㅁ',
  'ㅂ',
  'ㅃ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅉ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
export const KO_VOWELS = [
  'ㅏ',
  'ㅐ',
  'ㅑ',
  'ㅒ',
  'ㅓ',
  'ㅔ',
  'ㅕ',
  'ㅖ',
  'ㅗ',
  'ㅘ',
  'ㅙ',
  'ㅚ',
  'ㅛ',
  'ㅜ',
  'ㅝ',
  'ㅞ',
  'ㅟ',
  'ㅠ',
  'ㅡ',
  'ㅢ',
  'ㅣ',
];
export const KO_FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
/**
 * A final consonant is heard as one of seven sounds (ㅅ, ㅈ, ㅊ, ㅌ, ㅎ all end as ㄷ), so a
 * listening question asks for that sound. Compound finals are left out of questions.
 */
export const KO_BATCHIM_SOUNDS: Record<string, string> = {
  ㄱ: 'ㄱ',
  ㄲ: 'ㄱ',
  ㅋ: 'ㄱ',
  ㄴ: 'ㄴ',
  ㄷ: 'ㄷ',
  ㅅ: 'ㄷ',
  ㅆ: 'ㄷ',
  ㅈ: 'ㄷ',
  ㅊ: 'ㄷ',
  ㅌ: 'ㄷ',
  ㅎ: 'ㄷ',
  ㄹ: 'ㄹ',
  ㅁ: 'ㅁ',
  ㅂ: 'ㅂ',
  ㅍ: 'ㅂ',
  ㅇ: 'ㅇ',
};
/** Vowels a listener cannot tell apart in today's standard speech: never options of one question together. */
export const KO_VOWEL_ALIKE = [
  ['ㅐ', 'ㅔ'],
  ['ㅒ', 'ㅖ'],
  ['ㅙ', 'ㅚ', 'ㅞ'],
];

export interface HangulParts {
  initial: string;
  vowel: string;
  final: string;
}

export function decomposeSyllable(ch: string): HangulParts | null {
  const code = ch.codePointAt(0);
  if (code === undefined || code < 0xac00 || code > 0xd7a3 || Array.from(ch).length !== 1) return null;
  const n = code - 0xac00;
  return {
    initial: KO_INITIALS[Math.floor(n / 588)] as string,
    vowel: KO_VOWELS[Math.floor((n % 588) / 28)] as string,
    final: KO_FINALS[n % 28] as string,
  };
}

/** Common syllables, used when the dictionary has too few Korean words. */
export const KO_SYLLABLES = Array.from(
  '가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추국난달람밥삿앙잣꽃밭잎밖곰산물불집책말봄눈강별빛',
).filter((c, i, all) => all.indexOf(c) === i);
