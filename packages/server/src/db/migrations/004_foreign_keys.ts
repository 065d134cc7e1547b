/**
 * Foreign keys wherever rows belong to others, so the database itself refuses orphans. A user's
 * sessions, points, history, words and own books go with the user (cascade), a book's items with the
 * book, an entry's search keys with the entry; an entry that user data or a book item points at
 * cannot be deleted (restrict): the content loader retires such entries instead. Rows that are
 * orphans already are deleted first.
 *
 * PostgreSQL adds the constraints in place. SQLite cannot add a constraint to a table: each table is
 * rebuilt from its own stored definition plus the foreign keys (new table, copy, drop, rename,
 * indexes again), with foreign key enforcement off meanwhile and checked at the end.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

interface ForeignKey {
  table: string;
  column: string;
  parent: 'users' | 'books' | 'dict_entries';
  onDelete: 'cascade' | 'restrict';
}

/** In rebuild order: a parent table is rebuilt before the tables that point at it. */
const KEYS: readonly ForeignKey[] = [
  { table: 'refresh_tokens', column: 'user_id', parent: 'users', onDelete: 'cascade' },
  { table: 'access_tokens', column: 'user_id', parent: 'users', onDelete: 'cascade' },
  { table: 'points_ledger', column: 'user_id', parent: 'users', onDelete: 'cascade' },
  { table: 'search_history', column: 'user_id', parent: 'users', onDelete: 'cascade' },
  { table: 'user_words', column: 'user_id', parent: 'users', onDelete: 'cascade' },
  { table: 'user_words', column: 'entry_id', parent: 'dict_entries', onDelete: 'restrict' },
  { table: 'books', column: 'owner_id', parent: 'users', onDelete: 'cascade' },
  { table: 'book_items', column: 'book_id', parent: 'books', onDelete: 'cascade' },
  { table: 'book_items', column: 'entry_id', parent: 'dict_entries', onDelete: 'restrict' },
  { table: 'dict_keys', column: 'entry_id', parent: 'dict_entries', onDelete: 'cascade' },
];

/** Child-side indexes: a parent's delete looks its children up by these columns. */
const INDEXES: readonly [string, string, string][] = [
  ['refresh_tokens_user', 'refresh_tokens', 'user_id'],
  ['access_tokens_user', 'access_tokens', 'user_id'],
  ['user_words_entry', 'user_words', 'entry_id'],
  ['books_owner', 'books', 'owner_id'],
  ['book_items_entry', 'book_items', 'entry_id'],
];

const isPg = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith('Postgres');
const fkName = (k: ForeignKey) => `${k.table}_${k.column}_fk`;
const orphan = (k: ForeignKey) =>
  sql`${sql.ref(k.column)} is not null and ${sql.ref(k.column)} not in (select id from ${sql.table(k.parent)})`;

export async function up(db: AnyDb): Promise<void> {
  if (isPg(db)) {
    for (const k of KEYS) {
      await sql`delete from ${sql.table(k.table)} where ${orphan(k)}`.execute(db);
      await sql`alter table ${sql.table(k.table)} add constraint ${sql.id(fkName(k))}
        foreign key (${sql.ref(k.column)}) references ${sql.table(k.parent)} (id) on delete ${sql.raw(k.onDelete)}`.execute(db);
    }
  } else {
    await rebuildSqlite(db);
  }
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

async function rebuildSqlite(db: AnyDb): Promise<void> {
  // Off outside the transaction (the pragma is a no-op inside one): dropping a parent table must not
  // cascade into its children while they are being rebuilt.
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    const tables = [...new Set(KEYS.map((k) => k.table))];
    for (const table of tables)
      await rebuildTable(
        db,
        table,
        KEYS.filter((k) => k.table === table),
      );
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows.slice(0, 5))}`);
    await sql`commit`.execute(db);
  } catch (e) {
    await sql`rollback`.execute(db);
    throw e;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuildTable(db: AnyDb, table: string, keys: ForeignKey[]): Promise<void> {
  const master = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const ddl = master.rows.find((r) => r.type === 'table')?.sql;
  if (!ddl) throw new Error(`table ${table} not found`);
  const temp = `${table}__fk`;
  const clauses = keys.map(
    (k) => `, constraint "${fkName(k)}" foreign key ("${k.column}") references "${k.parent}" ("id") on delete ${k.onDelete}`,
  );
  const close = ddl.lastIndexOf(')');
  const head = ddl.slice(0, close).replace(/^create table\s+("?)[\w]+\1/i, `create table "${temp}"`);
  if (!head.includes(`"${temp}"`)) throw new Error(`cannot rewrite the definition of ${table}`);
  await sql.raw(`${head}${clauses.join('')}${ddl.slice(close)}`).execute(db);
  const valid = sql.join(
    keys.map((k) => sql`not (${orphan(k)})`),
    sql` and `,
  );
  await sql`insert into ${sql.table(temp)} select * from ${sql.table(table)} where ${valid}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(temp)} rename to ${sql.table(table)}`.execute(db);
  for (const idx of master.rows) if (idx.type === 'index' && idx.sql) await sql.raw(idx.sql).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  if (isPg(db)) {
    for (const k of KEYS) await sql`alter table ${sql.table(k.table)} drop constraint ${sql.id(fkName(k))}`.execute(db);
  }
  // SQLite keeps the constraints: removing them is another rebuild, of no use to anyone going down.
}
