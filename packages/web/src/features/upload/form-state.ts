/**
 * What the upload form holds while the user fills it in, kept by the page (not by the form
 * component) so "back to edit" from the preview finds every field, the chosen file included.
 * Also turns it into the preview request: a JSON body (list or article) or multipart fields.
 */
import type { BookType, Lang, UploadJsonBody, UploadMode } from '@qfl/core';

export type EntryMode = 'list' | 'file';
export type Visibility = 'private' | 'public';

export interface UploadFormState {
  lang: Lang | null;
  level: number | null;
  type: BookType;
  visibility: Visibility;
  mode: UploadMode;
  nativeLang: Lang;
  nativeTitle: string;
  /** Titles in the other UI languages (optional). */
  titles: Partial<Record<Lang, string>>;
  description: string;
  entry: EntryMode;
  /** The pasted list (word/sentence books) or article text. */
  text: string;
  file: File | null;
}

export interface FormDefaults {
  learningLang: Lang | null;
  level: number | null;
  nativeLang: Lang | null;
}

export function initialFormState(d: FormDefaults): UploadFormState {
  return {
    lang: d.learningLang,
    level: d.level,
    type: 'word',
    visibility: 'private',
    mode: 'simple',
    nativeLang: d.nativeLang ?? 'zh',
    nativeTitle: '',
    titles: {},
    description: '',
    entry: 'list',
    text: '',
    file: null,
  };
}

/** Other-language titles without blanks and without the native title's language. */
export function cleanTitles(state: UploadFormState): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const [lang, title] of Object.entries(state.titles) as [Lang, string | undefined][]) {
    if (lang !== state.nativeLang && title?.trim()) out[lang] = title.trim();
  }
  return out;
}

/** The JSON preview body (list entry); call only after validation passed (lang and level set). */
export function toJsonBody(state: UploadFormState, progressKey: string): UploadJsonBody {
  const body: UploadJsonBody = {
    lang: state.lang ?? 'en',
    level: state.level ?? 1,
    type: state.type,
    visibility: state.visibility,
    mode: state.mode,
    nativeLang: state.nativeLang,
    nativeTitle: state.nativeTitle.trim(),
    titles: cleanTitles(state),
    description: state.description.trim(),
    progressKey,
  };
  if (state.type === 'article') body.article = state.text;
  else body.list = state.text;
  return body;
}

/** The text fields of the multipart preview (file entry): `titles` as a JSON string. */
export function toFormFields(state: UploadFormState, progressKey: string): Record<string, string> {
  return {
    lang: state.lang ?? '',
    level: String(state.level ?? ''),
    type: state.type,
    visibility: state.visibility,
    mode: state.mode,
    nativeLang: state.nativeLang,
    nativeTitle: state.nativeTitle.trim(),
    titles: JSON.stringify(cleanTitles(state)),
    description: state.description.trim(),
    progressKey,
  };
}
