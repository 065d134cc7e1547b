/**
 * Client-side checks of the upload form, in the spec's order (point 5): language, level, native
 * title (and its length, non-ASCII counting 2), the description's length, then the list / sentences / article by book type,
 * or the file in file mode. Same signature as core's `uploadFormError` (rules/upload/, written in
 * parallel); switch to it once it lands. Answers an error key of the envelope with its params.
 */
import { type BookType, LANGS, MAX_LEVEL, MIN_LEVEL, textLength, UPLOAD_LIMITS } from '@qfl/core';

export interface UploadFormInput {
  lang?: string | null;
  level?: number | null;
  type?: BookType | null;
  nativeTitle?: string | null;
  titles?: Partial<Record<string, string>>;
  description?: string | null;
  entry: 'list' | 'file';
  list?: string | null;
  article?: string | null;
  file?: unknown;
}

export type UploadFormErrorKey =
  | 'upload.langRequired'
  | 'upload.levelRequired'
  | 'upload.titleRequired'
  | 'upload.titleTooLong'
  | 'upload.descriptionTooLong'
  | 'upload.listRequired'
  | 'upload.sentencesRequired'
  | 'upload.articleRequired'
  | 'upload.fileRequired';

export interface UploadFormError {
  key: UploadFormErrorKey;
  params: Record<string, string | number>;
}

const error = (key: UploadFormErrorKey, params: Record<string, string | number> = {}): UploadFormError => ({ key, params });

const MISSING_TEXT: Record<BookType, UploadFormErrorKey> = {
  word: 'upload.listRequired',
  sentence: 'upload.sentencesRequired',
  article: 'upload.articleRequired',
};

export function uploadFormError(input: UploadFormInput): UploadFormError | null {
  if (!input.lang || !(LANGS as readonly string[]).includes(input.lang)) return error('upload.langRequired');
  const level = input.level;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    return error('upload.levelRequired');
  }
  const title = input.nativeTitle?.trim() ?? '';
  if (!title) return error('upload.titleRequired');
  const titles = [title, ...Object.values(input.titles ?? {}).map((t) => t?.trim() ?? '')];
  if (titles.some((t) => textLength(t) > UPLOAD_LIMITS.titleLength))
    return error('upload.titleTooLong', { max: UPLOAD_LIMITS.titleLength });
  if (textLength(input.description?.trim() ?? '') > UPLOAD_LIMITS.descriptionLength) {
    return error('upload.descriptionTooLong', { max: UPLOAD_LIMITS.descriptionLength });
  }
  const type = input.type ?? 'word';
  if (input.entry === 'file') return input.file ? null : error('upload.fileRequired');
  const text = (type === 'article' ? input.article : input.list)?.trim() ?? '';
  return text ? null : error(MISSING_TEXT[type]);
}
