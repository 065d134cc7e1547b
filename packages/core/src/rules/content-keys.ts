/**
 * Stable content keys: how a dictionary entry, a built-in book and a book item are known across
 * content builds, so the loader can keep their database ids forever (see packages/content/README.md).
 * The builder writes the keys into the built files; the loader and migration 003 derive the same
 * keys for content built or loaded before keys existed. Pure string functions, no I/O.
 */

/**
 * Languages whose reading is part of an entry's identity: a Japanese headword read two ways is two
 * words (上手 じょうず "skilful", うわて "upper hand"). Elsewhere the reading is presentation: the
 * builder picks one pinyin of a Chinese polyphone, Korean romanisation follows from the hangul, so
 * a different pick or a romaniser upgrade must not re-key (and retire) the entry.
 */
export const READING_KEYED_LANGS: readonly string[] = ['ja'];

/**
 * Entry key: `lang:headword`, plus `|reading` for Japanese entries with a reading, e.g. `en:bank`,
 * `zh:银行`, `ja:上手|じょうず`. The builder appends `#2`, `#3`… to later entries (in file order)
 * that would share one, so keys are unique.
 */
export function contentEntryKey(lang: string, headword: string, reading: string | null | undefined): string {
  return reading && READING_KEYED_LANGS.includes(lang) ? `${lang}:${headword}|${reading}` : `${lang}:${headword}`;
}

/** Longest item text used verbatim in an item key; longer texts (sentences, paragraphs) are hashed. */
export const ITEM_KEY_TEXT_MAX = 48;

/**
 * Book item key: `slug/text` for short texts (a word), `slug/~<hash>` for longer ones, where the hash
 * is given by the caller (the first 16 hex digits of the text's sha256: core does no I/O or crypto).
 * Repeats of one text in a book get `#2`, `#3`… in item order.
 */
export function contentItemKey(slug: string, text: string, textHash: () => string): string {
  return text.length <= ITEM_KEY_TEXT_MAX ? `${slug}/${text}` : `${slug}/~${textHash()}`;
}

/** Makes keys unique in order of appearance: the first keeps its key, repeats get `#2`, `#3`… */
export class KeyDeduper {
  private readonly seen = new Map<string, number>();

  unique(key: string): string {
    const n = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, n);
    if (n === 1) return key;
    const candidate = `${key}#${n}`;
    // A natural key may itself end in `#n`: keep going until the candidate is free.
    if (this.seen.has(candidate)) return this.unique(candidate);
    this.seen.set(candidate, 1);
    return candidate;
  }
}
