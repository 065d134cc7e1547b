/**
 * Child process of kill.test.ts: on the database it is given (argv: sqlite path or PostgreSQL
 * URL), makes a preview of ITEMS pasted words for a new user as the server does (the parse in the
 * upload thread, each chunk matched and written into the preview's draft book here), printing
 * `stored <seq>` after each chunk so the parent can kill it half-way.
 */
import { createUploadParser } from '../parser.js';
import { createPreview } from '../preview.js';
import { killChild } from './kill-child.js';

const { database, userId, list, form, now } = await killChild('13800138998', { visibility: 'public', mode: 'simple' });
const parser = createUploadParser();
await createPreview(database.db, {
  userId,
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
