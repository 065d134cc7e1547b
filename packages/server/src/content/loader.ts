/**
 * Loads the built content (packages/content/data) into the database: dictionary entries and their
 * search keys, built-in books with items, categories. Idempotent (content_meta `content_hash`), and
 * all in one transaction, so a failed load leaves the previous content as it was. Works on SQLite
 * and PostgreSQL; inserts are batched and the gzip files are streamed line by line.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { LANGS } from '@qfl/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { BatchInserter, isPostgres } from './batch.js';
import { collectReferenced, entryKey, headKey, remapReferences } from './remap.js';

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
}

interface ManifestLike {
  hash: string;
  files: { name: string }[];
}

interface EntryLine {
  lang: string;
  headword: string;
  reading: string | null;
  pronA: string | null;
  pronB: string | null;
  pos: unknown;
  meanings: unknown;
  examples: unknown;
  synonyms: unknown;
  antonyms: unknown;
  equivalents: unknown;
  confusing: unknown;
  forms: unknown;
  roots: unknown;
  freqRank: number | null;
  sources: unknown;
  keys: { key: string; kind: string }[];
}

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
  items: { text: string; translation: string | null; headword?: string }[];
}

/** Rank of entries without a frequency rank: after every ranked one, in file order. */
const UNRANKED = 10_000_000;

async function* lines(path: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) if (line) yield line;
}

const json = (v: unknown): string => JSON.stringify(v ?? []);

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

  const result = await db.transaction().execute(async (trx) => {
    const pg = isPostgres(trx);
    const referenced = await collectReferenced(trx);
    const builtin = trx.selectFrom('books').select('id').where('builtin', '=', 1);
    await trx.deleteFrom('dict_keys').execute();
    await trx.deleteFrom('dict_entries').execute();
    await trx.deleteFrom('book_items').where('book_id', 'in', builtin).execute();
    await trx.deleteFrom('books').where('builtin', '=', 1).execute();
    await trx.deleteFrom('categories').execute();

    const cats = JSON.parse(readFileSync(join(opts.dataDir, 'categories.json'), 'utf8')) as { name: string; titles: unknown }[];
    if (cats.length) {
      await trx
        .insertInto('categories')
        .values(cats.map((c, i) => ({ name: c.name, titles: json(c.titles), position: i })))
        .execute();
    }

    // Entries: explicit ids (the table is empty), so keys and book items can point at them directly.
    const byKey = new Map<string, number>();
    const byHead = new Map<string, number>();
    const entries = new BatchInserter(trx, 'dict_entries', 17);
    const keys = new BatchInserter(trx, 'dict_keys', 5);
    let nextId = 1;
    for (const lang of langs) {
      const path = join(opts.dataDir, `dict-${lang}.jsonl.gz`);
      if (!existsSync(path)) {
        log(`content: ${path} missing, no ${lang} entries`);
        continue;
      }
      let n = 0;
      for await (const line of lines(path)) {
        if (opts.limitPerLang !== undefined && n >= opts.limitPerLang) break;
        const e = JSON.parse(line) as EntryLine;
        const id = nextId++;
        n++;
        await entries.add({
          id,
          lang: e.lang,
          headword: e.headword,
          reading: e.reading,
          pron_a: e.pronA,
          pron_b: e.pronB,
          pos: json(e.pos),
          meanings: JSON.stringify(e.meanings ?? {}),
          examples: json(e.examples),
          synonyms: json(e.synonyms),
          antonyms: json(e.antonyms),
          equivalents: json(e.equivalents),
          confusing: json(e.confusing),
          forms: json(e.forms),
          roots: json(e.roots),
          freq_rank: e.freqRank,
          sources: json(e.sources),
        });
        const rank = e.freqRank ?? UNRANKED + n;
        for (const k of e.keys ?? []) await keys.add({ lang: e.lang, key: k.key, kind: k.kind, entry_id: id, rank });
        const hk = headKey(e.lang, e.headword);
        if (!byHead.has(hk)) byHead.set(hk, id);
        byKey.set(entryKey(e.lang, e.headword, e.reading), id);
      }
      log(`content: ${lang} ${n} entries`);
    }
    await entries.flush();
    await keys.flush();

    // Books: ids continue after users' books.
    const maxBook = await trx
      .selectFrom('books')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    let bookId = Number(maxBook?.m ?? 0);
    const maxItem = await trx
      .selectFrom('book_items')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    let itemId = Number(maxItem?.m ?? 0);
    const items = new BatchInserter(trx, 'book_items', 8);
    let books = 0;
    const now = Date.now();
    const booksPath = join(opts.dataDir, 'books.jsonl.gz');
    for await (const line of existsSync(booksPath) ? lines(booksPath) : []) {
      const b = JSON.parse(line) as BookLine;
      if (!langs.includes(b.lang)) continue;
      bookId++;
      books++;
      await trx
        .insertInto('books')
        .values({
          id: bookId,
          slug: b.slug,
          type: b.type,
          lang: b.lang,
          category: b.category,
          level: b.level,
          titles: json(b.titles),
          descriptions: json(b.descriptions),
          status: 'public',
          review_status: 'auto_approved',
          translation_mode: b.translationMode ?? 'simple',
          owner_id: null,
          builtin: 1,
          item_count: b.items.length,
          group_size: b.groupSize,
          created_at: now,
        })
        .execute();
      let pos = 0;
      for (const it of b.items) {
        await items.add({
          id: ++itemId,
          book_id: bookId,
          position: pos,
          group_no: Math.floor(pos / b.groupSize) + 1,
          entry_id: it.headword ? (byHead.get(headKey(b.lang, it.headword)) ?? null) : null,
          text: it.text,
          translation: it.translation,
          extra: null,
        });
        pos++;
      }
    }
    await items.flush();

    const moved = await remapReferences(trx, referenced, byKey, byHead);
    if (referenced.length) log(`content: re-pointed user references (${moved.moved} words moved, ${moved.dropped} dropped)`);
    if (pg) {
      for (const t of ['dict_entries', 'books', 'book_items'] as const) {
        await sql`select setval(pg_get_serial_sequence(${t}, 'id'), coalesce((select max(id) from ${sql.table(t)}), 1))`.execute(trx);
      }
    }
    await trx.deleteFrom('content_meta').where('key', '=', 'content_hash').execute();
    await trx.insertInto('content_meta').values({ key: 'content_hash', value: hash }).execute();
    return { entries: entries.inserted, books };
  });
  const ms = Date.now() - t0;
  log(`content: loaded ${result.entries} entries, ${result.books} books in ${ms} ms`);
  return { loaded: true, ...result, ms };
}
