/**
 * The language a translation is written in, when the content does not say (a sentence's one
 * translation, an uploader's own text): by script, and among Latin-script languages Spanish by its
 * letters and marks, else the language asked when it is a Latin-script one, else English.
 */
import type { Lang } from '@qfl/core';

const LATIN_LANGS: readonly Lang[] = ['en', 'es'];

export function guessLang(text: string, asked: Lang): Lang {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/[ñÑ¿¡áéíóúÁÉÍÓÚ]/.test(text)) return 'es';
  return LATIN_LANGS.includes(asked) ? asked : 'en';
}
