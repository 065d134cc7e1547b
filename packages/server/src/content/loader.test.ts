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
import { backends as testBackends, createTestDatabase } from '../test/harness.js';
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

/** Writes a small content folder; `order` changes which entry comes first (so ids change). */
function dataDir(name: string, hash: string, opts: { swap?: boolean; corruptBooks?: boolean } = {}): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const en = [entry('en', 'the', 1, []), entry('en', 'bank', 874, []), entry('en', 'river', 900, [])];
  if (opts.swap) en.reverse();
  writeFileSync(join(dir, 'dict-en.jsonl.gz'), gz(en));
  writeFileSync(join(dir, 'dict-zh.jsonl.gz'), gz([entry('zh', '银行', 1155, ['yín háng', 'yinhang', 'yin2hang2'], 'yín háng')]));
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

describe.each(backends)('loadContent on $name', (backend) => {
  it('loads, skips an unchanged load, survives a failed load and keeps user words', async () => {
    const { database, drop } = await backend.open();
    const db = database.db;
    try {
      const first = await loadContent(db, { dataDir: dataDir('a', 'hash-a') });
      expect(first).toMatchObject({ loaded: true, entries: 4, books: 2 });
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

      // A user's saved word and own book point at "bank".
      await db
        .insertInto('user_words')
        .values({ user_id: 7, entry_id: Number(bank.id), in_new_words: 1, added_at: 1 })
        .execute();
      await db
        .insertInto('books')
        .values({
          slug: 'u-1',
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
          item_count: 1,
          group_size: 20,
          created_at: 1,
        })
        .execute();
      const own = await db.selectFrom('books').select('id').where('slug', '=', 'u-1').executeTakeFirstOrThrow();
      await db
        .insertInto('book_items')
        .values({
          book_id: Number(own.id),
          position: 0,
          group_no: 1,
          entry_id: Number(bank.id),
          text: 'bank',
          translation: null,
          extra: null,
        })
        .execute();

      // A failing load (broken books file) rolls back: the previous content and hash stay.
      await expect(loadContent(db, { dataDir: dataDir('bad', 'hash-bad', { swap: true, corruptBooks: true }) })).rejects.toThrow();
      const count = await db
        .selectFrom('dict_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(4);
      const meta = await db.selectFrom('content_meta').select('value').where('key', '=', 'content_hash').executeTakeFirst();
      expect(meta?.value).toBe('hash-a');
      expect(await db.selectFrom('books').select('slug').where('builtin', '=', 1).orderBy('slug').execute()).toHaveLength(2);

      // New content with other ids: user data follows "bank" to its new id.
      expect((await loadContent(db, { dataDir: dataDir('c', 'hash-c', { swap: true }) })).loaded).toBe(true);
      const bank2 = await db.selectFrom('dict_entries').select('id').where('headword', '=', 'bank').executeTakeFirstOrThrow();
      const words = await db.selectFrom('user_words').selectAll().execute();
      expect(words.map((w) => Number(w.entry_id))).toEqual([Number(bank2.id)]);
      const ownItem = await db.selectFrom('book_items').select('entry_id').where('book_id', '=', Number(own.id)).executeTakeFirstOrThrow();
      expect(Number(ownItem.entry_id)).toBe(Number(bank2.id));
      expect(await db.selectFrom('books').select('slug').where('slug', '=', 'u-1').execute()).toHaveLength(1);
      // A user book inserted now still gets a fresh id (sequences follow the explicit ids).
      await db
        .insertInto('books')
        .values({
          slug: 'u-2',
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
          item_count: 0,
          group_size: 20,
          created_at: 2,
        })
        .execute();
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
