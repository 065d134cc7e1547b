/**
 * Sentence search (modules/sentences/README.md):
 * - sentences: one row per searchable sentence — a sentence book's item (`b<itemId>`) or the n-th
 *   example of a dictionary entry (`e<entryId>-<n>`) — with its text and translation as indexed.
 *   It is derived data, rebuilt from the books and entries: it cascades when its item, book or
 *   entry is deleted, and never keeps content alive (not in content/references.ts).
 * - sentence_terms: the inverted index, one row per (term, sentence). A term is `<lang>:<word>` for
 *   a word of the sentence and `<lang>~<word>` for a word of its translation (`lang` being the
 *   sentence's language), words as segmented by app.nlp (dictionary form and form as written).
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const id = pg ? 'bigserial' : 'integer';
  // biome-ignore lint/suspicious/noExplicitAny: column builder
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('sentences')
    .addColumn('id', id, pk)
    .addColumn('skey', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('translation', 'text')
    .addColumn('translation_lang', 'text')
    .addColumn('book_id', 'bigint', (c) => c.references('books.id').onDelete('cascade'))
    .addColumn('item_id', 'bigint', (c) => c.references('book_items.id').onDelete('cascade'))
    .addColumn('entry_id', 'bigint', (c) => c.references('dict_entries.id').onDelete('cascade'))
    .addColumn('builtin', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sentences_book').on('sentences').column('book_id').execute();
  await db.schema.createIndex('sentences_item').on('sentences').column('item_id').execute();
  await db.schema.createIndex('sentences_entry').on('sentences').column('entry_id').execute();
  await db.schema.createIndex('sentences_lang').on('sentences').columns(['lang', 'id']).execute();

  let terms = db.schema
    .createTable('sentence_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('sentence_id', 'bigint', (c) => c.notNull().references('sentences.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sentence_terms_pk', ['term', 'sentence_id']);
  if (!pg) terms = terms.modifyEnd(sql`without rowid`);
  await terms.execute();
  // Cascaded deletes and re-indexing one sentence find its terms by sentence.
  await db.schema.createIndex('sentence_terms_sentence').on('sentence_terms').column('sentence_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sentence_terms').ifExists().execute();
  await db.schema.dropTable('sentences').ifExists().execute();
}
