/**
 * Loader tests on a fresh SQLite file and, when DATABASE_URL is set, a fresh PostgreSQL database:
 * first load, idempotency, a failed load leaving the previous content intact, user references
 * re-pointed after a content change, and a small subset of the real built content.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, backends as testBackends } from '../test/harness.js';
import { loadContent } from './loader.js';
import { DEFAULT_CONTENT_DIR } from './paths.js';

const tmp = mkdtempSync(join(tmpdir(), 'qfl-content-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const entry = (lang: string, headword: string, freqRank: number | null, keys: string[], reading: string | null = null) => ({
  lang,
  headword,
  reading,
  pronA: null,
  pronB: null,
  pos: ['n'],
  meanings: { en: [`${headword} meaning`] },
  examples: [],
  synonyms: [],
  antonyms: [],
  equivalents: [],
  confusing: [],
  forms: [],
  roots: [],
  freqRank,
  sources: ['test'],
  keys: [{ key: headword.toLowerCase(), kind: 'exact' }, ...keys.map((k) => ({ key: k, kind: 'reading' }))],
});

const gz = (rows: unknown[]): Buffer => gzipSync(rows.map((r) => JSON.stringify(r)).join('\n'));
const titles = { zh: '书', en: 'Book', ja: '本', ko: '책', es: 'Libro' };

/**
 * Writes a small content folder. `changed` is a later content version: the English entries come in
 * another order (so "bank" and "the" swap ids), "river" is gone, and of the two 上手 entries only the
 * one read じょうず is left (so both old 上手 entries now resolve to it).
 */
function dataDir(name: string, hash: string, opts: { changed?: boolean; corruptBooks?: boolean } = {}): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const en = opts.changed
    ? [entry('en', 'bank', 874, []), entry('en', 'the', 1, [])]
    : [entry('en', 'the', 1, []), entry('en', 'bank', 874, []), entry('en', 'river', 900, [])];
  writeFileSync(join(dir, 'dict-en.jsonl.gz'), gz(en));
  writeFileSync(join(dir, 'dict-zh.jsonl.gz'), gz([entry('zh', '银行', 1155, ['yín háng', 'yinhang', 'yin2hang2'], 'yín háng')]));
  const ja = [entry('ja', '上手', 300, ['じょうず'], 'じょうず'), entry('ja', '上手', 5000, ['うわて'], 'うわて')];
  writeFileSync(join(dir, 'dict-ja.jsonl.gz'), gz(opts.changed ? ja.slice(0, 1) : ja));
  const items = Array.from({ length: 25 }, (_, i) => ({
    text: i === 0 ? 'bank' : `w${i}`,
    translation: '银行',
    headword: i === 0 ? 'bank' : `w${i}`,
  }));
  const book = {
    slug: 'en-test',
    type: 'word',
    lang: 'en',
    category: 'exam_CET4',
    level: 10,
    titles,
    descriptions: titles,
    groupSize: 20,
    translationMode: 'simple',
    items,
  };
  const book2 = { ...book, slug: 'zh-test', lang: 'zh', items: [{ text: '银行', translation: 'bank', headword: '银行' }] };
  const lines = [JSON.stringify(book), opts.corruptBooks ? '{"slug": broken' : JSON.stringify(book2)].join('\n');
  writeFileSync(join(dir, 'books.jsonl.gz'), gzipSync(lines));
  writeFileSync(
    join(dir, 'categories.json'),
    JSON.stringify([
      { name: 'exam', titles },
      { name: 'exam_CET4', titles },
    ]),
  );
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ hash, files: [] }));
  return dir;
}

interface Backend {
  name: string;
  open(): ReturnType<typeof createTestDatabase>;
}

const backends: Backend[] = testBackends.map((name) => ({
  name,
  open: () => createTestDatabase(name, join(tmp, `db-${Math.random().toString(36).slice(2)}.sqlite`)),
}));

type Db = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

