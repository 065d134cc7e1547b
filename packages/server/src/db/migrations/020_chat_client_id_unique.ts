/**
 * Chat resends (issue 13): a message's `client_id` is unique per sender. The service looked for
 * an earlier message with the same id before inserting; two copies of one send arriving at the
 * same moment could both pass that look. The unique index keeps the rule, and the insert answers
 * a conflict with the message already stored. Copies left by the old race keep their text but
 * lose the id (the oldest keeps it), so the index can be built. Replaces the plain index on the
 * same columns.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`update chat_messages set client_id = null
    where client_id is not null
      and id not in (select min(id) from chat_messages where client_id is not null group by sender_id, client_id)`.execute(db);
  await db.schema.dropIndex('chat_messages_client').execute();
  await sql`create unique index chat_messages_client_unique on chat_messages (sender_id, client_id) where client_id is not null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('chat_messages_client_unique').execute();
  await db.schema.createIndex('chat_messages_client').on('chat_messages').columns(['sender_id', 'client_id']).execute();
}
