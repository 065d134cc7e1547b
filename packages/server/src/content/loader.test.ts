/**
 * Loader tests on a fresh SQLite file and, when DATABASE_URL is set, a fresh PostgreSQL database:
 * first load, idempotency, a failed load leaving the previous content intact, and stable identity —
 * a reload of changed content keeps every id user data points at, without any re-pointing.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { dictRepo } from '../modules/dict/repo.js';
import { createTestDatabase, backends as testBackends } from '../test/harness.js';
import { loadContent } from './loader.js';
import { DEFAULT_CONTENT_DIR } from './paths.js';

const tmp = mkdtempSync(join(tmpdir(), 'qfl-content-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const entry = (
  lang: string,
  headword: string,
  freqRank: number | null,
  reading: string | null = null,
  meaning = `${headword} meaning`,
) => ({
  key: reading && lang === 'ja' ? `${lang}:${headword}|${reading}` : `${lang}:${headword}`,
  lang,
  headword,
  reading,
  pronA: null,
  pronB: null,
  pos: ['n'],
  meanings: { en: [meaning] },
  examples: [],
  synonyms: [],
  antonyms: [],
  equivalents: [],
  confusing: [],
  forms: [],
  roots: [],
  freqRank,
  sources: ['test'],
  keys: [{ key: (reading ?? headword).toLowerCase(), kind: reading ? 'reading' : 'exact' }],
});

const gz = (rows: unknown[]): Buffer => gzipSync(rows.map((r) => JSON.stringify(r)).join('\n'));
const titles = { zh: '书', en: 'Book', ja: '本', ko: '책', es: 'Libro' };

/**
 * Writes a small content folder. `changed` is a later content version: the English entries come in
 * another order, "bank" has a new meaning, "river" (which users saved) and 上手 read うわて (which no
 * one refers to) are gone, "money" is new, and the Chinese book is gone.
 */
