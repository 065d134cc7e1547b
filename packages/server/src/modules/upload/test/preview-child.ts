/**
 * Child process of kill.test.ts: on the database it is given (argv: sqlite path or PostgreSQL
 * URL), makes a preview of ITEMS pasted words for a new user as the server does (the parse in the
 * upload thread, each chunk matched and written into the preview's draft book here), printing
 * `stored <seq>` after each chunk so the parent can kill it half-way.
 */
import { openDatabase } from '../../../db/database.js';
import { createUploadParser } from '../parser.js';
import { createPreview } from '../preview.js';

const [target, itemsArg] = process.argv.slice(2) as [string, string];
const pg = target.startsWith('postgres');
const database = openDatabase(pg ? { databaseUrl: target, sqlitePath: ':memory:' } : { sqlitePath: target });
const db = database.db;
const now = Date.now();
const user = await db
  .insertInto('users')
  .values({ phone: '13800138998', password_hash: null, nickname: 'kill', created_at: now })
  .returning('id')
  .executeTakeFirstOrThrow();
const list = Array.from({ length: Number(itemsArg) }, (_, i) => `w${i}@@词${i}`).join('\n');
const form = {
  lang: 'en',
  level: 3,
  type: 'word',
  visibility: 'public',
  mode: 'simple',
  nativeTitle: 'Kill',
  titles: {},
  description: '',
  nativeLang: 'zh',
} as const;
const parser = createUploadParser();
await createPreview(db, {
  userId: Number(user.id),
  uiLang: 'en',
  order: ['zh', 'en'],
  form,
  parse: (onChunk) =>
    parser.parse({
      form,
      content: { kind: 'text', text: list },
      onChunk: async (chunk) => {
        await onChunk(chunk);
        console.log(`stored ${chunk.seq}`);
        // Slow enough for the parent to kill it between chunks (the worker waits for each).
        await new Promise((r) => setTimeout(r, 20));
      },
    }),
  progress: { report: async () => undefined },
  now,
});
console.log('previewed');
await parser.close();
await database.close();
