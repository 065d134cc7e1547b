/**
 * The edit page's book fields: read from a book (titles keyed by language, the native one being
 * the user's native language when the book has it) and turned into the `PUT /api/books/:id` body.
 */
import { type BookDetail, type BookUpdate, LANGS, type Lang } from '@qfl/core';
import type { Visibility } from '../upload/form-state';

export interface MetaState {
  nativeLang: Lang;
  nativeTitle: string;
  titles: Partial<Record<Lang, string>>;
  description: string;
  level: number | null;
  visibility: Visibility;
}

const isLangKey = (key: string): key is Lang => (LANGS as readonly string[]).includes(key);

export function metaFromBook(
  book: Pick<BookDetail, 'titles' | 'descriptions' | 'level' | 'status' | 'lang'>,
  userNative: Lang | null,
): MetaState {
  const keys = Object.keys(book.titles).filter(isLangKey);
  const nativeLang: Lang = userNative && book.titles[userNative] ? userNative : (keys[0] ?? userNative ?? book.lang);
  const titles: Partial<Record<Lang, string>> = {};
  for (const key of keys) if (key !== nativeLang) titles[key] = book.titles[key];
  return {
    nativeLang,
    nativeTitle: book.titles[nativeLang] ?? '',
    titles,
    description: book.descriptions[nativeLang] ?? Object.values(book.descriptions)[0] ?? '',
    level: book.level,
    visibility: book.status === 'public' ? 'public' : 'private',
  };
}

export function metaBody(state: MetaState): BookUpdate {
  const titles: Partial<Record<Lang, string>> = {};
  for (const [lang, title] of Object.entries(state.titles) as [Lang, string | undefined][]) {
    if (lang !== state.nativeLang && title?.trim()) titles[lang] = title.trim();
  }
  return {
    nativeLang: state.nativeLang,
    nativeTitle: state.nativeTitle.trim(),
    titles,
    description: state.description.trim(),
    visibility: state.visibility,
    level: state.level ?? undefined,
  };
}
