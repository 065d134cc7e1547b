/**
 * The vocabulary size test:
 * - vocab_tests: one adaptive run per row; `state` (JSON) holds the asked words with their answers,
 *   the current question and the stored result of each request id (replays answer the same);
 *   estimate/low/high are set when the run is finished.
 * - dict_entries_vocab: the words a test can ask (ranked, with a meaning, not retired) in rank
 *   order, so the word at a rank position is one index walk.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  await db.schema
    .createTable('vocab_tests')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('estimate', 'integer')
    .addColumn('low', 'integer')
    .addColumn('high', 'integer')
    .execute();
  await db.schema.createIndex('vocab_tests_user').on('vocab_tests').columns(['user_id', 'started_at']).execute();
  await sql`create index dict_entries_vocab on dict_entries (lang, freq_rank, id)
    where freq_rank is not null and retired_at is null and meanings <> '{}'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists dict_entries_vocab`.execute(db);
  await db.schema.dropTable('vocab_tests').ifExists().execute();
}
