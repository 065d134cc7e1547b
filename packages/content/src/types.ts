/** Shapes of the built content files (dict-*.jsonl.gz, books.jsonl.gz, categories.json, manifest.json). */

export const CONTENT_LANGS = ['en', 'zh', 'ja', 'ko', 'es'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Titles and descriptions are given in every UI language. */
export type Localized = Record<ContentLang, string>;

export type KeyKind = 'exact' | 'lemma' | 'reading';

export interface EntryKey {
  key: string;
  kind: KeyKind;
}

export interface Example {
  text: string;
  translation: string | null;
  translationLang: string | null;
}

export interface Confusing {
  words: string[];
  note: string;
}

/** One line of dict-<lang>.jsonl.gz. Files are sorted by frequency (most frequent first). */
export interface EntryRecord {
  lang: ContentLang;
  headword: string;
  reading: string | null;
  pronA: string | null;
  pronB: string | null;
  pos: string[];
  meanings: Record<string, string[]>;
  examples: Example[];
  synonyms: string[];
  antonyms: string[];
  /** Cross-language equivalents as `lang:word`, e.g. `zh:银行`. */
  equivalents: string[];
  confusing: Confusing[];
  forms: string[];
  roots: string[];
  freqRank: number | null;
  sources: string[];
  keys: EntryKey[];
}

export interface BookItem {
  text: string;
  translation: string | null;
  /** Dictionary headword (same language as the book) the loader resolves to an entry id. */
  headword?: string;
}

export type BookType = 'word' | 'sentence' | 'article';

/** One line of books.jsonl.gz. */
export interface BookRecord {
  slug: string;
  type: BookType;
  lang: ContentLang;
  category: string;
  level: number;
  titles: Localized;
  descriptions: Localized;
  groupSize: number;
  translationMode: 'simple' | 'professional';
  /** Language of the items' translations, when they have one. */
  translationLang: string | null;
  items: BookItem[];
}

export interface CategoryRecord {
  name: string;
  titles: Localized;
}

export interface SourceCredit {
  name: string;
  title: string;
  license: string;
  attribution: string;
  url: string;
  used: string;
  thin?: string;
  /** Whether this build actually used it. */
  status?: 'used' | 'missing' | 'skipped';
}

export interface ManifestFile {
  name: string;
  sha256: string;
  bytes: number;
  count: number;
}

export interface Manifest {
  builderVersion: string;
  /** sha256 over the data files' hashes: identical content gives an identical hash. */
  hash: string;
  builtAt: string;
  buildMs: number;
  files: ManifestFile[];
  entries: Record<string, number>;
  books: number;
  categories: number;
  sources: SourceCredit[];
}
