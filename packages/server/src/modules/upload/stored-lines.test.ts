/**
 * Stored lines: the worker encodes each item as `[text, translation, extra]` with the book item's
 * `extra` column ready, sends the chunks as UTF-8, and apply copies them as they are; a preview
 * stored by the previous version (`{text, translation, own}` lines) still applies, its fields
 * encoded at apply. On both databases (SQLite stores the UTF-8 as text without a JS string, and
 * apply reads it back a batch at a time: chunk-lines.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../../test/harness.js';
import { decodeExtra } from '../books/item-extra.js';
import { applyUpload } from './apply.js';
import { parseContent, summarize } from './parse-task.js';
import { uploadsRepo } from './store.js';

const form = {
  lang: 'en',
  level: 3,
  type: 'word',
  visibility: 'private',
  mode: 'professional',
  nativeTitle: 'Lines',
  titles: {},
  description: '',
  nativeLang: 'zh',
} as const;
const quiet = { report: async () => undefined };

for (const backend of backends) {
  describe(`stored lines (${backend})`, () => {
    async function withDb(work: (db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'], userId: number) => Promise<void>) {
      const dir = mkdtempSync(join(tmpdir(), 'qfl-lines-'));
      const { database, drop } = await createTestDatabase(backend, join(dir, 'd.db'));
      try {
        const user = await database.db
          .insertInto('users')
          .values({ phone: '13800138777', password_hash: null, nickname: 'lines', created_at: Date.now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await work(database.db, Number(user.id));
      } finally {
        await drop();
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('encodes items as [text, translation, extra] in UTF-8 chunks, and apply copies them', async () => {
      await withDb(async (db, userId) => {
        const parsed = summarize(
          await parseContent({
            rules: { type: 'word', mode: 'professional', lang: 'en', nativeLang: 'zh' },
            content: { kind: 'text', text: 'apple@@苹果\nbanana\n"quoted\\"@@引号😀' },
          }),
          50,
        );
        expect(parsed.chunks).toHaveLength(1);
        const lines = new TextDecoder().decode(parsed.chunks[0]).split('\n');
        expect(lines.map((l) => JSON.parse(l))).toEqual([
          ['apple', '苹果', null],
          ['banana', null, null],
          ['"quoted\\"', '引号😀', null],
        ]);
        const id = '22222222-2222-4222-8222-222222222222';
        const now = Date.now();
        await uploadsRepo.insert(
          db,
          {
            id,
            userId,
            form,
            chunks: parsed.chunks,
            entryIds: [null, null, null],
            count: parsed.count,
            source: 'list',
            expiresAt: now + 60_000,
          },
          now,
        );
        // Stored as text (on SQLite the UTF-8 is bound as it is and cast by SQLite), read back whole.
        const stored = await db.selectFrom('upload_chunks').select('lines').where('upload_id', '=', id).executeTakeFirstOrThrow();
        expect(stored.lines).toBe(lines.join('\n'));
        const bookId = await applyUpload(db, backend === 'postgres', userId, id, quiet, now);
        const items = await db
          .selectFrom('book_items')
          .select(['position', 'text', 'translation', 'extra'])
          .where('book_id', '=', bookId)
          .orderBy('position')
          .execute();
        expect(items).toEqual([
          { position: 0, text: 'apple', translation: '苹果', extra: null },
          { position: 1, text: 'banana', translation: null, extra: null },
          { position: 2, text: '"quoted\\"', translation: '引号😀', extra: null },
        ]);
      });
    });

    it('applies a preview stored with the previous {text, translation, own} lines', async () => {
      await withDb(async (db, userId) => {
        const own = {
          pronA: '/ˈæp.əl/',
          pronB: null,
          pos: 'n.',
          meanings: { zh: ['苹果'] },
          examples: [{ text: 'An apple.', translation: '一个苹果。' }],
          antonyms: [],
        };
        const empty = { pronA: null, pronB: null, pos: null, meanings: {}, examples: [], antonyms: [] };
        const legacy = [
          JSON.stringify({ text: 'apple', translation: null, own }),
          JSON.stringify({ text: 'pear', translation: '梨', own: empty }),
        ].join('\n');
        const id = '33333333-3333-4333-8333-333333333333';
        const now = Date.now();
        await uploadsRepo.insert(
          db,
          {
            id,
            userId,
            form,
            chunks: [new TextEncoder().encode(legacy)],
            entryIds: [null, null],
            count: 2,
            source: 'xlsx',
            expiresAt: now + 60_000,
          },
          now,
        );
        const bookId = await applyUpload(db, backend === 'postgres', userId, id, quiet, now);
        const items = await db
          .selectFrom('book_items')
          .select(['text', 'translation', 'extra'])
          .where('book_id', '=', bookId)
          .orderBy('position')
          .execute();
        expect(items.map((i) => [i.text, i.translation, decodeExtra(i.extra)])).toEqual([
          ['apple', null, own],
          ['pear', '梨', null],
        ]);
      });
    });
  });
}
