/**
 * Japanese text → kana for eSpeak, whose `ja` voice reads kana only (kanji come out as
 * "Chinese letter"). Words are read with kuromoji (IPADIC) and their pronunciation turned
 * into hiragana with wanakana (は as a particle → わ, 東京 → とーきょー). The tokenizer takes
 * ~0.6-1 s and ~380 MB to build, so it is built once per thread (espeak-engine.ts gives this
 * work a pool of one thread), only when text with kanji arrives; kana-only text never loads it
 * (nor the packages).
 */

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Tokenizer } from 'kuromoji';

const HAN = /\p{Script=Han}/u;
const HAN_ALL = /\p{Script=Han}+/gu;

let tokenizer: Promise<Tokenizer> | null = null;

function loadTokenizer(): Promise<Tokenizer> {
  if (!tokenizer) {
    tokenizer = import('kuromoji').then(
      ({ default: kuromoji }) =>
        new Promise<Tokenizer>((resolve, reject) => {
          const require = createRequire(import.meta.url);
          const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
          kuromoji.builder({ dicPath }).build((err, built) => (err ? reject(err) : resolve(built)));
        }),
    );
    // A failed build is retried by the next caller.
    tokenizer.catch(() => {
      tokenizer = null;
    });
  }
  return tokenizer;
}

export function hasKanji(text: string): boolean {
  return HAN.test(text);
}

/** Whether this process has started building the tokenizer (for tests). */
export function tokenizerLoaded(): boolean {
  return tokenizer !== null;
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
