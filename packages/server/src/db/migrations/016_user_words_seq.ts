/**
 * The new-words book's order: `user_words.seq`, the order in which a user put words in the book
 * (per user, 1, 2, 3…, set on insert and when a word is put back). `added_at` has millisecond
 * resolution and two words added within the same millisecond tied on it, so the list's "newest
 * first" was undefined between them; seq breaks the tie. Existing rows keep 0 and their old order
 * (entry id) among themselves.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('user_words')
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_words').dropColumn('seq').execute();
}
