/**
 * The books half of a content load: built-in books upserted by slug, their items by item key, each
 * item linked to its entry by the entry's key. Unchanged items (same hash of position, text,
 * translation and linked entry id) are not touched. Books and items the content no longer has are
 * retired when something refers to them, deleted otherwise.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentItemKey, groupOfPosition, KeyDeduper } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { BatchInserter } from './batch.js';
import { type EntriesLoaded, gzLines, headOf, json, lineHash } from './load-entries.js';
import { nextId, type RetireResult, retireOrDelete } from './references.js';

interface BookLine {
  slug: string;
  type: string;
  lang: string;
  category: string;
  level: number;
  titles: unknown;
  descriptions: unknown;
  groupSize: number;
  translationMode?: string;
  items: { key?: string; entry?: string; text: string; translation: string | null; headword?: string }[];
}

const ITEM_COLUMNS = [
  'book_id',
  'position',
  'group_no',
  'entry_id',
  'text',
  'translation',
  'extra',
  'ikey',
  'chash',
  'retired_at',
] as const;
const UPSERT = `on conflict (id) do update set ${ITEM_COLUMNS.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`;

const textHash = (text: string) => () => createHash('sha256').update(text).digest('hex').slice(0, 16);

export interface BooksLoaded {
  books: number;
  items: number;
  removedBooks: RetireResult;
  removedItems: RetireResult;
}

export async function loadBooks(
  trx: Kysely<DB>,
  opts: { dataDir: string; langs: string[]; now: number },
  entries: EntriesLoaded,
): Promise<BooksLoaded> {
  const books = new Map<string, number>();
  for (const b of await trx.selectFrom('books').select(['id', 'slug']).where('builtin', '=', 1).execute()) books.set(b.slug, Number(b.id));
  const items = new Map<string, { id: number; hash: string | null; retired: boolean }>();
  const unkeyed: number[] = [];
  const rows = await trx
    .selectFrom('book_items')
    .innerJoin('books', 'books.id', 'book_items.book_id')
    .select(['book_items.id', 'book_items.ikey', 'book_items.chash', 'book_items.retired_at'])
    .where('books.builtin', '=', 1)
    .execute();
  for (const r of rows) {
    if (r.ikey === null) unkeyed.push(Number(r.id));
    else items.set(r.ikey, { id: Number(r.id), hash: r.chash, retired: r.retired_at !== null });
  }

  let nextBook = await nextId(trx, 'books');
  let nextItem = await nextId(trx, 'book_items');
  const upserts = new BatchInserter(trx, 'book_items', ITEM_COLUMNS.length + 1, { suffix: UPSERT });
  let bookCount = 0;
  let itemCount = 0;
  const path = join(opts.dataDir, 'books.jsonl.gz');
  for await (const line of existsSync(path) ? gzLines(path) : []) {
    const b = JSON.parse(line) as BookLine;
    if (!opts.langs.includes(b.lang)) continue;
    bookCount++;
    const values = {
      type: b.type,
      lang: b.lang,
      category: b.category,
      level: b.level,
      titles: json(b.titles),
      descriptions: json(b.descriptions),
      status: 'public',
      translation_mode: b.translationMode ?? 'simple',
      item_count: b.items.length,
      group_size: b.groupSize,
      retired_at: null,
    };
    let bookId = books.get(b.slug);
    books.delete(b.slug);
    if (bookId === undefined) {
      bookId = nextBook++;
      const fresh = { id: bookId, slug: b.slug, review_status: 'auto_approved', owner_id: null, builtin: 1, created_at: opts.now };
      await trx
        .insertInto('books')
        .values({ ...fresh, ...values })
        .execute();
    } else {
      await trx.updateTable('books').set(values).where('id', '=', bookId).execute();
    }

    const dedupe = new KeyDeduper();
    let pos = 0;
    for (const it of b.items) {
      const ikey = it.key ?? dedupe.unique(contentItemKey(b.slug, it.text, textHash(it.text)));
      const entryKey = it.entry ?? (it.headword ? entries.byHead.get(headOf(b.lang, it.headword)) : undefined);
      const entryId = entryKey ? (entries.ids.get(entryKey) ?? null) : null;
      const groupNo = groupOfPosition(pos, b.groupSize);
      const chash = lineHash(JSON.stringify([bookId, pos, groupNo, entryId, it.text, it.translation]));
      const old = items.get(ikey);
      items.delete(ikey);
      if (!old || old.hash !== chash || old.retired) {
        await upserts.add({
          id: old?.id ?? nextItem++,
          book_id: bookId,
          position: pos,
          group_no: groupNo,
          entry_id: entryId,
          text: it.text,
          translation: it.translation,
          extra: null,
          ikey,
          chash,
          retired_at: null,
        });
      }
      pos++;
      itemCount++;
    }
  }
  await upserts.flush();

  const removedItems = await retireOrDelete(trx, 'book_items', [...items.values()].map((i) => i.id).concat(unkeyed), opts.now);
  const removedBooks = await retireOrDelete(trx, 'books', [...books.values()], opts.now, async (ids) => {
    // Out of every listing: `status` is what visibility checks read.
    await trx.updateTable('books').set({ status: 'retired' }).where('id', 'in', ids).execute();
  });
  return { books: bookCount, items: itemCount, removedBooks, removedItems };
}
