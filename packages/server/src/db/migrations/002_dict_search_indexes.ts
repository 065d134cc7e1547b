/**
 * Indexes for dictionary search as you type. The lookup index becomes covering (kind and
 * entry_id in the index: a prefix range never visits the table), and a second index in rank
 * order serves dense prefixes (one letter matches tens of thousands of keys: walking keys from
 * the most frequent and stopping at the first matches beats sorting them all).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

const isPg = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');

export async function up(db: AnyDb): Promise<void> {
  const pg = isPg(db);
  await db.schema.dropIndex('dict_keys_lookup').execute();
  // PostgreSQL needs text_pattern_ops (byte order) for range scans used as prefix search.
  if (pg) await sql`create index dict_keys_lookup on dict_keys (lang, key text_pattern_ops, rank, kind, entry_id)`.execute(db);
  else await db.schema.createIndex('dict_keys_lookup').on('dict_keys').columns(['lang', 'key', 'rank', 'kind', 'entry_id']).execute();
  await db.schema.createIndex('dict_keys_by_rank').on('dict_keys').columns(['lang', 'rank', 'key', 'kind', 'entry_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const pg = isPg(db);
  await db.schema.dropIndex('dict_keys_by_rank').execute();
  await db.schema.dropIndex('dict_keys_lookup').execute();
  if (pg) await sql`create index dict_keys_lookup on dict_keys (lang, key text_pattern_ops, rank)`.execute(db);
  else await db.schema.createIndex('dict_keys_lookup').on('dict_keys').columns(['lang', 'key', 'rank']).execute();
}
