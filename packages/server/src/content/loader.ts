/**
 * Loads the built content (packages/content/data) into the database: dictionary entries and their
 * search keys, built-in books with items, categories. Content has stable identity: entries, books
 * and items are upserted by their content keys (see packages/content/README.md), so an entry keeps
 * its id across loads and nothing that refers to it ever needs re-pointing. Removed content that is
 * still referenced is retired, the rest deleted (content/references.ts). Idempotent (content_meta
 * `content_hash`), and all in one transaction, so a failed load leaves the previous content as it was.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@qfl/core';
import type { Kysely } from 'kysely';
import { inTransaction } from '../db/executor.js';
import type { DB } from '../db/schema.js';
import { loadBooks } from './load-books.js';
import { json, loadEntries } from './load-entries.js';
import { retireOrDelete, syncSequence } from './references.js';

export interface LoadContentOptions {
  dataDir: string;
  langs?: string[];
  limitPerLang?: number;
  log?: (msg: string) => void;
}

export interface LoadContentResult {
  loaded: boolean;
  entries: number;
  books: number;
  ms: number;
  /** What the load did to entries: new, rewritten in place, kept retired for user data, deleted. */
  changes?: { inserted: number; updated: number; retired: number; deleted: number };
}

interface ManifestLike {
  hash: string;
  files: { name: string }[];
}

export async function loadContent(db: Kysely<DB>, opts: LoadContentOptions): Promise<LoadContentResult> {
  const t0 = Date.now();
  const log = opts.log ?? (() => {});
  const manifestPath = join(opts.dataDir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`content manifest not found: ${manifestPath}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestLike;
  const langs: string[] = LANGS.filter((l) => !opts.langs || opts.langs.includes(l));
  const subset = opts.langs || opts.limitPerLang ? `;langs=${langs.join(',')};limit=${opts.limitPerLang ?? ''}` : '';
  const hash = `${manifest.hash}${subset}`;

  const current = await db.selectFrom('content_meta').select('value').where('key', '=', 'content_hash').executeTakeFirst();
  if (current?.value === hash) {
    log('content: up to date');
    return { loaded: false, entries: 0, books: 0, ms: Date.now() - t0 };
  }

  const result = await inTransaction(db, async (trx) => {
    const now = Date.now();
    await trx.deleteFrom('categories').execute();
    const cats = JSON.parse(readFileSync(join(opts.dataDir, 'categories.json'), 'utf8')) as { name: string; titles: unknown }[];
    if (cats.length) {
      await trx
        .insertInto('categories')
        .values(cats.map((c, i) => ({ name: c.name, titles: json(c.titles), position: i })))
        .execute();
    }

    const entries = await loadEntries(trx, { dataDir: opts.dataDir, langs, limitPerLang: opts.limitPerLang, log });
    const books = await loadBooks(trx, { dataDir: opts.dataDir, langs, now }, entries);
    // After the books: built-in items have moved to current entries, so what still points at a
    // removed entry is user data (or a retired item), and it stays.
    const removed = await retireOrDelete(trx, 'dict_entries', entries.removed, now);
    for (const t of ['dict_entries', 'books', 'book_items'] as const) await syncSequence(trx, t);
    await trx.deleteFrom('content_meta').where('key', '=', 'content_hash').execute();
    await trx.insertInto('content_meta').values({ key: 'content_hash', value: hash }).execute();
    log(
      `content: entries ${entries.inserted} new, ${entries.updated} changed, ${removed.retired} retired, ${removed.deleted} deleted; ` +
        `books ${books.removedBooks.retired} retired, ${books.removedBooks.deleted} deleted`,
    );
    return {
      entries: entries.total,
      books: books.books,
      changes: { inserted: entries.inserted, updated: entries.updated, ...removed },
    };
  });
  const ms = Date.now() - t0;
  log(`content: loaded ${result.entries} entries, ${result.books} books in ${ms} ms`);
  return { loaded: true, ...result, ms };
}
