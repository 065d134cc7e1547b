/** Practice item kinds that practise a sentence of a sentence book (the others practise a word). */
const SENTENCE_KINDS: ReadonlySet<string> = new Set(['translation-choice', 'word-order']);

export function isSentenceKind(kind: string): boolean {
  return SENTENCE_KINDS.has(kind);
}
