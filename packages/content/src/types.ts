/** Shapes of the built content files (dict-*.jsonl.gz, books.jsonl.gz, categories.json, manifest.json). */
import type { BookType, DictConfusing, DictEntry, Lang, SourceCredit, TRANSLATION_MODES, UiLang } from '@qfl/core';

export type { SourceCredit };

/** Titles and descriptions are given in every UI language. */
export type Localized = Record<UiLang, string>;

export type KeyKind = 'exact' | 'lemma' | 'reading' | 'meaning';

export interface EntryKey {
  key: string;
  kind: KeyKind;
}

export type Confusing = DictConfusing;

/**
 * One line of dict-<lang>.jsonl.gz: the API's DictEntry without its id, plus the search keys.
 * Equivalents are `lang:word`, e.g. `zh:银行`. Files are sorted by frequency (most frequent first).
 */
export interface EntryRecord extends Omit<DictEntry, 'id' | 'lang' | 'inNewWords'> {
  lang: Lang;
  keys: EntryKey[];
  /** Stable key (`lang:headword|reading`, see README.md), set by the build's last step. */
  key?: string;
}

export interface BookItem {
  text: string;
  translation: string | null;
  /** Dictionary headword (same language as the book) the item illustrates. */
  headword?: string;
  /** Stable item key (`slug/text`, see README.md), set by the build's last step. */
  key?: string;
  /** Key of the dictionary entry the item links to (the headword's most frequent entry). */
  entry?: string;
}

/** One line of books.jsonl.gz. */
export interface BookRecord {
  slug: string;
  type: BookType;
  lang: Lang;
  category: string;
  level: number;
  titles: Localized;
  descriptions: Localized;
  groupSize: number;
  translationMode: (typeof TRANSLATION_MODES)[number];
  /** Language of the items' translations, when they have one. */
  translationLang: string | null;
  items: BookItem[];
}

export interface CategoryRecord {
  name: string;
  titles: Localized;
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

/** chars.jsonl.gz and radicals.json lines: their shapes live in @qfl/core, which the server reads them with. */
export type { CharRecord, RadicalRecord } from '@qfl/core';
