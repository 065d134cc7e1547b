/**
 * Exams and reading answering:
 * - exams: an exam is data — kind, language, level band, a JSON definition (sections with kinds
 *   and counts) and a time limit. Built-in exams carry a slug (one per language × level band ×
 *   kind, upserted by the exam module); `owner_id`, `assigned_by` and `assignee` are there for
 *   mentors' exams and assignments later (null: open to everyone).
 * - exam_attempts: one row per attempt of an exam (`kind` 'exam') or per reading quiz on a page of
 *   an article book (`kind` 'reading', `book_id` + `page`). `questions` (JSON) holds the generated
 *   questions WITH their answers, which never leave the server before submission; `deadline` is
 *   the server's clock (null: none); `submitted_at` set once (a second submission is refused),
 *   `late` when after the deadline and its grace; `answers` and `score` written with it.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const idColumn = pg ? 'bigserial' : 'integer';
  await db.schema
    .createTable('exams')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('level_from', 'integer', (c) => c.notNull())
    .addColumn('level_to', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('time_limit_sec', 'integer', (c) => c.notNull())
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('assigned_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assignee', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exams_lang_level').on('exams').columns(['lang', 'level_from', 'level_to']).execute();

  await db.schema
    .createTable('exam_attempts')
    .addColumn('id', idColumn, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('exam_id', 'bigint', (c) => c.references('exams.id').onDelete('cascade'))
    .addColumn('book_id', 'bigint', (c) => c.references('books.id').onDelete('set null'))
    .addColumn('page', 'integer')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('answers', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('exam_attempts_user').on('exam_attempts').columns(['user_id', 'kind', 'started_at']).execute();
  await db.schema.createIndex('exam_attempts_book').on('exam_attempts').columns(['user_id', 'book_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('exam_attempts').ifExists().execute();
  await db.schema.dropTable('exams').ifExists().execute();
}
