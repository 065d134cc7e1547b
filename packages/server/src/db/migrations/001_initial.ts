/** First schema: users and sessions, points, dictionary, books. Portable across SQLite and PostgreSQL. */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');

  await db.schema
    .createTable('users')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('identity', 'text')
    .addColumn('native_lang', 'text')
    .addColumn('learning_lang', 'text')
    .addColumn('level', 'integer')
    .addColumn('ui_lang', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'purpose', 'created_at']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_family').on('access_tokens').column('family_id').execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_ledger_user').on('points_ledger').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('dict_entries')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('headword', 'text', (c) => c.notNull())
    .addColumn('reading', 'text')
    .addColumn('pron_a', 'text')
    .addColumn('pron_b', 'text')
    .addColumn('pos', 'text', (c) => c.notNull())
    .addColumn('meanings', 'text', (c) => c.notNull())
    .addColumn('examples', 'text', (c) => c.notNull())
    .addColumn('synonyms', 'text', (c) => c.notNull())
    .addColumn('antonyms', 'text', (c) => c.notNull())
    .addColumn('equivalents', 'text', (c) => c.notNull())
    .addColumn('confusing', 'text', (c) => c.notNull())
    .addColumn('forms', 'text', (c) => c.notNull())
    .addColumn('roots', 'text', (c) => c.notNull())
    .addColumn('freq_rank', 'integer')
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dict_entries_lang_headword').on('dict_entries').columns(['lang', 'headword']).execute();

  await db.schema
    .createTable('dict_keys')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .execute();
  // PostgreSQL needs the C collation (text_pattern_ops) for range scans used as prefix search.
  if (pg) await sql`create index dict_keys_lookup on dict_keys (lang, key text_pattern_ops, rank)`.execute(db);
  else await db.schema.createIndex('dict_keys_lookup').on('dict_keys').columns(['lang', 'key', 'rank']).execute();
  await db.schema.createIndex('dict_keys_entry').on('dict_keys').column('entry_id').execute();

  await db.schema
    .createTable('search_history')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('search_history_unique', ['user_id', 'lang', 'query'])
    .execute();

  await db.schema
    .createTable('user_words')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('in_new_words', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_words_pk', ['user_id', 'entry_id'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull())
    .addColumn('translation_mode', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'bigint')
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('books_browse').on('books').columns(['lang', 'status', 'level']).execute();

  await db.schema
    .createTable('book_items')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('book_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('group_no', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('translation', 'text')
    .addColumn('extra', 'text')
    .execute();
  await db.schema.createIndex('book_items_book').on('book_items').columns(['book_id', 'position']).execute();

  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'content_meta',
    'book_items',
    'books',
    'categories',
    'user_words',
    'search_history',
    'dict_keys',
    'dict_entries',
    'points_ledger',
    'access_tokens',
    'refresh_tokens',
    'sms_codes',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
