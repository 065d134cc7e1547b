/**
 * Child process of kill.test.ts: on the database it is given (argv: sqlite path or PostgreSQL
 * URL), stores a preview of ITEMS pasted words for a new user and applies it as the server does
 * (on an SQLite file in the upload thread, on its own connection), printing every progress report
 * of the apply on stdout so the parent can kill it half-way.
 */
import { openDatabase } from '../../../db/database.js';
import { applyUpload } from '../apply.js';
import { parseContent, summarize } from '../parse-task.js';
import { createUploadParser } from '../parser.js';
import { uploadsRepo } from '../store.js';

const [target, itemsArg] = process.argv.slice(2) as [string, string];
const pg = target.startsWith('postgres');
const database = openDatabase(pg ? { databaseUrl: target, sqlitePath: ':memory:' } : { sqlitePath: target });
const db = database.db;
const now = Date.now();
const user = await db
  .insertInto('users')
  .values({ phone: '13800138999', password_hash: null, nickname: 'kill', created_at: now })
  .returning('id')
  .executeTakeFirstOrThrow();
const list = Array.from({ length: Number(itemsArg) }, (_, i) => `w${i}@@词${i}`).join('\n');
const form = {
  lang: 'en',
  level: 3,
  type: 'word',
  visibility: 'private',
  mode: 'professional',
  nativeTitle: 'Kill',
  titles: {},
  description: '',
  nativeLang: 'zh',
} as const;
const parsed = summarize(
  await parseContent({
    rules: { type: 'word', mode: 'professional', lang: 'en', nativeLang: 'zh' },
    content: { kind: 'text', text: list },
  }),
  50,
);
const id = '11111111-1111-4111-8111-111111111111';
await uploadsRepo.insert(
  db,
  {
    id,
    userId: Number(user.id),
    form,
    chunks: parsed.chunks,
    entryIds: Array.from({ length: parsed.count }, () => null),
    count: parsed.count,
    source: 'list',
    expiresAt: now + 3_600_000,
  },
  now,
);
console.log('stored');
const parser = createUploadParser();
const progress = {
  async report(stage: string, done: number, total: number) {
    console.log(`progress ${stage} ${done} ${total}`);
    // Slow enough between batches for the parent to see a partial apply and kill it (the upload
    // thread waits for each report).
    await new Promise((r) => setTimeout(r, 20));
  },
};
await applyUpload(db, pg, Number(user.id), id, progress, now, pg ? undefined : { sqlitePath: target, parser });
console.log('applied');
await parser.close();
await database.close();
