/**
 * Client-side checks of the upload form, in the spec's order (point 5): core's `uploadFormError`
 * (language, level, native title, book type, then the list / sentences / article by type or the
 * file in file mode), plus what only the web form has: titles in the other languages and the
 * description, each against its length limit (non-ASCII counting 2). Answers an error key of the
 * envelope with its params.
 */
import { type BookType, textLength, titleError, UPLOAD_LIMITS, uploadFormError as coreFormError } from '@qfl/core';

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
  | 'upload.typeRequired'
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

export function uploadFormError(input: UploadFormInput): UploadFormError | null {
  const type = input.type ?? 'word';
  const first = coreFormError({
    lang: input.lang ?? undefined,
    level: input.level,
    nativeTitle: input.nativeTitle ?? undefined,
    type,
    entry: input.entry,
    content: (type === 'article' ? input.article : input.list) ?? '',
    hasFile: Boolean(input.file),
  });
  // Other-language titles and the description are checked right after the native title.
  const titleIndex = ['upload.langRequired', 'upload.levelRequired', 'upload.titleRequired', 'upload.titleTooLong'];
  if (first && titleIndex.includes(first.key)) return { key: first.key as UploadFormErrorKey, params: first.params ?? {} };
  const others = Object.values(input.titles ?? {}).filter((t): t is string => Boolean(t?.trim()));
  if (others.some((t) => titleError(t) === 'upload.titleTooLong'))
    return { key: 'upload.titleTooLong', params: { max: UPLOAD_LIMITS.titleLength } };
  if (textLength(input.description?.trim() ?? '') > UPLOAD_LIMITS.descriptionLength) {
    return { key: 'upload.descriptionTooLong', params: { max: UPLOAD_LIMITS.descriptionLength } };
  }
  return first ? { key: first.key as UploadFormErrorKey, params: first.params ?? {} } : null;
}
