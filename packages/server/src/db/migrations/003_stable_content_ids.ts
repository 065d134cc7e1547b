/**
 * Stable content identity. Dictionary entries get their content key (`ckey`, the builder's
 * `lang:headword|reading`, see @qfl/core content-keys) and a hash of their built line (`chash`), so
 * the loader upserts by key and an entry keeps its id across content builds (the reading is
 * part of the key for Japanese only: READING_KEYED_LANGS); `retired_at` marks an
 * entry (book, item) that left the content while user data still refers to it. Built-in book items
 * get an item key (`ikey`) and hash the same way.
 *
 * Existing entries get their keys here, derived like the builder does (the old loader inserted in
 * file order, so id order is the builder's order for the `#n` of repeats): user data keeps its ids
 * through the first load after this migration. Their hashes stay empty, so that load rewrites each
 * entry once in place. Built-in book items get no key here (it needs the text's sha256; nothing
 * refers to them yet): the next load replaces them with keyed items.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('dict_entries').addColumn('ckey', 'text').execute();
  await db.schema.alterTable('dict_entries').addColumn('chash', 'text').execute();
  await db.schema.alterTable('dict_entries').addColumn('retired_at', 'bigint').execute();
  await db.schema.alterTable('books').addColumn('retired_at', 'bigint').execute();
  await db.schema.alterTable('book_items').addColumn('ikey', 'text').execute();
  await db.schema.alterTable('book_items').addColumn('chash', 'text').execute();
  await db.schema.alterTable('book_items').addColumn('retired_at', 'bigint').execute();

  await sql`
    update dict_entries set ckey = k.base || case when k.n > 1 then '#' || k.n else '' end
    from (
      select id, lang || ':' || headword || r as base, row_number() over (partition by lang, headword, r order by id) as n
      from (select id, lang, headword, case when lang = 'ja' then coalesce('|' || nullif(reading, ''), '') else '' end as r from dict_entries) e
    ) k
    where k.id = dict_entries.id`.execute(db);

  // Unique where set: user books' items and not-yet-keyed rows have none.
  await db.schema.createIndex('dict_entries_ckey').on('dict_entries').column('ckey').unique().execute();
  await db.schema.createIndex('book_items_ikey').on('book_items').column('ikey').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('book_items_ikey').execute();
  await db.schema.dropIndex('dict_entries_ckey').execute();
  for (const c of ['retired_at', 'chash', 'ikey']) await db.schema.alterTable('book_items').dropColumn(c).execute();
  await db.schema.alterTable('books').dropColumn('retired_at').execute();
  for (const c of ['retired_at', 'chash', 'ckey']) await db.schema.alterTable('dict_entries').dropColumn(c).execute();
}
