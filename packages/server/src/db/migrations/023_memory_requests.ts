/**
 * Request ids of the memory namespaced by source, and the answers written without a review:
 * - review_logs.request_id becomes `<source>:<request id>` (what `recordReview` stores and looks up
 *   now), so a replay of a request made before keeps finding its log; sources have no colon, so
 *   distinct (source, id) pairs stay distinct;
 * - memory_requests: an answer that reviewed no card (a test's answer on a word without a card goes
 *   into word_evidence instead), by (user, namespaced request id), with the outcome a replay returns.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`update review_logs set request_id = source || ':' || request_id`.execute(db);
  await db.schema
    .createTable('memory_requests')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('memory_requests_pk', ['user_id', 'request_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('memory_requests').execute();
  await sql`update review_logs set request_id = substr(request_id, length(source) + 2) where request_id like source || ':%'`.execute(db);
}
