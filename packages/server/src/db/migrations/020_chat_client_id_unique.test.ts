/** 020_chat_client_id_unique on a database that holds copies of one send left by the old race. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../../test/harness.js';
import { type Database, openDatabase } from '../database.js';
import { migrations } from '../migrate.js';
import type { DB } from '../schema.js';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const migrator = (db: Kysely<DB>, names: Record<string, Migration>) => new Migrator({ db, provider: { getMigrations: async () => names } });
const before020 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '020'));

describe.each(backends)('migration 020_chat_client_id_unique on %s', (backend) => {
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

  it('keeps the oldest copy with its clientId, keeps the later copies without it, and refuses a new copy', async () => {
    await open();
    const { db } = database;
    expect((await migrator(db, before020).migrateToLatest()).error).toBeUndefined();
    const users = await db
      .insertInto('users')
      .values([
        { phone: '13800138001', password_hash: null, nickname: 'A', created_at: 1 },
        { phone: '13800138002', password_hash: null, nickname: 'B', created_at: 1 },
      ])
      .returning('id')
      .execute();
    const [a, b] = users.map((u) => Number(u.id)) as [number, number];
    const message = (sender: number, to: number, clientId: string | null, at: number) => ({
      conv: `d:${Math.min(a, b)}:${Math.max(a, b)}`,
      sender_id: sender,
      to_user_id: to,
      team_id: null,
      kind: 'text',
      body: 'hi',
      ref: null,
      client_id: clientId,
      created_at: at,
      hidden_at: null,
    });
    await db
      .insertInto('chat_messages')
      .values([message(a, b, 'x', 1), message(a, b, 'x', 2), message(a, b, null, 3), message(b, a, 'x', 4), message(a, b, 'x', 5)])
      .execute();

    expect((await migrator(db, migrations).migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('chat_messages').select(['sender_id', 'client_id', 'created_at']).orderBy('id').execute();
    expect(rows.map((r) => [Number(r.sender_id), r.client_id, Number(r.created_at)])).toEqual([
      [a, 'x', 1],
      [a, null, 2],
      [a, null, 3],
      [b, 'x', 4],
      [a, null, 5],
    ]);
    await expect(
      db
        .insertInto('chat_messages')
        .values(message(a, b, 'x', 6))
        .execute(),
    ).rejects.toThrow();
    // Messages without a clientId are never duplicates of each other.
    await db
      .insertInto('chat_messages')
      .values([message(a, b, null, 7), message(a, b, null, 8)])
      .execute();
    expect(await db.selectFrom('chat_messages').select('id').execute()).toHaveLength(7);
  });
});
