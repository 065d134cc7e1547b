/**
 * Points only for real work:
 * - points_ledger.source: what a row is for (`group`, `daily-test`, `task`, `battle`, `spend`, or
 *   `other`), filled from the refs of existing rows;
 * - points_ledger.slot: the daily cap slot of a repeatable credit (`<source>:<learnerDay>:<n>`),
 *   unique per user, so concurrent credits can never pay more than the cap.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('points_ledger')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('other'))
    .execute();
  await db.schema.alterTable('points_ledger').addColumn('slot', 'text').execute();
  await sql`update points_ledger set source = case
    when ref like 'group:%' then 'group'
    when ref like 'daily-test:%' then 'daily-test'
    when ref like 'task:%' then 'task'
    when ref like 'battle:%' then 'battle'
    when ref like 'spend:%' then 'spend'
    else 'other' end
    where ref is not null`.execute(db);
  await sql`create unique index points_ledger_slot on points_ledger (user_id, slot) where slot is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists points_ledger_slot`.execute(db);
  await db.schema.alterTable('points_ledger').dropColumn('slot').execute();
  await db.schema.alterTable('points_ledger').dropColumn('source').execute();
}
