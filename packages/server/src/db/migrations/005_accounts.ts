/**
 * Accounts: a role and an IANA time zone on users, a nullable nickname (null until the user sets
 * one; the masked phone that sign-up used to copy there is cleared), and avatars stored in the
 * database so every process serves the same image.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();

  if (pg) {
    await sql`alter table users alter column nickname drop not null`.execute(db);
  } else {
    // SQLite cannot drop NOT NULL in place; a new column swapped in by name avoids rebuilding the
    // table (which would disturb the foreign keys that point at users).
    await db.schema.alterTable('users').addColumn('nickname_new', 'text').execute();
    await sql`update users set nickname_new = nickname`.execute(db);
    await db.schema.alterTable('users').dropColumn('nickname').execute();
    await db.schema.alterTable('users').renameColumn('nickname_new', 'nickname').execute();
  }
  // Sign-up used to store the masked phone as the nickname: that is no nickname.
  await sql`update users set nickname = null where nickname = substr(phone, 1, 3) || '****' || substr(phone, 8)`.execute(db);

  await db.schema
    .createTable('user_avatars')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_avatars').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
