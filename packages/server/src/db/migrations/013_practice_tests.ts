/**
 * Dictation and pronunciation tests:
 * - dictation_sessions / dictation_items: a dictation and what it dictates, with the accepted forms
 *   (readings, pinyin) computed when it starts, the attempts and whether the last one was right.
 * - dictation_answers: the stored result of each request id (replays answer the same, write nothing).
 * - pron_tests: one pronunciation test per row, its questions with their answers (JSON), and once
 *   submitted its score and detail.
 * Content ids (book, item, entry) are kept as plain numbers, without foreign keys: the memory card
 * holds the reference that keeps content alive, and ids are never reused.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    t.addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await id(db.schema.createTable('dictation_sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('book_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dictation_sessions_user').on('dictation_sessions').columns(['user_id', 'created_at']).execute();

  await id(db.schema.createTable('dictation_items'))
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('dictation_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('item_id', 'bigint')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sentence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('readings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pinyin', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meaning', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer')
    .addColumn('first_try', 'integer')
    .execute();
  await db.schema.createIndex('dictation_items_session').on('dictation_items').columns(['session_id', 'position']).execute();

  await id(db.schema.createTable('dictation_answers'))
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('dictation_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dictation_answers_request').on('dictation_answers').columns(['user_id', 'request_id']).unique().execute();

  await id(db.schema.createTable('pron_tests'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('score', 'integer')
    .addColumn('detail', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('pron_tests_user').on('pron_tests').columns(['user_id', 'kind', 'submitted_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table if exists pron_tests`.execute(db);
  await sql`drop table if exists dictation_answers`.execute(db);
  await sql`drop table if exists dictation_items`.execute(db);
  await sql`drop table if exists dictation_sessions`.execute(db);
}
