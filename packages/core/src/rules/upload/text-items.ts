/**
 * Pasted content and the text of txt/doc/docx files become items: word and sentence books are
 * lists (split-list.ts), article books are split into sentences (split-article.ts). A
 * professional-mode article that uses `@@` gives its own translations, one sentence per line as
 * `sentence@@translation`: it is read as a sentence list (lines, no further splitting).
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
  if (opts.type === 'article') {
    if (opts.mode === 'professional' && text.includes('@@')) return splitList(text, { type: 'sentence', mode: 'professional' });
    return articleItems(text, opts.lang);
  }
  return splitList(text, { type: opts.type, mode: opts.mode });
}
