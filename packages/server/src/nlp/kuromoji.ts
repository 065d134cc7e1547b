/**
 * The kuromoji (IPADIC) tokenizer, built once per thread on first use: ~0.6-1 s and ~350 MB, so
 * only worker threads call it (the nlp worker for analysis, the speech worker for kana). A failed
 * build is retried by the next caller.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Tokenizer } from 'kuromoji';

let tokenizer: Promise<Tokenizer> | null = null;

/** Whether this thread has started building the tokenizer (tests). */
export function kuromojiLoaded(): boolean {
  return tokenizer !== null;
}

export function loadKuromoji(): Promise<Tokenizer> {
  if (!tokenizer) {
    tokenizer = import('kuromoji').then(
      ({ default: kuromoji }) =>
        new Promise<Tokenizer>((resolve, reject) => {
          const require = createRequire(import.meta.url);
          const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
          kuromoji.builder({ dicPath }).build((err, built) => (err ? reject(err) : resolve(built)));
        }),
    );
    tokenizer.catch(() => {
      tokenizer = null;
    });
  }
  return tokenizer;
}
