/**
 * Text analysis shared by reading, sentence search, the analyser and dictation: `createNlp()`
 * gives the app's analyser; `linkTokens` finds each word's dictionary entry. See README.md for
 * the analyser of each language. Chinese, Japanese and English run in the nlp worker thread
 * (pool.ts); Spanish and Korean are light rules run in place. Should the worker fail (a crash,
 * the time limit), the text falls back to ICU segmentation rather than failing the request.
 */
import type { Lang } from '@qfl/core';
import { analyse, HEAVY } from './analyse.js';
import { createNlpPool, type NlpPoolOptions } from './pool.js';
import { segmentWords } from './segment.js';
import type { Nlp, Token } from './types.js';

export { type Nlp, storedForm, type Token } from './types.js';

/**
 * The analysers' version: bump it when segmentation, lemmas or parts of speech change, so what was
 * stored from an older analysis (reading's token cache, the sentence index) is analysed again.
 */
export const NLP_VERSION = 3;
export { linkTokens } from './link.js';

export interface NlpOptions extends NlpPoolOptions {
  /** Run every language in the calling thread (unit tests, scripts). */
  inline?: boolean;
  onError?: (err: unknown) => void;
}

export function createNlp(options: NlpOptions = {}): Nlp {
  const pool = options.inline ? null : createNlpPool(options);
  async function many(lang: Lang, texts: readonly string[]): Promise<Token[][]> {
    if (texts.length === 0) return [];
    if (!pool || !HEAVY.has(lang)) return Promise.all(texts.map((t) => analyse(lang, t)));
    try {
      return await pool.run(lang, texts);
    } catch (err) {
      options.onError?.(err);
      return texts.map((t) => segmentWords(lang, t));
    }
  }
  return {
    async tokenize(lang: Lang, text: string): Promise<Token[]> {
      return (await many(lang, [text]))[0] ?? [];
    },
    tokenizeMany: many,
    async close(): Promise<void> {
      await pool?.close();
    },
    memory: pool ? () => pool.memory() : undefined,
  };
}
