/** 025_drop_upload_chunks on a database with uploads of both kinds: chunks in `upload_chunks`, or a draft book. */
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { bookRow } from '../../modules/upload/apply.js';
import { draftBooks } from '../../modules/upload/draft-book.js';
import { backends } from '../../test/harness.js';
import { migratorOf as migrator, openScratchDatabase } from '../../test/scratch-database.js';
import type { Database } from '../database.js';
import { migrations } from '../migrate.js';

const before025 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '025'));
const upTo025 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '025_drop_upload_chunks'));

const form = {
  lang: 'en',
  level: 3,
  type: 'word',
  visibility: 'private',
  mode: 'simple',
  nativeTitle: 'Mine',
  titles: {},
  description: '',
  nativeLang: 'zh',
} as const;
const DRAFTED = '11111111-1111-4111-8111-111111111111';
const CHUNKED = '22222222-2222-4222-8222-222222222222';
const APPLIED = '33333333-3333-4333-8333-333333333333';

describe.each(backends)('migration 025_drop_upload_chunks on %s', (backend) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  afterEach(async () => cleanup());

  it('drops upload_chunks and the unapplied uploads without a draft book; down makes the table again', async () => {
    ({ database, cleanup } = await openScratchDatabase(backend));
    const { db } = database;
    // biome-ignore lint/suspicious/noExplicitAny: upload_chunks is not in the typed schema any more
    const anyDb = db as unknown as Kysely<any>;
    expect((await migrator(db, before025).migrateToLatest()).error).toBeUndefined();
    const user = Number(
      (
        await db
          .insertInto('users')
          .values({ phone: '13800138001', password_hash: null, nickname: 'A', created_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const upload = (id: string, applied: number | null) => ({
      id,
      user_id: user,
      form: JSON.stringify(form),
      item_count: 1,
      source: 'list',
      created_at: 1,
      expires_at: Date.now() + 3_600_000,
      applied_book_id: applied,
    });
    await db
      .insertInto('uploads')
      .values([upload(DRAFTED, null), upload(CHUNKED, null)])
      .execute();
    await draftBooks.create(db, bookRow(form, DRAFTED, user, 1), 1);
    const applied = await draftBooks.create(db, bookRow(form, APPLIED, user, 1), 1);
    await db.updateTable('books').set({ retired_at: null }).where('id', '=', applied).execute();
    await db.insertInto('uploads').values(upload(APPLIED, applied)).execute();
    const chunk = (id: string) => ({ upload_id: id, seq: 0, lines: '["apple",null,null]', entry_ids: '[null]' });
    await anyDb
      .insertInto('upload_chunks')
      .values([chunk(CHUNKED), chunk(APPLIED)])
      .execute();
    const tables = async () => (await db.introspection.getTables()).map((t) => t.name);
    const uploads = async () => (await db.selectFrom('uploads').select('id').orderBy('id').execute()).map((r) => r.id);

    const m = migrator(db, upTo025);
    expect((await m.migrateToLatest()).error).toBeUndefined();
    expect(await tables()).not.toContain('upload_chunks');
    expect(await uploads()).toEqual([DRAFTED, APPLIED]);
    expect(await sql<{ n: number }>`select count(*) as n from books`.execute(db).then((r) => Number(r.rows[0]?.n))).toBe(2);

    expect((await m.migrateDown()).error).toBeUndefined();
    expect(await tables()).toContain('upload_chunks');
    await anyDb.insertInto('upload_chunks').values(chunk(DRAFTED)).execute();
    expect(await anyDb.selectFrom('upload_chunks').select('upload_id').execute()).toEqual([{ upload_id: DRAFTED }]);
  });
});
