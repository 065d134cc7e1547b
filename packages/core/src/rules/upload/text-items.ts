/**
 * Pasted content and the text of txt/doc/docx files become items: word and sentence books are
 * lists (split-list.ts), article books are split into sentences (split-article.ts).
 */
import type { BookType, Lang } from '../../constants.js';
import { splitList } from './split-list.js';
import { articleItems } from './split-article.js';
import type { ParsedUpload } from './types.js';

export interface TextItemsOptions {
  type: BookType;
  mode: 'simple' | 'professional';
  lang: Lang;
}

export function textItems(text: string, opts: TextItemsOptions): ParsedUpload {
  if (opts.type === 'article') return articleItems(text, opts.lang);
  return splitList(text, { type: opts.type, mode: opts.mode });
}
