/** 005_accounts on a database that already has users: defaults, the masked-phone nickname cleared, avatars cascade. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database.js';
import { backends } from '../../test/harness.js';
import { migratorOf as migrator, openScratchDatabase } from '../../test/scratch-database.js';
import * as m001 from './001_initial.js';
import * as m005 from './005_accounts.js';

describe.each(backends)('migration 005_accounts on %s', (backend) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  afterEach(async () => cleanup());

  async function open() {
    ({ database, cleanup } = await openScratchDatabase(backend));
  }

  it('keeps chosen nicknames, clears the masked phone, and defaults role and time zone', async () => {
    await open();
    const { db } = database;
    await migrator(db, { '001_initial': m001 }).migrateToLatest();
    await db
      .insertInto('users')
      .values([
        { phone: '13800138000', password_hash: null, nickname: '138****8000', created_at: 1 },
        { phone: '13900139000', password_hash: null, nickname: 'Lily', created_at: 2 },
      ])
      .execute();
    const { error } = await migrator(db, { '001_initial': m001, '005_accounts': m005 }).migrateToLatest();
    expect(error).toBeUndefined();
    const rows = await db.selectFrom('users').select(['phone', 'nickname', 'role', 'time_zone']).orderBy('id').execute();
    expect(rows).toEqual([
      { phone: '13800138000', nickname: null, role: 'user', time_zone: 'UTC' },
      { phone: '13900139000', nickname: 'Lily', role: 'user', time_zone: 'UTC' },
    ]);
    // New users may have no nickname now.
    await db.insertInto('users').values({ phone: '13700137000', password_hash: null, nickname: null, created_at: 3 }).execute();
    expect(await db.selectFrom('user_avatars').selectAll().execute()).toEqual([]);
  });
});
