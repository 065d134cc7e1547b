/** The slice of `kuromoji` 0.1.2 (Japanese morphological analyzer, IPADIC) that we use. */
declare module 'kuromoji' {
  export interface IpadicToken {
    surface_form: string;
    word_type: 'KNOWN' | 'UNKNOWN';
    pos: string;
    /** Katakana reading (dictionary spelling, e.g. トウキョウ); absent for unknown words. */
    reading?: string;
    /** Katakana pronunciation (e.g. トーキョー, particle は → ワ); absent for unknown words. */
    pronunciation?: string;
  }

  export interface Tokenizer {
    tokenize(text: string): IpadicToken[];
  }

  export interface TokenizerBuilder {
    build(callback: (err: Error | null, tokenizer: Tokenizer) => void): void;
  }

  export function builder(options: { dicPath: string }): TokenizerBuilder;

  const kuromoji: { builder: typeof builder };
  export default kuromoji;
}
