/**
 * Foreign keys on both databases: orphans are refused, a user's rows go with the user, an entry that
 * user data points at cannot be deleted. And migrations 003/004 on a database that already holds
 * content and user data: entries get their keys, orphans are dropped, the rest is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../test/harness.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_dict_search_indexes.js';
import type { DB } from './schema.js';

const tmp = mkdtempSync(join(tmpdir(), 'qfl-fk-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const open = (backend: (typeof backends)[number]) => createTestDatabase(backend, join(tmp, `${Math.random().toString(36).slice(2)}.db`));

const entryRow = (id: number, headword: string, reading: string | null = null, lang = 'en') => ({
  id,
  lang,
  headword,
  reading,
  pron_a: null,
  pron_b: null,
  pos: '[]',
  meanings: '{}',
  examples: '[]',
  synonyms: '[]',
  antonyms: '[]',
  equivalents: '[]',
  confusing: '[]',
  forms: '[]',
  roots: '[]',
  freq_rank: null,
  sources: '[]',
});

async function user(db: Kysely<DB>, phone: string): Promise<number> {
  await db.insertInto('users').values({ phone, nickname: phone, created_at: 1 }).execute();
  return Number((await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id);
}

const book = (slug: string, owner: number | null) => ({
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
});

const count = async (db: Kysely<DB>, table: keyof DB) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(backends)('foreign keys on %s', (backend) => {
  it('refuse orphans, cascade from users, restrict referenced entries', async () => {
    const { database, drop } = await open(backend);
    const db = database.db;
    try {
      await db.insertInto('dict_entries').values(entryRow(1, 'bank')).execute();
      await expect(
        db.insertInto('user_words').values({ user_id: 999, entry_id: 1, in_new_words: 0, added_at: 1 }).execute(),
      ).rejects.toThrow();
      const u = await user(db, '13800000001');
      await expect(
        db.insertInto('user_words').values({ user_id: u, entry_id: 999, in_new_words: 0, added_at: 1 }).execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('book_items')
          .values({ book_id: 999, position: 0, group_no: 1, entry_id: null, text: 'x', translation: null, extra: null })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db.insertInto('refresh_tokens').values({ user_id: 999, family_id: 'f', token_hash: 'h', expires_at: 1, created_at: 1 }).execute(),
      ).rejects.toThrow();
      await expect(
        db.insertInto('dict_keys').values({ lang: 'en', key: 'x', kind: 'exact', entry_id: 999, rank: 1 }).execute(),
      ).rejects.toThrow();

      await db.insertInto('user_words').values({ user_id: u, entry_id: 1, in_new_words: 1, added_at: 1 }).execute();
      await db.insertInto('books').values(book('own', u)).execute();
      const bookId = Number((await db.selectFrom('books').select('id').where('slug', '=', 'own').executeTakeFirstOrThrow()).id);
      await db
        .insertInto('book_items')
        .values({ book_id: bookId, position: 0, group_no: 1, entry_id: 1, text: 'bank', translation: null, extra: null })
        .execute();
      await db.insertInto('access_tokens').values({ token_hash: 'a', user_id: u, family_id: 'f', expires_at: 1 }).execute();
      await db.insertInto('points_ledger').values({ user_id: u, amount: 1, reason: 'r', created_at: 1 }).execute();
      await db.insertInto('search_history').values({ user_id: u, query: 'bank', lang: 'en', created_at: 1 }).execute();
      await db.insertInto('dict_keys').values({ lang: 'en', key: 'bank', kind: 'exact', entry_id: 1, rank: 1 }).execute();

      // The entry is referenced: it cannot go (the loader retires such entries).
      await expect(db.deleteFrom('dict_entries').where('id', '=', 1).execute()).rejects.toThrow();
      // The user goes with everything of theirs.
      await db.deleteFrom('users').where('id', '=', u).execute();
      for (const t of ['user_words', 'books', 'book_items', 'access_tokens', 'points_ledger', 'search_history'] as const) {
        expect(await count(db, t)).toBe(0);
      }
      // Unreferenced now: the entry goes, with its search keys.
      await db.deleteFrom('dict_entries').where('id', '=', 1).execute();
      expect(await count(db, 'dict_keys')).toBe(0);
    } finally {
      await drop();
    }
  });
});

describe('migrations 003 and 004 on existing data (SQLite)', () => {
  it('key existing entries, drop orphans, keep the rest', async () => {
    const database = openDatabase({ sqlitePath: join(tmp, 'upgrade.db') });
    const db = database.db;
    try {
      const early: Record<string, Migration> = { '001_initial': m001, '002_dict_search_indexes': m002 };
      await new Migrator({ db, provider: { getMigrations: async () => early } }).migrateToLatest();
      await db
        .insertInto('dict_entries')
        .values([
          entryRow(1, 'bank'),
          entryRow(2, '上手', 'じょうず', 'ja'),
          entryRow(3, '上手', 'じょうず', 'ja'),
          entryRow(4, '银行', 'yín háng', 'zh'),
        ])
        .execute();
      const u = await user(db, '13800000002');
      await db
        .insertInto('user_words')
        .values([
          { user_id: u, entry_id: 1, in_new_words: 0, added_at: 1 },
          { user_id: u + 1, entry_id: 1, in_new_words: 0, added_at: 1 },
          { user_id: u, entry_id: 77, in_new_words: 0, added_at: 1 },
        ])
        .execute();
      await db.insertInto('dict_keys').values({ lang: 'en', key: 'bank', kind: 'exact', entry_id: 1, rank: 1 }).execute();
      await migrateToLatest(db);

      const keys = await db.selectFrom('dict_entries').select(['id', 'ckey']).orderBy('id').execute();
      expect(keys.map((k) => [Number(k.id), k.ckey])).toEqual([
        [1, 'en:bank'],
        [2, 'ja:上手|じょうず'],
        [3, 'ja:上手|じょうず#2'],
        [4, 'zh:银行'],
      ]);
      const words = await db.selectFrom('user_words').select(['user_id', 'entry_id']).execute();
      expect(words.map((w) => [Number(w.user_id), Number(w.entry_id)])).toEqual([[u, 1]]);
      expect(await count(db, 'dict_keys')).toBe(1);
      const fks = await sql<{ table: string }>`select * from pragma_foreign_key_list('user_words')`.execute(db);
      expect(fks.rows).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
