/**
 * A book's own texts: titles by language with the native-language title first (the key order
 * of `books.titles` is how a book remembers which language its native title is in), and the
 * length checks of titles and descriptions (non-ASCII counting 2), for uploads and edits alike.
 */
import { textLength, titleError, UPLOAD_LIMITS } from '@qfl/core';
import { AppError } from '../../http/errors.js';

/** Titles with the native one first; other languages keep their order, empty ones are dropped. */
export function nativeFirst(native: { lang: string; title: string }, others: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { [native.lang]: native.title };
  for (const [lang, title] of Object.entries(others)) if (title && lang !== native.lang) out[lang] = title;
  return out;
}

/** The language of a book's native title (its first), or null for a book without titles. */
export const nativeLangOf = (titles: Record<string, string>): string | null => Object.keys(titles)[0] ?? null;

/** Refuses a blank native title and any title or description over its length limit. */
export function checkBookTexts(texts: {
  nativeTitle?: string | undefined;
  titles?: (string | undefined)[];
  description?: string | undefined;
}): void {
  if (texts.nativeTitle !== undefined && titleError(texts.nativeTitle) === 'upload.titleRequired')
    throw new AppError('upload.titleRequired', 422);
  for (const title of [texts.nativeTitle, ...(texts.titles ?? [])]) {
    if (title && titleError(title) === 'upload.titleTooLong')
      throw new AppError('upload.titleTooLong', 422, { max: UPLOAD_LIMITS.titleLength });
  }
  if (textLength(texts.description ?? '') > UPLOAD_LIMITS.descriptionLength) {
    throw new AppError('upload.descriptionTooLong', 422, { max: UPLOAD_LIMITS.descriptionLength });
  }
}
