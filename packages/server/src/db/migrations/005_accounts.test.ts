/** 005_accounts on a database that already has users: defaults, the masked-phone nickname cleared, avatars cascade. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../../test/harness.js';
import { type Database, openDatabase } from '../database.js';
import type { DB } from '../schema.js';
import * as m001 from './001_initial.js';
import * as m005 from './005_accounts.js';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const migrator = (db: Kysely<DB>, names: Record<string, Migration>) => new Migrator({ db, provider: { getMigrations: async () => names } });

describe.each(backends)('migration 005_accounts on %s', (backend) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  afterEach(async () => cleanup());

  async function open() {
    const dir = mkdtempSync(join(tmpdir(), 'qfl-mig-'));
    if (backend === 'sqlite') {
      database = openDatabase({ sqlitePath: join(dir, 'm.db') });
      cleanup = async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      };
      return;
    }
    const name = `qfl_m_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    database = openDatabase({ databaseUrl: url.toString(), sqlitePath: join(dir, 'unused.db') });
    cleanup = async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    };
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
