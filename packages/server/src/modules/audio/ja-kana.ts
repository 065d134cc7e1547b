/**
 * Japanese text → kana for eSpeak, whose `ja` voice reads kana only (kanji come out as
 * "Chinese letter"). Words are read with kuromoji (IPADIC) and their pronunciation turned
 * into hiragana with wanakana (は as a particle → わ, 東京 → とーきょー). The tokenizer takes
 * ~0.6-1 s and ~380 MB to build, so it is built once per thread (espeak-engine.ts gives this
 * work a pool of one thread), only when text with kanji arrives; kana-only text never loads it
 * (nor the packages).
 */
import { kuromojiLoaded, loadKuromoji as loadTokenizer } from '../../nlp/kuromoji.js';

const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}+/gu;

export function hasKanji(text: string): boolean {
  return HAN.test(text);
}

/** Whether this process has started building the tokenizer (for tests). */
export function tokenizerLoaded(): boolean {
  return kuromojiLoaded();
}

/**
 * Kanji (and the kana around them) → hiragana; text without kanji is returned unchanged.
 * Kanji the dictionary cannot read are dropped rather than read out as "Chinese letter".
 */
export async function toKana(text: string): Promise<string> {
  if (!hasKanji(text)) return text;
  const [analyzer, { toHiragana }] = await Promise.all([loadTokenizer(), import('wanakana')]);
  const spoken = analyzer.tokenize(text).map((token) => {
    const reading = token.pronunciation ?? token.reading;
    if (reading && reading !== '*' && !hasKanji(reading)) {
      return toHiragana(reading, { passRomaji: true, convertLongVowelMark: false });
    }
    return token.surface_form.replace(HAN_ALL, ' ');
  });
  return spoken.join('').replace(/\s+/g, ' ').trim();
}
