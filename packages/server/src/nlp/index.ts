/**
 * Text analysis shared by reading, sentence search, the analyser and dictation: `createNlp()`
 * gives the app's analyser; `linkTokens` finds each word's dictionary entry.
 */
import type { Lang } from '@qfl/core';
import { segmentWords } from './segment.js';
import type { Nlp, Token } from './types.js';

export type { Nlp, Token } from './types.js';
export { linkTokens } from './link.js';

export function createNlp(): Nlp {
  return {
    async tokenize(lang: Lang, text: string): Promise<Token[]> {
      return segmentWords(lang, text);
    },
    async tokenizeMany(lang: Lang, texts: readonly string[]): Promise<Token[][]> {
      return texts.map((t) => segmentWords(lang, t));
    },
    async close(): Promise<void> {},
  };
}
