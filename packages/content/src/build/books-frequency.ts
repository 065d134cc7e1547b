/**
 * Frequency-band word books for every learning language: the ranked entries cut into 20 bands
 * (1,000 words for English, 500 for the others, smaller when a language has fewer than 20 full
 * bands of ranked words, so that every level 1–20 has a band); band n → level n.
 */
import { DEFAULT_GROUP_SIZE, type Lang } from '@qfl/core';
import type { BookRecord, EntryRecord } from '../types.js';
import { shortTranslation } from './books-words.js';
import { BANDS, L, LANG_NAMES } from './catalog.js';

/** Largest band size per language. */
export const BAND_SIZE: Record<Lang, number> = { en: 1000, es: 500, zh: 500, ja: 500, ko: 500 };
/** Language whose meanings translate the items of each learning language's bands. */
export const TRANSLATION_LANG: Record<Lang, string | null> = { en: 'zh', zh: 'en', ja: 'en', ko: 'en', es: 'en' };

/**
 * The band size for `n` ranked words: the language's size, or n / 20 (rounded down to a multiple
 * of 10) when there are fewer than 20 full bands; never below one study group.
 */
export function bandSize(lang: Lang, n: number): number {
  const full = BAND_SIZE[lang];
  if (n >= full * BANDS) return full;
  return Math.max(DEFAULT_GROUP_SIZE, Math.floor(n / BANDS / 10) * 10);
}

export function translationOf(e: EntryRecord, lang: string | null): string | null {
  if (!lang) return null;
  const direct = shortTranslation(e.meanings[lang]);
  if (direct) return direct;
  const eq = e.equivalents.filter((x) => x.startsWith(`${lang}:`)).map((x) => x.slice(lang.length + 1));
  return eq.length ? eq.join('；') : null;
}

/** Parts of speech of proper nouns (English, Spanish `prop`; Korean Wiktionary `name`). */
const PROPER = ['prop', 'name'];

/** Entries that make sense as study words: ranked, with a meaning, no proper nouns or single Latin letters. */
export function studyable(e: EntryRecord): boolean {
  if (e.freqRank === null || e.pos.some((p) => PROPER.includes(p))) return false;
  if (e.lang !== 'en' && /^[A-Za-z]$/.test(e.headword)) return false;
  return Object.keys(e.meanings).length > 0;
}

/** `lang` when at least half of the entries have a translation in it, else null. */
export function mostlyTranslated(entries: readonly EntryRecord[], lang: string | null): string | null {
  if (!lang) return null;
  return entries.filter((e) => translationOf(e, lang)).length * 2 >= entries.length ? lang : null;
}

export function frequencyBooks(lang: Lang, entries: EntryRecord[]): BookRecord[] {
  const ranked = entries.filter(studyable).sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0));
  const size = bandSize(lang, ranked.length);
  const name = LANG_NAMES[lang] ?? LANG_NAMES.en;
  if (!name) return [];
  const books: BookRecord[] = [];
  for (let b = 1; b <= BANDS; b++) {
    const slice = ranked.slice((b - 1) * size, b * size);
    if (slice.length < DEFAULT_GROUP_SIZE) break;
    // Translated only when most words have a meaning in the language (Korean may have none).
    const tl = mostlyTranslated(slice, TRANSLATION_LANG[lang]);
    const from = (b - 1) * size + 1;
    const to = from + slice.length - 1;
    books.push({
      slug: `${lang}-frequency-band${b}`,
      type: 'word',
      lang,
      category: `frequency_band${b}`,
      level: b,
      titles: L(
        `${name.zh}高频词 第${b}级（${from}–${to}）`,
        `${name.en} frequency words, band ${b} (${from}–${to})`,
        `${name.ja}頻出語 バンド${b}（${from}–${to}）`,
        `${name.ko} 빈도 어휘 ${b}단계 (${from}–${to})`,
        `Palabras frecuentes en ${name.es}, banda ${b} (${from}–${to})`,
      ),
      descriptions: L(
        `${name.zh}最常用词第 ${from}–${to} 位，按词频排序${tl ? `，附${tl === 'zh' ? '中文' : '英文'}释义` : ''}。第 ${b} 级。`,
        `${name.en} words ranked ${from}–${to} by frequency, most frequent first${tl ? `, with ${tl === 'zh' ? 'Chinese' : 'English'} meanings` : ''}. Level ${b}.`,
        `${name.ja}の頻度順 ${from}〜${to} 位の単語${tl ? `（${tl === 'zh' ? '中国語' : '英語'}の意味付き）` : ''}。レベル${b}。`,
        `${name.ko} 빈도 순위 ${from}~${to}위 단어${tl ? ` (${tl === 'zh' ? '중국어' : '영어'} 뜻 포함)` : ''}. ${b}단계.`,
        `Las palabras ${from}–${to} más frecuentes del ${name.es}, por orden de frecuencia${tl ? `, con significado en ${tl === 'zh' ? 'chino' : 'inglés'}` : ''}. Nivel ${b}.`,
      ),
      groupSize: DEFAULT_GROUP_SIZE,
      translationMode: 'simple',
      translationLang: tl,
      items: slice.map((e) => ({ text: e.headword, translation: translationOf(e, tl), headword: e.headword })),
    });
  }
  return books;
}
