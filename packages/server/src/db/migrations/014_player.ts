/**
 * The turbo player:
 * - player_settings: one row per learner, the settings as JSON (validated by core's schema on read).
 * - playlists: one per (learner, source): a book with a set of groups, the new-words book, or
 *   today's words. Re-creating the same source updates the row, so its resume position survives.
 * - player_items: a playlist's items in order (the text as it was, the entry or book item it
 *   reads its reading and translation from at each GET, in the language asked).
 * - listening_logs: one row per listening report (idempotent per request id), the seconds heard
 *   in the learner's local day: the minutes tasks and the study calendar count them.
 * - listening_exposures: how often each card's word or sentence was heard (an exposure, not a
 *   graded review: FSRS cards are never touched).
 * Content references: a playlist goes with its book (cascade: a deleted user book takes its
 * playlists), an item with its book item; the content loader retires rather than deletes what
 * these rows point at (content/references.ts).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    t.addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('player_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('playlists'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('book_id', 'bigint', (c) => c.references('books.id').onDelete('cascade'))
    /** JSON number[] of 1-based groups, or null for the whole source. */
    .addColumn('groups', 'text')
    /** `book:<id>:<groups>` | `new-words` | `today`: one playlist per source and learner. */
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('position_index', 'integer')
    .addColumn('position_loop', 'integer', (c) => c.notNull().defaultTo(0))
    /** Key of the item at the position, to find it again when the items are rebuilt. */
    .addColumn('position_key', 'text')
    .addColumn('position_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playlists_source').on('playlists').columns(['user_id', 'source_key']).unique().execute();
  await db.schema.createIndex('playlists_recent').on('playlists').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('playlists_book').on('playlists').column('book_id').execute();

  await id(db.schema.createTable('player_items'))
    .addColumn('playlist_id', 'bigint', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.references('dict_entries.id'))
    .addColumn('item_id', 'bigint', (c) => c.references('book_items.id').onDelete('cascade'))
    .addColumn('sentence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_items_playlist').on('player_items').columns(['playlist_id', 'position']).execute();
  await db.schema.createIndex('player_items_entry').on('player_items').column('entry_id').execute();
  await db.schema.createIndex('player_items_item').on('player_items').column('item_id').execute();

  await id(db.schema.createTable('listening_logs'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** No foreign key: the minutes stay counted when the playlist is deleted. */
    .addColumn('playlist_id', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    /** The learner's local day (YYYY-MM-DD) when reported. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listening_logs_request').on('listening_logs').columns(['user_id', 'request_id']).unique().execute();
  await db.schema.createIndex('listening_logs_user_time').on('listening_logs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('listening_logs_user_day').on('listening_logs').columns(['user_id', 'day']).execute();

  await db.schema
    .createTable('listening_exposures')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The memory's card key (`e:<entryId>` or `i:<itemId>`). */
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('heard', 'integer', (c) => c.notNull())
    .addColumn('last_heard_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('listening_exposures_pk', ['user_id', 'card_key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table if exists listening_exposures`.execute(db);
  await sql`drop table if exists listening_logs`.execute(db);
  await sql`drop table if exists player_items`.execute(db);
  await sql`drop table if exists playlists`.execute(db);
  await sql`drop table if exists player_settings`.execute(db);
}