function dataDir(name: string, hash: string, opts: { changed?: boolean; corruptBooks?: boolean } = {}): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const en = opts.changed
    ? [entry('en', 'money', 500), entry('en', 'bank', 874, null, 'a financial institution'), entry('en', 'the', 1)]
    : [entry('en', 'the', 1), entry('en', 'bank', 874), entry('en', 'river', 900)];
  writeFileSync(join(dir, 'dict-en.jsonl.gz'), gz(en));
  writeFileSync(join(dir, 'dict-zh.jsonl.gz'), gz([entry('zh', '银行', 1155)]));
  const ja = [entry('ja', '上手', 300, 'じょうず'), entry('ja', '上手', 5000, 'うわて')];
  writeFileSync(join(dir, 'dict-ja.jsonl.gz'), gz(opts.changed ? ja.slice(0, 1) : ja));
  const items = Array.from({ length: 25 }, (_, i) => ({
    key: `en-test/${i === 0 ? 'bank' : `w${i}`}`,
    ...(i === 0 ? { entry: 'en:bank' } : {}),
    text: i === 0 ? 'bank' : `w${i}`,
    translation: '银行',
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
  // Items without keys (content built before keys): the loader derives them.
  const book2 = { ...book, slug: 'zh-test', lang: 'zh', items: [{ text: '银行', translation: 'bank', headword: '银行' }] };
  const lines = [JSON.stringify(book)];
  if (opts.corruptBooks) lines.push('{"slug": broken');
  else if (!opts.changed) lines.push(JSON.stringify(book2));
  writeFileSync(join(dir, 'books.jsonl.gz'), gzipSync(lines.join('\n')));
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

const backends = testBackends.map((name) => ({
  name,
  open: () => createTestDatabase(name, join(tmp, `db-${Math.random().toString(36).slice(2)}.sqlite`)),
}));

type Db = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

async function insertUser(db: Db, phone: string): Promise<number> {
  await db.insertInto('users').values({ phone, nickname: phone, created_at: 1, password_hash: null }).execute();
  return Number((await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id);
}

async function insertUserBook(db: Db, owner: number, slug: string): Promise<number> {
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
      owner_id: owner,
      builtin: 0,
      item_count: 0,
      group_size: 20,
      created_at: 1,
    })
    .execute();
  return Number((await db.selectFrom('books').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id);
}

const entryIds = async (db: Db): Promise<Record<string, number>> =>
  Object.fromEntries((await db.selectFrom('dict_entries').select(['ckey', 'id']).execute()).map((r) => [String(r.ckey), Number(r.id)]));

/** Everything user data holds, as plain numbers. */
async function userData(db: Db) {
  const words = await db.selectFrom('user_words').selectAll().orderBy('user_id').orderBy('entry_id').execute();
  const items = await db
    .selectFrom('book_items')
    .innerJoin('books', 'books.id', 'book_items.book_id')
    .select(['book_items.id', 'book_items.entry_id'])
    .where('books.builtin', '=', 0)
    .orderBy('book_items.position')
    .execute();
  return {
    words: words.map((w) => [Number(w.user_id), Number(w.entry_id), Number(w.in_new_words), Number(w.added_at)]),
    items: items.map((i) => [Number(i.id), Number(i.entry_id)]),
  };
}

const searchKeys = async (db: Db, entryId: number) =>
  (await db.selectFrom('dict_keys').select('key').where('entry_id', '=', entryId).execute()).length;

describe.each(backends)('loadContent on $name', (backend) => {
  it('keeps ids across changed content: changed in place, referenced retired, unreferenced deleted, new added', async () => {
    const { database, drop } = await backend.open();
    const db = database.db;
    try {
      const first = await loadContent(db, { dataDir: dataDir('a', 'hash-a') });
      expect(first).toMatchObject({ loaded: true, entries: 6, books: 2 });
      expect((await loadContent(db, { dataDir: dataDir('a', 'hash-a') })).loaded).toBe(false);
      const before = await entryIds(db);
      expect(Object.keys(before).sort()).toEqual(['en:bank', 'en:river', 'en:the', 'ja:上手|うわて', 'ja:上手|じょうず', 'zh:银行']);
      const builtinItems = await db
        .selectFrom('book_items')
        .select(['id', 'ikey', 'entry_id'])
        .where('ikey', 'like', 'en-test/%')
        .orderBy('position')
        .execute();
      expect(builtinItems).toHaveLength(25);
      expect(Number(builtinItems[0]?.entry_id)).toBe(before['en:bank']);
      // Derived for items built without keys, linked by headword.
      const zhItem = await db
        .selectFrom('book_items')
        .select(['ikey', 'entry_id'])
        .where('ikey', 'like', 'zh-test/%')
        .executeTakeFirstOrThrow();
      expect(zhItem).toMatchObject({ ikey: 'zh-test/银行' });
      expect(Number(zhItem.entry_id)).toBe(before['zh:银行']);

      // User data: saved words of two users, and one user's own book pointing at entries.
      const u7 = await insertUser(db, '13800000007');
      const u8 = await insertUser(db, '13800000008');
      const ids = before as Record<string, number>;
      await db
        .insertInto('user_words')
        .values([
          { user_id: u7, entry_id: ids['en:bank'] as number, in_new_words: 1, added_at: 1 },
          { user_id: u7, entry_id: ids['en:river'] as number, in_new_words: 0, added_at: 2 },
          { user_id: u7, entry_id: ids['ja:上手|じょうず'] as number, in_new_words: 0, added_at: 3 },
          { user_id: u8, entry_id: ids['en:the'] as number, in_new_words: 1, added_at: 4 },
        ])
        .execute();
      const own = await insertUserBook(db, u7, 'u-1');
      await db
        .insertInto('book_items')
        .values(
          ['en:bank', 'en:river', 'en:the'].map((k, position) => ({
            book_id: own,
            position,
            group_no: 1,
            entry_id: ids[k] as number,
            text: k,
            translation: null,
            extra: null,
          })),
        )
        .execute();
      const held = await userData(db);

      // A failing load (broken books file) rolls back: the previous content and hash stay.
      await expect(loadContent(db, { dataDir: dataDir('bad', 'hash-bad', { changed: true, corruptBooks: true }) })).rejects.toThrow();
      expect(await entryIds(db)).toEqual(before);
      const meta = await db.selectFrom('content_meta').select('value').where('key', '=', 'content_hash').executeTakeFirst();
      expect(meta?.value).toBe('hash-a');
      expect(await db.selectFrom('books').select('slug').where('builtin', '=', 1).execute()).toHaveLength(2);
      expect(await db.selectFrom('dict_keys').select('key').where('key', '=', 'river').execute()).toHaveLength(1);

      // Changed content.
      const changed = await loadContent(db, { dataDir: dataDir('c', 'hash-c', { changed: true }) });
      expect(changed).toMatchObject({ loaded: true, entries: 5, books: 1, changes: { inserted: 1, updated: 1, retired: 1, deleted: 1 } });
      const after = await entryIds(db);
      for (const k of ['en:bank', 'en:the', 'en:river', 'ja:上手|じょうず', 'zh:银行']) expect(after[k]).toBe(before[k]);
      expect(after['ja:上手|うわて']).toBeUndefined();
      expect(after['en:money']).toBeGreaterThan(Math.max(...Object.values(before)));
      // User data is untouched: same rows, same ids.
      expect(await userData(db)).toEqual(held);

      expect(JSON.parse((await dictRepo.entry(db, ids['en:bank'] as number))?.meanings ?? '{}')).toEqual({
        en: ['a financial institution'],
      });
      // Retired: readable by id, not searchable.
      const river = await dictRepo.entry(db, ids['en:river'] as number);
      expect(river?.headword).toBe('river');
      expect(
        (
          await db
            .selectFrom('dict_entries')
            .select('retired_at')
            .where('id', '=', ids['en:river'] as number)
            .executeTakeFirstOrThrow()
        ).retired_at,
      ).not.toBeNull();
      expect(await searchKeys(db, ids['en:river'] as number)).toBe(0);
      expect(await dictRepo.lookup(db, 'river', 'en')).toBeUndefined();
      expect(await dictRepo.lookup(db, 'bank', 'en')).toBe(ids['en:bank']);
      expect(await searchKeys(db, after['en:money'] as number)).toBe(1);

      // Built-in items keep their ids and links; the removed built-in book is gone.
      const itemsAfter = await db
        .selectFrom('book_items')
        .select(['id', 'ikey', 'entry_id'])
        .where('ikey', 'like', 'en-test/%')
        .orderBy('position')
        .execute();
      expect(itemsAfter).toEqual(builtinItems);
      expect(await db.selectFrom('books').select('slug').where('slug', '=', 'zh-test').execute()).toHaveLength(0);

      // The retired entry comes back under its old id when the content has it again.
      expect((await loadContent(db, { dataDir: dataDir('a', 'hash-a') })).changes).toMatchObject({ inserted: 1, retired: 0, deleted: 1 });
      expect((await entryIds(db))['en:river']).toBe(before['en:river']);
      expect(await dictRepo.lookup(db, 'river', 'en')).toBe(ids['en:river']);
      expect(await userData(db)).toEqual(held);
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
          .select(['headword', 'freq_rank', 'ckey'])
          .where('lang', '=', 'es')
          .orderBy('freq_rank')
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(top.freq_rank).toBe(1);
        expect(top.ckey).toBe(`es:${top.headword}`);
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
