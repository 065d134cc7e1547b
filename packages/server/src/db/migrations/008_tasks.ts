/**
 * Tasks and spending:
 * - task_cares: the tasks a learner follows (shown first); progress itself is derived from the
 *   review logs, the daily test and due cards, and credits are ledger rows with ref
 *   `task:<key>:<periodKey>` (unique per user, so a task pays once per period);
 * - points_ledger.balance_after: the balance right after a spend (`spend:<requestId>` rows), so a
 *   replayed spend answers exactly what the first answered.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('task_cares')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_cares_pk', ['user_id', 'task_key'])
    .execute();
  await db.schema.alterTable('points_ledger').addColumn('balance_after', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('points_ledger').dropColumn('balance_after').execute();
  await db.schema.dropTable('task_cares').ifExists().execute();
}
