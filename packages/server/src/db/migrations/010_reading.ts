/**
 * Reading (modules/reading):
 * - reading_tokens: the analysed words of each article item, cached so that opening a page is one
 *   read; a row is valid while its `text_hash` matches the item's text (an edit changes the hash,
 *   the next read analyses again) and its `version` matches the reader's (a better segmenter bumps
 *   it). Goes with its item.
 * - word_status: words a learner marked known or ignored, by word key (`e:<entryId>` or
 *   `l:<lemma>` per language). Goes with its user.
 * - reading_positions: where a learner stopped in each book (page, sentence); the reading history.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reading_tokens')
    .addColumn('item_id', 'bigint', (c) => c.primaryKey().references('book_items.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('tokens', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('word_status')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('word_status_pk', ['user_id', 'lang', 'word_key'])
    .execute();
  await db.schema
    .createTable('reading_positions')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'bigint', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('sentence', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_positions_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema.createIndex('reading_positions_recent').on('reading_positions').columns(['user_id', 'updated_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('reading_positions_recent').ifExists().execute();
  await db.schema.dropTable('reading_positions').ifExists().execute();
  await db.schema.dropTable('word_status').ifExists().execute();
  await db.schema.dropTable('reading_tokens').ifExists().execute();
}
