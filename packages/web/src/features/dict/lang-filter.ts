/**
 * The dictionary's language filter: one language (sent as `lang`) or all of them (sent with
 * `prefer=<learning language>`, so the learner's hits still come first). Signed-in learners
 * start on their learning language; visitors without one start on all languages.
 */
import { isLang, LANGS, type Lang } from '@qfl/core';

export type LangFilter = Lang | 'all';

export function defaultFilter(learningLang: Lang | null | undefined): LangFilter {
  return learningLang ?? 'all';
}

/** The chips in order: the learning language, the other languages, then "all languages". */
export function filterChips(learningLang: Lang | null | undefined): LangFilter[] {
  if (!learningLang) return ['all', ...LANGS];
  return [learningLang, ...LANGS.filter((lang) => lang !== learningLang), 'all'];
}

/** `?lang=` of the search page: a language, 'all', or anything else → the default. */
export function parseFilter(raw: string | null, learningLang: Lang | null | undefined): LangFilter {
  if (raw === 'all' || isLang(raw)) return raw;
  return defaultFilter(learningLang);
}

/** The search request's language parameters for a filter. */
export function searchLangParams(filter: LangFilter, learningLang: Lang | null | undefined): { lang?: Lang; prefer?: Lang } {
  if (filter !== 'all') return { lang: filter };
  return learningLang ? { prefer: learningLang } : {};
}
