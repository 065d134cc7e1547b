/**
 * What readers browse: the book list (a signed-in reader also gets the share of each book their
 * memory knows), one book as the list shows it, and the categories with their localized titles.
 */
import type { BookList, BookSummary, Category } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { presentBook } from './presenter.js';
import { type BookFilter, booksRepo } from './repo.js';

/** The share of each book that a reader's memory knows (the study's figure, passed in by the routes' hooks). */
export type KnownShares = (
  db: Executor,
  userId: number,
  books: { id: number; itemCount: number }[],
  now: number,
) => Promise<Map<number, number>>;

export async function browseBooks(db: Executor, actor: Actor | null, filter: BookFilter, knownShares: KnownShares): Promise<BookList> {
  const rows = await booksRepo.list(db, actor, filter);
  const items = rows.map((b) => presentBook(b, actor?.id ?? null));
  if (actor === null) return { items };
  const shares = await knownShares(db, actor.id, items, Date.now());
  return { items: items.map((b) => ({ ...b, knownShare: shares.get(b.id) ?? 0 })) };
}

/** A book as the list shows it to this reader (after a change). */
export async function bookSummary(db: Executor, id: number, readerId: number): Promise<BookSummary> {
  return presentBook(await booksRepo.byId(db, id), readerId);
}

/** Every category, or with a language only those its visible books use (a parent counts through its children). */
export async function listCategories(db: Executor, lang: string | undefined): Promise<{ items: Category[] }> {
  const rows = await booksRepo.categories(db);
  const used = lang ? await booksRepo.usedCategories(db, lang) : null;
  const keep = (name: string) => used === null || used.some((c) => c === name || c.startsWith(`${name}_`));
  return { items: rows.filter((c) => keep(c.name)).map((c) => ({ name: c.name, titles: safeTitles(c.titles), position: c.position })) };
}

function safeTitles(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}
