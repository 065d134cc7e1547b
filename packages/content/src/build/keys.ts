/**
 * Last step of the build: gives every dictionary entry and book item its stable key (the rules are
 * in @qfl/core content-keys and packages/content/README.md), and links each item to its entry by
 * that entry's key. The loader keeps a database id per key, so keys must never be reused for
 * something else: they derive from what an entry is (language, headword, reading), not from its
 * position or frequency.
 */
import { contentEntryKey, contentItemKey, KeyDeduper, type Lang } from '@qfl/core';
import type { BookRecord, EntryRecord } from '../types.js';
import { sha256 } from './io.js';

const headOf = (lang: string, headword: string): string => `${lang}\t${headword}`;

/**
 * Sets `key` on every entry, in file order (so of two entries sharing a key the more frequent one
 * keeps the plain key), and returns the entry key per (lang, headword): the first, most frequent
 * entry of that headword, which is what a book item with that headword links to.
 */
export function assignEntryKeys(byLang: Record<Lang, EntryRecord[]>, order: readonly Lang[]): Map<string, string> {
  const dedupe = new KeyDeduper();
  const byHead = new Map<string, string>();
  for (const lang of order) {
    for (const e of byLang[lang]) {
      e.key = dedupe.unique(contentEntryKey(e.lang, e.headword, e.reading));
      const h = headOf(e.lang, e.headword);
      if (!byHead.has(h)) byHead.set(h, e.key);
    }
  }
  return byHead;
}

/** Sets `key` (and `entry`, when the item's headword is in the dictionary) on every book item. */
export function assignItemKeys(books: BookRecord[], entryByHead: Map<string, string>): void {
  const slugs = new Set<string>();
  for (const b of books) {
    if (slugs.has(b.slug)) throw new Error(`duplicate book slug ${b.slug}`);
    slugs.add(b.slug);
    const dedupe = new KeyDeduper();
    for (const it of b.items) {
      it.key = dedupe.unique(contentItemKey(b.slug, it.text, () => sha256(it.text).slice(0, 16)));
      const entry = it.headword ? entryByHead.get(headOf(b.lang, it.headword)) : undefined;
      if (entry) it.entry = entry;
    }
  }
}
