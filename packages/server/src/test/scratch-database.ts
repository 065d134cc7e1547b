/**
 * An empty database of a backend for migration tests (which migrate step by step themselves):
 * a temporary SQLite file, or a PostgreSQL database made for the test; `cleanup` closes it and
 * removes the file or drops the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type Migration, Migrator } from 'kysely';
import { type Database, openDatabase } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { Backend } from './harness.js';
import { adminQuery as admin, databaseUrlNamed } from './pg-admin.js';

export async function openScratchDatabase(backend: Backend): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-mig-'));
  if (backend === 'sqlite') {
    const database = openDatabase({ sqlitePath: join(dir, 'm.db') });
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `qfl_m_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(`create database ${name}`);
  const database = openDatabase({ databaseUrl: databaseUrlNamed(name), sqlitePath: join(dir, 'unused.db') });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrator that knows only the given migrations (to stop at one and fill data in before the next). */
export const migratorOf = (db: Kysely<DB>, names: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => names } });
