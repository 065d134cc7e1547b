/** Tatoeba examples for English entries the word books leave without a translated one. */
import type { SentencePair } from '../sources/tatoeba.js';

export const EN_TATOEBA_EXAMPLES = 2;
/** English sentences longer than this make poor dictionary examples. */
const EN_SENTENCE_CHARS = 70;

/** English word (lower case) → the shortest Tatoeba pairs whose English side contains it. */
export function indexEnglishSentences(pairs: SentencePair[]): Map<string, SentencePair[]> {
  const index = new Map<string, SentencePair[]>();
  const sorted = pairs.filter((p) => p.en.length <= EN_SENTENCE_CHARS).sort((a, b) => a.en.length - b.en.length);
  for (const p of sorted) {
    for (const w of new Set(p.en.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [])) {
      const list = index.get(w) ?? [];
      if (list.length < EN_TATOEBA_EXAMPLES) list.push(p);
      index.set(w, list);
    }
  }
  return index;
}
