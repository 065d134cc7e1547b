/**
 * Index terms of a sentence and of a query, from the same tokens (app.nlp), so both sides are
 * segmented alike: every word token gives its dictionary form and its form as written, lower-cased
 * (NFKC), and for English and Spanish without accents (cafe finds café). A sentence's words are
 * `<lang>:<word>`, its translation's words `<lang>~<word>`, `lang` being the sentence's language.
 */
import type { Lang } from '@qfl/core';
import { storedForm, type Token } from '../../nlp/types.js';

const MAX_TERM = 60;
const LATIN_FOLD = new Set<Lang>(['en', 'es']);

export function normalizeWord(lang: Lang, word: string): string {
  let w = word.normalize('NFKC').toLowerCase();
  if (LATIN_FOLD.has(lang))
    w = w
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
  return w.slice(0, MAX_TERM);
}

/** The words of a tokenized text, normalized: dictionary form first, then the form as written. */
export function wordsOf(lang: Lang, tokens: readonly Token[]): string[] {
  const out = new Set<string>();
  for (const t of tokens) {
    if (!t.word) continue;
    const lemma = normalizeWord(lang, storedForm(t));
    const text = normalizeWord(lang, t.text);
    if (lemma) out.add(lemma);
    if (text) out.add(text);
  }
  return [...out];
}

export const textTerm = (lang: string, word: string) => `${lang}:${word}`;
export const translationTerm = (lang: string, word: string) => `${lang}~${word}`;

/**
 * The language a translation (or a query typed in another language) is written in, by script:
 * kana → Japanese, Hangul → Korean, Han → Chinese, else English (Latin-script translations are
 * English or Spanish, which segment alike). Used for translations, whose language books do not
 * record, and for the translation side of a search.
 */
export function scriptLang(text: string): Lang {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  return 'en';
}

/** Chinese and Japanese: a query of one or two characters may sit inside a longer word. */
export const SUBSTRING_LANGS = new Set<Lang>(['zh', 'ja', 'ko']);
