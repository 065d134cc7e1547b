/**
 * Search by meaning: a learner types a word of their own language ("comer", "食べる", "먹다",
 * "eat") and finds the foreign words that mean it (吃, 食べる, eat, comer…). The content build
 * writes, for each frequent entry, one search key per word of its first meanings in each other
 * language (`meaningKeys`); the search looks the typed text up as `meaningKey(lang, text)` in the
 * languages the text can be written in. Pure string functions shared by both sides, so the keys
 * the build writes are exactly the ones a query asks for.
 */
import type { Lang } from '../constants.js';

/**
 * Meaning keys start with U+0001: no typed query can (control characters are refused), so a
 * prefix search never walks into them, and they sort apart from headword keys.
 */
const MARK = '\u0001';

/** How many of an entry's meanings (senses) per language give keys: the core ones. */
export const MEANING_KEY_SENSES = 2;
/** Entries ranked up to this give meaning keys: a rare word that also means "eat" is noise. */
export const MEANING_KEY_MAX_RANK = 20_000;
/** Longest phrase, in words (Latin and hangul) or characters (Chinese and Japanese), a key is made of. */
const MAX_WORDS = 3;
const MAX_CHARS = 8;

/** The key under which an entry is found by `text`, a word of `lang` that is one of its meanings. */
export function meaningKey(lang: Lang, text: string): string {
  return `${MARK}${lang}:${text}`;
}

/** Languages written without spaces between words: a query is looked up with its spaces removed. */
const UNSPACED: readonly Lang[] = ['zh', 'ja'];
/** A part-of-speech label before a meaning ("n. 银行", "v. be standing"). */
const POS_LABEL = /^(?:n|v|vt|vi|adj|adv|a|ad|prep|pron|conj|int|interj|art|num|aux|abbr|det|pl)\.\s*/;
/** A key is written wholly in its language's script ("variant of 分" is no English word). */
const SCRIPT: Record<Lang, RegExp> = {
  en: /^[\p{Script=Latin}\p{N}' -]+$/u,
  es: /^[\p{Script=Latin}\p{N}' -]+$/u,
  ko: /^[\p{Script=Hangul}\p{N} ]+$/u,
  zh: /^[\p{Script=Han}]+$/u,
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u,
};

/**
 * The words of one meaning a learner could type, normalized as the search normalizes a query
 * (NFKC, lower case, single spaces; no spaces in Chinese and Japanese): the meaning is split on
 * `;` `,` `；` `，` `、` `/`, parenthesised and bracketed notes and part-of-speech labels are dropped, and so is a leading
 * `to` / `a` / `an` / `the` in English ("to eat" → eat). Long phrases, and words not wholly in the
 * language's script, are no key.
 */
export function meaningWords(lang: Lang, meaning: string): string[] {
  const out: string[] = [];
  const cleaned = meaning
    .normalize('NFKC')
    .replace(/\([^)]*\)|\[[^\]]*\]|（[^）]*）|【[^】]*】|〔[^〕]*〕/g, ' ')
    .toLowerCase();
  for (const part of cleaned.split(/[;,；，、/]/)) {
    let text = part
      .replace(/\s+/g, ' ')
      .trim()
      .replace(POS_LABEL, '')
      .replace(/[.。!！?？…]+$/, '');
    if (lang === 'en') text = text.replace(/^(?:to|a|an|the) /, '');
    if (UNSPACED.includes(lang)) text = text.replace(/ /g, '');
    if (!/\p{L}/u.test(text) || !SCRIPT[lang].test(text)) continue;
    const tooLong = UNSPACED.includes(lang) ? [...text].length > MAX_CHARS : text.split(' ').length > MAX_WORDS;
    if (!tooLong && !out.includes(text)) out.push(text);
  }
  return out;
}

/**
 * An entry's meaning keys: the words of its first MEANING_KEY_SENSES meanings in every language
 * but its own. `meanings` maps a language to its meanings, core sense first.
 */
export function meaningKeys(entryLang: string, meanings: Partial<Record<Lang, readonly string[]>>): string[] {
  const keys: string[] = [];
  for (const [lang, list] of Object.entries(meanings) as [Lang, readonly string[]][]) {
    if (lang === entryLang || !(lang in SCRIPT)) continue;
    for (const meaning of list.slice(0, MEANING_KEY_SENSES))
      for (const word of meaningWords(lang, meaning)) {
        const key = meaningKey(lang, word);
        if (!keys.includes(key)) keys.push(key);
      }
  }
  return keys;
}

/**
 * The languages a typed query can be a word of, for a meaning search: Latin letters English and
 * Spanish, hangul Korean, kana Japanese, Chinese characters alone Chinese and Japanese.
 */
export function meaningQueryLangs(text: string): Lang[] {
  const han = /\p{Script=Han}/u.test(text);
  const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  const hangul = /\p{Script=Hangul}/u.test(text);
  const latin = /\p{Script=Latin}/u.test(text);
  if (hangul) return han || kana || latin ? [] : ['ko'];
  if (kana) return latin ? [] : ['ja'];
  if (han) return latin ? [] : ['zh', 'ja'];
  return latin ? ['en', 'es'] : [];
}
