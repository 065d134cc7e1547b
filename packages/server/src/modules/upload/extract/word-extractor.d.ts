/** Types for word-extractor 1.0.4 (it ships none): the part of its API extraction uses. */
declare module 'word-extractor' {
  class Document {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<Document>;
  }
}
