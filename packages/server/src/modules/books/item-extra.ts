/**
 * What an uploaded book item carries beyond its text and translation (`book_items.extra`, JSON):
 * the uploader's own pronunciations, part of speech, meanings by language, examples and
 * antonyms (professional mode, or whatever a table gave in simple mode). Built-in items have none.
 */
import type { Lang } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { booksRepo } from './repo.js';

export interface OwnFields {
  pronA: string | null;
  pronB: string | null;
  pos: string | null;
  meanings: Partial<Record<Lang, string[]>>;
  examples: { text: string; translation: string | null; translationLang: Lang | null }[];
  antonyms: string[];
}

export interface ItemExtra {
  own: OwnFields;
}

/** Whether any language has meanings (without building the list of keys, per item of a large upload). */
export function hasMeanings(meanings: OwnFields['meanings']): boolean {
  for (const _ in meanings) return true;
  return false;
}

/** The `extra` of an item with these own fields, or null when they are all empty. */
export function extraOf(own: OwnFields): ItemExtra | null {
  const empty =
    !own.pronA && !own.pronB && !own.pos && !hasMeanings(own.meanings) && own.examples.length === 0 && own.antonyms.length === 0;
  return empty ? null : { own };
}

export function encodeExtra(own: OwnFields): string | null {
  const extra = extraOf(own);
  return extra === null ? null : JSON.stringify(extra);
}

export function decodeExtra(text: string | null): OwnFields | null {
  if (!text) return null;
  try {
    const own = (JSON.parse(text) as Partial<ItemExtra>).own;
    return own && typeof own === 'object' ? own : null;
  } catch {
    return null;
  }
}

export interface UploadedItem {
  own: OwnFields | null;
  /** The book's type and translation mode: professional meanings come before the dictionary's. */
  bookType: string;
  professional: boolean;
}

/** Own fields of uploaded (not built-in) items among `itemIds`. */
export async function uploadedItems(db: Executor, itemIds: number[]): Promise<Map<number, UploadedItem>> {
  const out = new Map<number, UploadedItem>();
  const ids = [...new Set(itemIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await booksRepo.uploadedItemExtras(db, ids.slice(i, i + 500));
    for (const r of rows) {
      out.set(r.id, { own: decodeExtra(r.extra), bookType: r.type, professional: r.translation_mode === 'professional' });
    }
  }
  return out;
}

/** Own meanings in the reader's order of languages, then the rest. */
export function orderedOwnMeanings(own: OwnFields, order: string[]): { list: string[]; lang: Lang | null } {
  const langs = [...new Set([...order, ...Object.keys(own.meanings)])] as Lang[];
  const list: string[] = [];
  let lang: Lang | null = null;
  for (const l of langs) {
    const m = own.meanings[l] ?? [];
    if (m.length && lang === null) lang = l;
    list.push(...m);
  }
  return { list: [...new Set(list)].slice(0, 6), lang };
}

type Listed = { list: string[]; lang: string | null };

/**
 * Meanings of an uploaded word as shown: professional mode puts the uploader's translation and own
 * meanings first (the dictionary's only when they gave none); simple mode the dictionary's first
 * (theirs when the dictionary has none).
 */
export function uploadedMeanings(
  own: OwnFields | null,
  translation: string | null,
  professional: boolean,
  dict: Listed,
  order: string[],
): Listed {
  const mine = own ? orderedOwnMeanings(own, order) : { list: [], lang: null };
  const theirs: Listed = translation
    ? { list: [...new Set([translation, ...mine.list])].slice(0, 6), lang: mine.list[0] === translation ? mine.lang : null }
    : mine;
  if (professional) return theirs.list.length ? theirs : dict;
  return dict.list.length ? dict : theirs;
}
