/** Pure helpers of the word detail page: which meanings first, related-word references, ids. */
import { isLang, LANGS } from '@qfl/core';

/** Meanings grouped by language: the reader's native language first, then English, then the rest. */
export function meaningGroups(meanings: Record<string, string[]>, nativeLang: string): [string, string[]][] {
  const order = [nativeLang, 'en', ...LANGS, ...Object.keys(meanings)];
  const seen = new Set<string>();
  const groups: [string, string[]][] = [];
  for (const lang of order) {
    if (seen.has(lang)) continue;
    seen.add(lang);
    const list = meanings[lang];
    if (list && list.length > 0) groups.push([lang, list]);
  }
  return groups;
}

export interface WordRef {
  word: string;
  lang: string;
}

/**
 * An equivalent is written `lang:word` (e.g. `zh:银行`) with one of the five languages; anything
 * else (a bare word, or an unknown prefix such as `fr:`) is a word in the entry's language.
 */
export function parseEquivalent(value: string, entryLang: string): WordRef {
  const match = /^([a-z]{2}):(.+)$/.exec(value);
  const lang = match?.[1];
  return match && isLang(lang) ? { lang, word: match[2] as string } : { lang: entryLang, word: value };
}

/** The `id` query parameter as a positive integer, else null (shown as not found). */
export function parseEntryId(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** English phonetics come bare ('trʌbl); show them between slashes like a dictionary does. */
export function showPronunciation(pron: string, lang: string): string {
  return lang === 'en' && !/^[/[]/.test(pron) ? `/${pron}/` : pron;
}
