/**
 * The one spaced-repetition memory and the study loop:
 * - memory_cards: one FSRS card per (user, card_key); `e:<entryId>` for a word, `i:<itemId>` for a
 *   sentence item of a sentence book (its own card; entry_id keeps the headword's entry if any);
 * - review_logs: every graded interaction, with the card it produced (`result`, JSON) so a replay
 *   of the same request id answers the same and writes nothing;
 * - study_days: reviews, time and first reviews per learner and local day (streaks, calendar);
 * - study_settings: desired retention, daily new limit, active book and fitted FSRS weights;
 * - study_sessions / study_session_items / study_answers: practice sessions graded on the server;
 * - group_progress: finished groups (points once per group);
 * - points_ledger.ref: an idempotency key per user (`group:…`, `daily-test:…`, `task:…`, `spend:…`).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = pg ? 'bigserial' : 'integer';
  // biome-ignore lint/suspicious/noExplicitAny: column builder
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const real = 'double precision';

  await db.schema
    .createTable('memory_cards')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.references('dict_entries.id').onDelete('restrict'))
    .addColumn('item_id', 'bigint', (c) => c.references('book_items.id').onDelete('restrict'))
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', real, (c) => c.notNull())
    .addColumn('difficulty', real, (c) => c.notNull())
    .addColumn('elapsed_days', real, (c) => c.notNull())
    .addColumn('scheduled_days', real, (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('memory_cards_user_key', ['user_id', 'card_key'])
    .execute();
  // Covers today's due count and the "most forgotten first" order without reading the table.
  await db.schema.createIndex('memory_cards_user_due').on('memory_cards').columns(['user_id', 'due', 'last_review', 'stability']).execute();
  await db.schema.createIndex('memory_cards_user_entry').on('memory_cards').columns(['user_id', 'entry_id']).execute();
  await db.schema.createIndex('memory_cards_entry').on('memory_cards').column('entry_id').execute();
  await db.schema.createIndex('memory_cards_item').on('memory_cards').column('item_id').execute();

  await db.schema
    .createTable('review_logs')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'bigint', (c) => c.notNull().references('memory_cards.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('ms', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('elapsed_days', real, (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addUniqueConstraint('review_logs_request', ['user_id', 'request_id'])
    .execute();
  await db.schema.createIndex('review_logs_user_time').on('review_logs').columns(['user_id', 'reviewed_at']).execute();
  await db.schema.createIndex('review_logs_card').on('review_logs').columns(['card_id', 'reviewed_at']).execute();

  // Per learner and local day (their time zone at the time): reviews, time and first reviews,
  // written with each review, so streaks and the calendar never scan the logs.
  await db.schema
    .createTable('study_days')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reviews', 'integer', (c) => c.notNull())
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('first_reviews', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_days_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('study_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('desired_retention', real, (c) => c.notNull())
    .addColumn('daily_new', 'integer', (c) => c.notNull())
    .addColumn('active_book_id', 'bigint', (c) => c.references('books.id').onDelete('set null'))
    .addColumn('weights', 'text')
    .addColumn('fitted_at', 'bigint')
    .addColumn('fitted_logs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('study_sessions')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('book_id', 'bigint', (c) => c.references('books.id').onDelete('cascade'))
    .addColumn('group_no', 'integer')
    .addColumn('day_key', 'text')
    .addColumn('reward', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('study_sessions_user').on('study_sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('study_session_items')
    .addColumn('id', id, pk)
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('study_sessions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.references('dict_entries.id').onDelete('restrict'))
    .addColumn('item_id', 'bigint', (c) => c.references('book_items.id').onDelete('restrict'))
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('choices', 'text')
    .addColumn('tokens', 'text')
    .addColumn('expected', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('right_at', 'bigint')
    .addColumn('first_correct', 'integer')
    .execute();
  await db.schema.createIndex('study_session_items_session').on('study_session_items').columns(['session_id', 'position']).execute();
  await db.schema.createIndex('study_session_items_entry').on('study_session_items').column('entry_id').execute();
  await db.schema.createIndex('study_session_items_item').on('study_session_items').column('item_id').execute();

  await db.schema
    .createTable('study_answers')
    .addColumn('id', id, pk)
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'bigint', (c) => c.notNull().references('study_sessions.id').onDelete('cascade'))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('study_session_items.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('ms', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('study_answers_request', ['user_id', 'request_id'])
    .execute();
  await db.schema.createIndex('study_answers_session').on('study_answers').columns(['session_id', 'item_id']).execute();

  await db.schema
    .createTable('group_progress')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'bigint', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('group_no', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_progress_pk', ['user_id', 'book_id', 'group_no'])
    .execute();

  await db.schema.alterTable('points_ledger').addColumn('ref', 'text').execute();
  await sql`create unique index points_ledger_ref on points_ledger (user_id, ref) where ref is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists points_ledger_ref`.execute(db);
  await db.schema.alterTable('points_ledger').dropColumn('ref').execute();
  for (const t of [
    'group_progress',
    'study_answers',
    'study_session_items',
    'study_sessions',
    'study_settings',
    'review_logs',
    'memory_cards',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
