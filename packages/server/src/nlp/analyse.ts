/**
 * One analyser per language (see each file): zh jieba + pinyin-pro, ja kuromoji, en wink-nlp,
 * es and ko reduced rule-based analyses over ICU segmentation. `HEAVY` languages run in the nlp
 * worker thread (pool.ts); the others are cheap and run where they are called.
 */
import type { Lang } from '@qfl/core';
import { tokenizeChinese } from './chinese.js';
import { tokenizeEnglish } from './english.js';
import { tokenizeJapanese } from './japanese.js';
import { tokenizeKorean } from './korean.js';
import { tokenizeSpanish } from './spanish.js';
import type { Token } from './types.js';

export const HEAVY: ReadonlySet<Lang> = new Set<Lang>(['zh', 'ja', 'en']);

export async function analyse(lang: Lang, text: string): Promise<Token[]> {
  switch (lang) {
    case 'zh':
      return tokenizeChinese(text);
    case 'ja':
      return tokenizeJapanese(text);
    case 'en':
      return tokenizeEnglish(text);
    case 'es':
      return tokenizeSpanish(text);
    case 'ko':
      return tokenizeKorean(text);
  }
}

export async function analyseMany(lang: Lang, texts: readonly string[]): Promise<Token[][]> {
  const out: Token[][] = [];
  for (const t of texts) out.push(await analyse(lang, t));
  return out;
}