/** Inserts a user's own (not built-in) word book of user 7; returns its id. */
async function insertUserBook(db: Db, slug: string, itemCount: number, createdAt: number): Promise<number> {
  await db
    .insertInto('books')
    .values({
      slug,
      type: 'word',
      lang: 'en',
      category: 'exam',
      level: 1,
      titles: '{}',
      descriptions: '{}',
      status: 'private',
      review_status: 'pending',
      translation_mode: 'simple',
      owner_id: 7,
      builtin: 0,
      item_count: itemCount,
      group_size: 20,
      created_at: createdAt,
    })
    .execute();
  const row = await db.selectFrom('books').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Id of the entry with this headword (and reading, when given). */
async function entryId(db: Db, lang: string, headword: string, reading?: string): Promise<number> {
  let q = db.selectFrom('dict_entries').select('id').where('lang', '=', lang).where('headword', '=', headword);
  if (reading !== undefined) q = q.where('reading', '=', reading);
  return Number((await q.executeTakeFirstOrThrow()).id);
}

/** entry_id of a book's items in position order (null when unlinked). */
async function itemLinks(db: Db, slug: string): Promise<(number | null)[]> {
  const rows = await db
    .selectFrom('book_items')
    .innerJoin('books', 'books.id', 'book_items.book_id')
    .select('book_items.entry_id')
    .where('books.slug', '=', slug)
    .orderBy('book_items.position')
    .execute();
  return rows.map((r) => (r.entry_id === null ? null : Number(r.entry_id)));
}

describe.each(backends)('loadContent on $name', (backend) => {
  it('loads, skips an unchanged load, survives a failed load and re-points user data', async () => {
    const { database, drop } = await backend.open();
    const db = database.db;
    try {
      const first = await loadContent(db, { dataDir: dataDir('a', 'hash-a') });
      expect(first).toMatchObject({ loaded: true, entries: 6, books: 2 });
      const bank = await db.selectFrom('dict_entries').selectAll().where('headword', '=', 'bank').executeTakeFirstOrThrow();
      expect(JSON.parse(bank.meanings)).toEqual({ en: ['bank meaning'] });
      const keys = await db.selectFrom('dict_keys').select(['key', 'kind', 'rank']).where('lang', '=', 'zh').orderBy('key').execute();
      expect(keys.map((k) => k.key)).toEqual(['yin2hang2', 'yinhang', 'yín háng', '银行']);
      const items = await db
        .selectFrom('book_items')
        .innerJoin('books', 'books.id', 'book_items.book_id')
        .select(['book_items.entry_id', 'book_items.group_no', 'book_items.position'])
        .where('books.slug', '=', 'en-test')
        .orderBy('book_items.position')
        .execute();
      expect(items).toHaveLength(25);
      expect(Number(items[0]?.entry_id)).toBe(Number(bank.id));
      expect(items[1]?.entry_id).toBeNull();
      expect(items[24]?.group_no).toBe(2);
      const b = await db.selectFrom('books').selectAll().where('slug', '=', 'en-test').executeTakeFirstOrThrow();
      expect(b).toMatchObject({ builtin: 1, status: 'public', review_status: 'auto_approved', item_count: 25, group_size: 20 });
      expect(await db.selectFrom('categories').select('name').orderBy('position').execute()).toEqual([
        { name: 'exam' },
        { name: 'exam_CET4' },
      ]);

      expect((await loadContent(db, { dataDir: dataDir('a', 'hash-a') })).loaded).toBe(false);

      // User data on the old ids: saved words of users 7 and 8, and user 7's own book.
      const old = {
        the: await entryId(db, 'en', 'the'),
        bank: Number(bank.id),
        river: await entryId(db, 'en', 'river'),
        jouzu: await entryId(db, 'ja', '上手', 'じょうず'),
        uwate: await entryId(db, 'ja', '上手', 'うわて'),
      };
      await db
        .insertInto('user_words')
        .values([
          { user_id: 7, entry_id: old.bank, in_new_words: 1, added_at: 1 },
          { user_id: 7, entry_id: old.river, in_new_words: 0, added_at: 2 },
          { user_id: 7, entry_id: old.the, in_new_words: 0, added_at: 4 },
          { user_id: 7, entry_id: old.jouzu, in_new_words: 0, added_at: 5 },
          { user_id: 7, entry_id: old.uwate, in_new_words: 1, added_at: 3 },
          { user_id: 8, entry_id: old.uwate, in_new_words: 0, added_at: 9 },
        ])
        .execute();
      const own = await insertUserBook(db, 'u-1', 4, 1);
      await db
        .insertInto('book_items')
        .values(
          [old.bank, old.river, old.the, old.uwate].map((entry_id, position) => ({
            book_id: own,
            position,
            group_no: 1,
            entry_id,
            text: String(entry_id),
            translation: null,
            extra: null,
          })),
        )
        .execute();

      // A failing load (broken books file) rolls back: the previous content and hash stay.
      await expect(loadContent(db, { dataDir: dataDir('bad', 'hash-bad', { changed: true, corruptBooks: true }) })).rejects.toThrow();
      const count = await db
        .selectFrom('dict_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(6);
      const meta = await db.selectFrom('content_meta').select('value').where('key', '=', 'content_hash').executeTakeFirst();
      expect(meta?.value).toBe('hash-a');
      expect(await db.selectFrom('books').select('slug').where('builtin', '=', 1).orderBy('slug').execute()).toHaveLength(2);
      expect(await itemLinks(db, 'u-1')).toEqual([old.bank, old.river, old.the, old.uwate]);

      // New content with other ids: built-in books link the new entries, user data follows by headword and reading.
      expect((await loadContent(db, { dataDir: dataDir('c', 'hash-c', { changed: true }) })).loaded).toBe(true);
      const now = { bank: await entryId(db, 'en', 'bank'), the: await entryId(db, 'en', 'the'), jouzu: await entryId(db, 'ja', '上手') };
      expect(now.bank).not.toBe(old.bank);
      expect(now.the).not.toBe(old.the);
      expect(now.jouzu).not.toBe(old.jouzu);
      expect(await itemLinks(db, 'en-test')).toEqual([now.bank, ...Array.from({ length: 24 }, () => null)]);
      expect(await itemLinks(db, 'zh-test')).toEqual([await entryId(db, 'zh', '银行')]);

      const words = await db.selectFrom('user_words').selectAll().orderBy('user_id').orderBy('added_at').execute();
      expect(words.map((w) => [Number(w.user_id), Number(w.entry_id), Number(w.in_new_words), Number(w.added_at)])).toEqual([
        [7, now.bank, 1, 1],
        // Both 上手 words merged into the one entry left: in new words if either was, the earlier date.
        [7, now.jouzu, 1, 3],
        [7, now.the, 0, 4],
        [8, now.jouzu, 0, 9],
      ]);
      expect(await itemLinks(db, 'u-1')).toEqual([now.bank, null, now.the, now.jouzu]);
      expect(await db.selectFrom('books').select('slug').where('slug', '=', 'u-1').execute()).toHaveLength(1);

      // A user book inserted now still gets a fresh id (sequences follow the explicit ids).
      const maxBook = await db
        .selectFrom('books')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow();
      expect(await insertUserBook(db, 'u-2', 0, 2)).toBeGreaterThan(Number(maxBook.m));
    } finally {
      await drop();
    }
  }, 60_000);

  it.runIf(existsSync(join(DEFAULT_CONTENT_DIR, 'manifest.json')))(
    'loads a subset of the real content',
    async () => {
      const { database, drop } = await backend.open();
      try {
        const r = await loadContent(database.db, { dataDir: DEFAULT_CONTENT_DIR, langs: ['ko', 'es'], limitPerLang: 100 });
        expect(r).toMatchObject({ loaded: true, entries: 200 });
        expect(r.books).toBeGreaterThan(5);
        const top = await database.db
          .selectFrom('dict_entries')
          .select(['headword', 'freq_rank'])
          .where('lang', '=', 'es')
          .orderBy('freq_rank')
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(top.freq_rank).toBe(1);
        expect((await loadContent(database.db, { dataDir: DEFAULT_CONTENT_DIR, langs: ['ko', 'es'], limitPerLang: 100 })).loaded).toBe(
          false,
        );
      } finally {
        await drop();
      }
    },
    120_000,
  );
});
