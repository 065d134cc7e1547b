/**
 * Query-time deinflection: a typed word form → the dictionary forms it may come from, per
 * language (食べた → 食べる, 학교에서 → 학교, hablé → hablar). Search looks each candidate up as an
 * exact headword and ranks a hit like an inflected-form key (`lemma`). Candidates are guesses:
 * only those the dictionary has lead anywhere, so a rule may over-generate a little. Forms the
 * content build already lists as keys (English, Korean and Spanish tables) need no rule here.
 */
import type { Lang } from '../../constants.js';
import { deinflectJapanese } from './ja.js';
import { deinflectKorean } from './ko.js';
import { deinflectSpanish } from './es.js';
import { deinflectChinese } from './zh.js';

/** At most this many candidates per typed form (bounds the lookups one query costs). */
export const MAX_LEMMA_CANDIDATES = 24;

const BY_LANG: Partial<Record<Lang, (text: string) => string[]>> = {
  ja: deinflectJapanese,
  ko: deinflectKorean,
  es: deinflectSpanish,
  zh: deinflectChinese,
};

/** Dictionary forms `text` may be an inflection of, most likely first, without `text` itself. */
export function lemmaCandidates(lang: Lang, text: string): string[] {
  const rule = BY_LANG[lang];
  if (!rule || text.length === 0) return [];
  const out: string[] = [];
  for (const c of rule(text)) if (c && c !== text && !out.includes(c)) out.push(c);
  return out.slice(0, MAX_LEMMA_CANDIDATES);
}
