/** 020_chat_client_id_unique on a database that holds copies of one send left by the old race. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database.js';
import { backends } from '../../test/harness.js';
import { migratorOf as migrator, openScratchDatabase } from '../../test/scratch-database.js';
import { migrations } from '../migrate.js';

const before020 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '020'));

describe.each(backends)('migration 020_chat_client_id_unique on %s', (backend) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  afterEach(async () => cleanup());

  async function open() {
    ({ database, cleanup } = await openScratchDatabase(backend));
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
