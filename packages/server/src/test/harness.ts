/**
 * Builds the real app for integration tests on a fresh database: an SQLite file always, and a
 * fresh PostgreSQL database (with Redis for counters) when DATABASE_URL / REDIS_URL are set.
 * Log lines are captured so tests read SMS codes the way an operator would.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { MemoryKv } from '../kv/memory-kv.js';
import { RedisKv } from '../kv/redis-kv.js';
import { createTtsProvider } from '../modules/audio/provider-factory.js';
import type { TtsProvider } from '../modules/audio/tts-provider.js';
import { createNlp, type Nlp } from '../nlp/index.js';
import { adminQuery, databaseUrlNamed } from './pg-admin.js';

export type Backend = 'sqlite' | 'postgres';
export const backends: Backend[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  logs: string[];
  /** The last SMS code the console provider logged for a phone. */
  lastCode(phone: string): string;
  close(): Promise<void>;
}

/**
 * The migrated templates of test/global-setup.ts when running under vitest; undefined elsewhere
 * (the benchmarks build test apps too), where each database is migrated from scratch.
 */
async function templates(): Promise<{ sqlite?: string; pg?: string | null }> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return { sqlite: inject('sqliteTemplate'), pg: inject('pgTemplate') };
}

/**
 * PostgreSQL test databases, copied from the run's template. Copying and dropping a database is
 * mostly the server's disk work, so each process keeps one copy ready (made while its current test
 * runs) and drops a finished one without waiting; global-setup.ts drops whatever is left at the
 * end of the run (every name starts with the template's). Without a template (the benchmarks),
 * each database is created, migrated and dropped in turn.
 */
let spare: Promise<string> | null = null;

async function copyTemplate(template: string): Promise<string> {
  const id = `${template}_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`create database ${id} template ${template}`);
  return id;
}

async function pgDatabase(template: string | null | undefined): Promise<{ id: string; dropNow: boolean }> {
  if (!template) {
    const id = `qfl_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`create database ${id}`);
    return { id, dropNow: true };
  }
  const ready = spare ?? copyTemplate(template);
  spare = copyTemplate(template);
  // A spare nobody takes (the last one of the process) is no error; one that is taken reports its own.
  spare.catch(() => undefined);
  return { id: await ready, dropNow: false };
}

/** A migrated, empty database of the given kind; `drop` closes it and removes it. */
export async function createTestDatabase(
  backend: Backend,
  sqlitePath: string,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const template = await templates();
  if (backend === 'sqlite') {
    if (template.sqlite) copyFileSync(template.sqlite, sqlitePath);
    const database = openDatabase({ sqlitePath });
    // Nothing left to run on a copy of the template (a quick check).
    await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
  }
  const { id, dropNow } = await pgDatabase(template.pg);
  const url = databaseUrlNamed(id);
  const database = openDatabase({ databaseUrl: url, sqlitePath });
  await migrateToLatest(database.db);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const dropped = adminQuery(`drop database if exists ${id} with (force)`);
      if (dropNow) await dropped;
      else dropped.catch(() => undefined);
    },
  };
}

/**
 * One text analyser and one speech provider per test process, shared by its apps: their workers
 * load jieba and kuromoji (about 1.5 s) and eSpeak (about 0.5 s) once instead of once per test.
 * They end with the process (their threads also end when idle).
 */
let nlp: Nlp | undefined;
let tts: TtsProvider | undefined;

export async function createTestApp(backend: Backend, overrides: Partial<Record<keyof Config, unknown>> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-test-'));
  const { database, url, drop } = await createTestDatabase(backend, join(dir, 'test.db'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SQLITE_PATH: join(dir, 'test.db'),
      AUDIO_CACHE_DIR: join(dir, 'audio'),
      WEB_DIST: join(dir, 'no-web'),
      ...(url ? { DATABASE_URL: url } : {}),
      ...(backend === 'postgres' && process.env.REDIS_URL
        ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `qfl_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}:` }
        : {}),
      ...overrides,
    },
  );
  const kv = config.REDIS_URL ? new RedisKv(config.REDIS_URL, config.REDIS_PREFIX) : new MemoryKv();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  nlp ??= createNlp();
  tts ??= createTtsProvider(config.TTS_PROVIDER, config.AUDIO_WORKERS);
  const app = await buildApp({ config, database, kv, logStream: stream, nlp, tts });
  await app.ready();
  return {
    app,
    logs,
    lastCode(phone) {
      for (let i = logs.length - 1; i >= 0; i--) {
        const line = JSON.parse(logs[i] as string) as { sms?: { phone: string; code: string } };
        if (line.sms?.phone === phone) return line.sms.code;
      }
      throw new Error(`no SMS code logged for ${phone}`);
    },
    async close() {
      await app.close();
      await kv.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How many rows a table holds (tests that check a call wrote exactly once, or nothing). */
export async function countRows(db: Kysely<DB>, table: keyof DB): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}
