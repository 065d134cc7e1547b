/**
 * The upload form's checks in the spec's order (point 5), shared by the web (message under the
 * field before sending) and the server: language, level, native title, book type, then the content
 * (list entry) or the file (file entry). The first failing check wins.
 */
import { BOOK_TYPES, MAX_LEVEL, MIN_LEVEL } from '../../constants.js';
import type { ErrorKey } from '../../schemas/envelope.js';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { isLang } from '../lang.js';
import { textLength } from '../text-length.js';

export interface UploadFormInput {
  lang?: string;
  level?: number | string | null;
  nativeTitle?: string;
  type?: string;
  entry: 'list' | 'file';
  content?: string;
  hasFile?: boolean;
}

export interface UploadFormError {
  key: ErrorKey;
  params?: Record<string, number>;
}

const CONTENT_REQUIRED: Record<(typeof BOOK_TYPES)[number], ErrorKey> = {
  word: 'upload.listRequired',
  sentence: 'upload.sentencesRequired',
  article: 'upload.articleRequired',
};

/**
 * A title's error: blank → `upload.titleRequired`, textLength over UPLOAD_LIMITS.titleLength →
 * `upload.titleTooLong` (params {max}). Other-language titles are optional: check them only when
 * filled.
 */
export function titleError(title: string | null | undefined): ErrorKey | null {
  const value = (title ?? '').trim();
  if (value === '') return 'upload.titleRequired';
  if (textLength(value) > UPLOAD_LIMITS.titleLength) return 'upload.titleTooLong';
  return null;
}

function validLevel(level: number | string | null | undefined): boolean {
  if (level === null || level === undefined || (typeof level === 'string' && level.trim() === '')) return false;
  const n = Number(level);
  return Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL;
}

export function uploadFormError(input: UploadFormInput): UploadFormError | null {
  if (!isLang(input.lang)) return { key: 'upload.langRequired' };
  if (!validLevel(input.level)) return { key: 'upload.levelRequired' };
  const title = titleError(input.nativeTitle);
  if (title === 'upload.titleTooLong') return { key: title, params: { max: UPLOAD_LIMITS.titleLength } };
  if (title) return { key: title };
  const type = BOOK_TYPES.find((t) => t === input.type);
  if (!type) return { key: 'upload.typeRequired' };
  if (input.entry === 'list') {
    if ((input.content ?? '').trim() === '') return { key: CONTENT_REQUIRED[type] };
  } else if (!input.hasFile) return { key: 'upload.fileRequired' };
  return null;
}
