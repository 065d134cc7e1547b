/**
 * The dictionary half of a content load: upserts entries by their stable key (an unchanged entry is
 * not touched, a changed one is rewritten in place under its id, a new one gets a new id) and
 * rebuilds the search keys. Entries the content no longer has are returned for the caller to retire
 * or delete once the book items have moved off them.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { contentEntryKey, KeyDeduper } from '@qfl/core';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { BatchInserter, isPostgres } from './batch.js';
import { nextId } from './references.js';

export interface EntryLine {
  key?: string;
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

export interface EntriesLoaded {
  /** Entry id per entry key, for the book items. */
  ids: Map<string, number>;
  /** Entry key per `lang\theadword` (the first, most frequent): links items built without keys. */
  byHead: Map<string, string>;
  /** Ids of entries the content no longer has. */
  removed: number[];
  total: number;
  inserted: number;
  updated: number;
}

/** Rank of entries without a frequency rank: after every ranked one, in file order. */
const UNRANKED = 10_000_000;

const ENTRY_COLUMNS = [
  'lang',
  'headword',
  'reading',
  'pron_a',
  'pron_b',
  'pos',
  'meanings',
  'examples',
  'synonyms',
  'antonyms',
  'equivalents',
  'confusing',
  'forms',
  'roots',
  'freq_rank',
  'sources',
  'ckey',
  'chash',
  'retired_at',
] as const;
const UPSERT = `on conflict (id) do update set ${ENTRY_COLUMNS.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`;

export async function* gzLines(path: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) if (line) yield line;
}

export const json = (v: unknown): string => JSON.stringify(v ?? []);
export const lineHash = (text: string): string => createHash('md5').update(text).digest('base64');
export const headOf = (lang: string, headword: string): string => `${lang}\t${headword}`;

/**
 * Empties dict_keys and drops its indexes (and, on PostgreSQL, its foreign key, checked per row
 * there) for the bulk insert: building an index once over a million keys is several times faster
 * than keeping it up to date row by row. Returns what puts them back, read from the catalog so the
 * definitions stay the migrations' own.
 */
async function suspendKeyIndexes(trx: Kysely<DB>): Promise<() => Promise<void>> {
  if (isPostgres(trx)) {
    const fks = await sql<{ name: string; def: string }>`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'dict_keys'::regclass and contype = 'f'`.execute(
      trx,
    );
    const idx = await sql<{ name: string; def: string }>`
      select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema() and tablename = 'dict_keys'`.execute(
      trx,
    );
    for (const f of fks.rows) await sql`alter table dict_keys drop constraint ${sql.id(f.name)}`.execute(trx);
    for (const i of idx.rows) await sql`drop index ${sql.id(i.name)}`.execute(trx);
    await sql`truncate dict_keys`.execute(trx);
    return async () => {
      for (const i of idx.rows) await sql.raw(i.def).execute(trx);
      for (const f of fks.rows) await sql`alter table dict_keys add constraint ${sql.id(f.name)} ${sql.raw(f.def)}`.execute(trx);
    };
  }
  const idx = await sql<{ name: string; def: string }>`
    select name, sql as def from sqlite_master where type = 'index' and tbl_name = 'dict_keys' and sql is not null`.execute(trx);
  for (const i of idx.rows) await sql`drop index ${sql.id(i.name)}`.execute(trx);
  await trx.deleteFrom('dict_keys').execute();
  return async () => {
    for (const i of idx.rows) await sql.raw(i.def).execute(trx);
  };
}

export async function loadEntries(
  trx: Kysely<DB>,
  opts: { dataDir: string; langs: string[]; limitPerLang?: number; log: (m: string) => void },
): Promise<EntriesLoaded> {
  const existing = new Map<string, { id: number; hash: string | null; retired: boolean }>();
  for (const r of await trx.selectFrom('dict_entries').select(['id', 'ckey', 'chash', 'retired_at']).execute()) {
    if (r.ckey !== null) existing.set(r.ckey, { id: Number(r.id), hash: r.chash, retired: r.retired_at !== null });
  }
  const unkeyed = await trx.selectFrom('dict_entries').select('id').where('ckey', 'is', null).execute();

  // The search index is derived: rebuilt whole (an unranked entry's rank follows its file position).
  const restore = await suspendKeyIndexes(trx);

  let next = await nextId(trx, 'dict_entries');
  const entries = new BatchInserter(trx, 'dict_entries', ENTRY_COLUMNS.length + 1, { suffix: UPSERT });
  const keys = new BatchInserter(trx, 'dict_keys', 5, { after: entries });
  const ids = new Map<string, number>();
  const byHead = new Map<string, string>();
  const dedupe = new KeyDeduper();
  const out = { total: 0, inserted: 0, updated: 0 };
  for (const lang of opts.langs) {
    const path = join(opts.dataDir, `dict-${lang}.jsonl.gz`);
    if (!existsSync(path)) {
      opts.log(`content: ${path} missing, no ${lang} entries`);
      continue;
    }
    let n = 0;
    for await (const line of gzLines(path)) {
      if (opts.limitPerLang !== undefined && n >= opts.limitPerLang) break;
      n++;
      const e = JSON.parse(line) as EntryLine;
      // Content built before keys existed: derived the way the builder derives them.
      const ckey = e.key ?? dedupe.unique(contentEntryKey(e.lang, e.headword, e.reading));
      const chash = lineHash(line);
      const old = existing.get(ckey);
      existing.delete(ckey);
      const id = old?.id ?? next++;
      if (!old || old.hash !== chash || old.retired) {
        if (old) out.updated++;
        else out.inserted++;
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
          ckey,
          chash,
          retired_at: null,
        });
      }
      ids.set(ckey, id);
      const h = headOf(e.lang, e.headword);
      if (!byHead.has(h)) byHead.set(h, ckey);
      const rank = e.freqRank ?? UNRANKED + n;
      for (const k of e.keys ?? []) await keys.add({ lang: e.lang, key: k.key, kind: k.kind, entry_id: id, rank });
    }
    out.total += n;
    opts.log(`content: ${lang} ${n} entries`);
  }
  await entries.flush();
  await keys.flush();
  await restore();
  const removed = [...existing.values()].map((o) => o.id).concat(unkeyed.map((r) => Number(r.id)));
  return { ids, byHead, removed, ...out };
}
