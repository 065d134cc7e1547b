/**
 * The SQLite driver's reader connection: while a transaction holds the writer, reads from
 * outside it answer at once with the last committed state, writes wait for the commit; with no
 * transaction open, or on an in-memory database, everything runs on the writer as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';
import { inTransaction } from './executor.js';
import { suspendAutoCheckpoint } from './sqlite-driver.js';
import { WAL_AUTOCHECKPOINT } from './sqlite-writer.js';

const open: { database: Database; dir?: string }[] = [];

afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.database.close();
    if (o.dir) rmSync(o.dir, { recursive: true, force: true });
  }
});

async function fresh(inMemory = false): Promise<Database> {
  const dir = inMemory ? undefined : mkdtempSync(join(tmpdir(), 'qfl-driver-'));
  const database = openDatabase({ sqlitePath: dir ? join(dir, 'd.db') : ':memory:' });
  open.push({ database, dir });
  await sql`create table t (id integer primary key, v text)`.execute(database.db);
  await sql`insert into t (v) values ('before')`.execute(database.db);
  return database;
}

const values = async (database: Database) =>
  (await sql<{ v: string }>`select v from t order by id`.execute(database.db)).rows.map((r) => r.v);

/** Opens a transaction that writes a row and then waits until `release` is called. */
function heldTransaction(database: Database) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let started: () => void = () => undefined;
  const begun = new Promise<void>((r) => {
    started = r;
  });
  const done = inTransaction(database.db, async (trx) => {
    await sql`insert into t (v) values ('inside')`.execute(trx);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows[0]?.n).toBe(2);
    started();
    await gate;
  });
  return { begun, release, done };
}

describe('RoutedSqliteDriver', () => {
  it('answers reads beside an open transaction with the committed state; writes wait for the commit', async () => {
    const database = await fresh();
    const held = heldTransaction(database);
    await held.begun;
    // Answered while the transaction still holds the writer: it would hang here otherwise.
    expect(await values(database)).toEqual(['before']);
    let written = false;
    const write = sql`insert into t (v) values ('after')`.execute(database.db).then(() => {
      written = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(written).toBe(false);
    held.release();
    await held.done;
    await write;
    expect(await values(database)).toEqual(['before', 'inside', 'after']);
  });

  it('releases the writer on rollback, and keeps savepoints working', async () => {
    const database = await fresh();
    await expect(
      inTransaction(database.db, async (trx) => {
        await sql`insert into t (v) values ('lost')`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const trx = await database.db.startTransaction().execute();
    await sql`insert into t (v) values ('kept')`.execute(trx);
    const sp = await trx.savepoint('sp1').execute();
    await sql`insert into t (v) values ('undone')`.execute(sp);
    await (await sp.rollbackToSavepoint('sp1').execute()).releaseSavepoint('sp1').execute();
    await trx.commit().execute();
    expect(await values(database)).toEqual(['before', 'kept']);
  });

  it('a transaction takes the write lock when it begins, so another connection committing meanwhile cannot make it fail', async () => {
    const database = await fresh();
    const path = join(open.at(-1)?.dir ?? '', 'd.db');
    const other = openDatabase({ sqlitePath: path });
    open.push({ database: other });
    await inTransaction(database.db, async (trx) => {
      expect(await sql<{ v: string }>`select v from t`.execute(trx).then((r) => r.rows.length)).toBe(1);
      // Another connection (as the review writer's thread has) cannot write while the lock is held:
      // with a deferred begin it would commit here and the write below would fail with SQLITE_BUSY.
      const raw = new SQLite(path);
      raw.pragma('busy_timeout = 0');
      try {
        expect(() => raw.prepare(`insert into t (v) values ('other')`).run()).toThrow(/SQLITE_BUSY|locked/);
      } finally {
        raw.close();
      }
      await sql`insert into t (v) values ('mine')`.execute(trx);
    });
    expect(await values(other)).toEqual(['before', 'mine']);
  });

  it('suspends the writer’s automatic checkpoints until the last caller resumes them', async () => {
    const database = await fresh();
    const threshold = async () =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)).rows[0]?.wal_autocheckpoint;
    expect(await threshold()).toBe(WAL_AUTOCHECKPOINT);
    const first = suspendAutoCheckpoint(database.db);
    const second = suspendAutoCheckpoint(database.db);
    expect(await threshold()).toBe(0);
    first();
    first();
    expect(await threshold()).toBe(0);
    second();
    expect(await threshold()).toBe(WAL_AUTOCHECKPOINT);
  });

  it('on an in-memory database, reads wait for the transaction as before (there is no second connection)', async () => {
    const database = await fresh(true);
    const held = heldTransaction(database);
    await held.begun;
    let read: string[] | null = null;
    const reading = values(database).then((v) => {
      read = v;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(read).toBeNull();
    held.release();
    await held.done;
    await reading;
    expect(read).toEqual(['before', 'inside']);
  });
});
