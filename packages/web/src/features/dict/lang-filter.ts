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

/**
 * The chips in order: the learning language, "all languages" next to it (visible without
 * scrolling the row on a narrow phone), then the other languages.
 */
export function filterChips(learningLang: Lang | null | undefined): LangFilter[] {
  if (!learningLang) return ['all', ...LANGS];
  return [learningLang, 'all', ...LANGS.filter((lang) => lang !== learningLang)];
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
