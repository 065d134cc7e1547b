/**
 * Uploaded dictionaries:
 * - uploads: a parsed preview waiting to be applied (the form and counts), owned by its user,
 *   kept until `expires_at`; its good items in upload_chunks, a few thousand JSON lines with their
 *   dictionary entries per row, so that no single row is tens of megabytes; `applied_book_id` once applied, so a
 *   repeated apply answers the same book instead of creating a second one;
 * - books: the translation review's reason, reviewer and time, and an index for the review queue
 *   ("my dictionaries" uses books_owner of migration 004).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('applied_book_id', 'bigint', (c) => c.references('books.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('entry_ids', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'seq'])
    .execute();
  await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('uploads_expiry').on('uploads').column('expires_at').execute();
  await db.schema.alterTable('books').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('books').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('books').addColumn('reviewed_by', 'bigint').execute();
  await db.schema.alterTable('books').addColumn('updated_at', 'bigint').execute();
  await db.schema.createIndex('books_review').on('books').columns(['review_status', 'status']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('books_review').ifExists().execute();
  for (const c of ['updated_at', 'reviewed_by', 'reviewed_at', 'review_reason'])
    await db.schema.alterTable('books').dropColumn(c).execute();
  await db.schema.dropTable('upload_chunks').ifExists().execute();
  await db.schema.dropTable('uploads').ifExists().execute();
}
