/**
 * Once per test run (vitest's globalSetup): a migrated, empty database of each backend that test
 * databases are copied from — a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL —
 * instead of running every migration again for each test app (on PostgreSQL that was about a
 * second per app, most of the integration suite's time). Removed again when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { adminQuery, adminRows, databaseUrlNamed } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database to create test databases from (null without DATABASE_URL). */
    pgTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-template-'));
  const sqlitePath = join(dir, 'template.db');
  const sqlite = openDatabase({ sqlitePath });
  await migrateToLatest(sqlite.db);
  await sqlite.close();
  project.provide('sqliteTemplate', sqlitePath);

  let pgTemplate: string | null = null;
  if (process.env.DATABASE_URL) {
    pgTemplate = `qfl_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`create database ${pgTemplate}`);
    const pg = openDatabase({ databaseUrl: databaseUrlNamed(pgTemplate), sqlitePath: join(dir, 'unused.db') });
    try {
      await migrateToLatest(pg.db);
    } finally {
      // No connection may stay open on a template, or copying it fails.
      await pg.close();
    }
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    if (pgTemplate) {
      // The test databases copied from it: a spare each process kept ready, and drops still under way.
      const left = await adminRows(`select datname from pg_database where starts_with(datname, '${pgTemplate}_t_')`);
      for (const { datname } of left) await adminQuery(`drop database if exists ${datname} with (force)`);
      await adminQuery(`drop database if exists ${pgTemplate} with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
