/**
 * Groups of uploaded books are counted from 1, like those of built-in books ("group 0" was shown).
 * Books whose items start at group 0 move up one, with the finished groups and sessions that name them.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

const ZERO_BASED = sql`(select book_id from book_items group by book_id having min(group_no) = 0)`;

export async function up(db: AnyDb): Promise<void> {
  await sql`update group_progress set group_no = group_no + 1 where book_id in ${ZERO_BASED}`.execute(db);
  await sql`update study_sessions set group_no = group_no + 1 where group_no is not null and book_id in ${ZERO_BASED}`.execute(db);
  await sql`update book_items set group_no = group_no + 1 where book_id in ${ZERO_BASED}`.execute(db);
}

export async function down(): Promise<void> {
  // Which books were counted from 0 is not kept: nothing to undo safely.
}
