/**
 * Mentor links (issue 13): at most one active link per student and mentor. The service checks
 * for a duplicate before activating a code; this index keeps the rule when two codes between the
 * same two people are entered at the same moment (the second insert answers 409).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create unique index mentor_links_active_pair on mentor_links (student_id, mentor_id) where status = 'active'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mentor_links_active_pair').execute();
}
