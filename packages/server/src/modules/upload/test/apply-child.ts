/**
 * Child process of kill.test.ts: on the database it is given (argv: sqlite path or PostgreSQL
 * URL), stores a preview of ITEMS pasted words for a new user and applies it as the server does
 * (on an SQLite file in the upload thread, on its own connection), printing every progress report
 * of the apply on stdout so the parent can kill it half-way.
 */
import { applyUpload } from '../apply.js';
import { parseContent, summarize } from '../parse-task.js';
import { createUploadParser } from '../parser.js';
import { uploadsRepo } from '../store.js';
import { killChild } from './kill-child.js';

const { target, pg, database, userId, list, form, now } = await killChild('13800138999', { visibility: 'private', mode: 'professional' });
const db = database.db;
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
    userId,
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
await applyUpload(db, pg, userId, id, progress, now, pg ? undefined : { sqlitePath: target, parser });
console.log('applied');
await parser.close();
await database.close();
