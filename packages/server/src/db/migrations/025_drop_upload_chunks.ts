/**
 * Upload items live only in the preview's hidden draft book (modules/upload/draft-book.ts):
 * `upload_chunks` goes, and with it the unapplied uploads whose items were there (no draft book
 * `upload-<id>`: nothing of them could be applied).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable('upload_chunks').ifExists().execute();
  await sql`delete from uploads where applied_book_id is null and not exists (
    select 1 from books b where b.slug = 'upload-' || uploads.id and b.builtin = 0 and b.retired_at is not null
  )`.execute(db);
}

/** The table as migration 009 made it, empty (the deleted uploads are not restored). */
export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('entry_ids', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'seq'])
    .execute();
}
