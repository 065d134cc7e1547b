/**
 * Stored lines: the worker encodes each item as `[text, translation, extra]` with the book item's
 * `extra` column ready (as JSON inside the line) and sends the chunks as UTF-8; the preview writes
 * them into its draft book (on SQLite, SQLite itself reads the lines: book-items.ts), which apply
 * shows. On both databases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_GROUP_SIZE, type UploadItem } from '@qfl/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../../test/harness.js';
import { extraOf } from '../books/item-extra.js';
import { insertEntries } from '../dict/test-factory.js';
import { english } from '../dict/test-fixtures.js';
import { applyUpload, bookRow } from './apply.js';
import { insertChunk } from './book-items.js';
import { CHUNK_LINES } from './chunks.js';
import { draftBooks } from './draft-book.js';
import { encodeChunk, parseContent, summarize } from './parse-task.js';
import { uploadsRepo } from './repo.js';

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

type Db = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

for (const backend of backends) {
  describe(`stored lines (${backend})`, () => {
    async function withDb(work: (db: Db, userId: number) => Promise<void>) {
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

    /** Writes `chunks` as a preview does: into the upload's hidden draft book (draft-book.ts). */
    async function draftChunks(db: Db, userId: number, id: string, chunks: Uint8Array[], entryIds: (number | null)[], count: number) {
      const now = Date.now();
      await uploadsRepo.create(db, { id, userId, form, source: '', expiresAt: now + 60_000 }, now);
      const bookId = await draftBooks.create(db, bookRow(form, id, userId, now), now);
      let position = 0;
      for (const lines of chunks) {
        position += await insertChunk(db, bookId, position, lines, entryIds.slice(position, position + CHUNK_LINES));
      }
      await uploadsRepo.complete(db, id, count, 'xlsx');
    }

    it('encodes items as [text, translation, extra] in UTF-8 chunks, written as the book items', async () => {
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
        await draftChunks(db, userId, id, parsed.chunks, [null, null, null], parsed.count);
        const bookId = await applyUpload(db, userId, id, quiet);
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

    it('writes several chunks exactly into the draft book: positions, whole group numbers, entry ids, escaped texts and extras', async () => {
      await withDb(async (db, userId) => {
        const entries = await insertEntries(db, english.slice(0, 3));
        const entryIdList = [...entries.values()];
        const n = CHUNK_LINES + 501;
        const items: UploadItem[] = Array.from({ length: n }, (_, i) => ({
          row: i + 3,
          text: i % 3 === 0 ? `w${i} "q" \\ 😀` : `w${i}`,
          translation: i % 2 === 0 ? null : `译${i}\n第二行`,
          pronA: i % 5 === 0 ? `/p${i}/` : null,
          pronB: null,
          pos: null,
          meanings: i % 5 === 0 ? { zh: [`义"${i}"`, 'a\u2028b'] } : {},
          examples: i % 7 === 0 ? [{ text: `Ex ${i}.`, translation: null, translationLang: null }] : [],
          antonyms: [],
        }));
        const chunks = [encodeChunk(items.slice(0, CHUNK_LINES)).lines, encodeChunk(items.slice(CHUNK_LINES)).lines];
        const entryIds = items.map((_, i) => (i % 4 === 0 ? (entryIdList[i % entryIdList.length] ?? null) : null));
        const id = '44444444-4444-4444-8444-444444444444';
        await draftChunks(db, userId, id, chunks, entryIds, n);
        const bookId = await applyUpload(db, userId, id, quiet);
        const rows = await db
          .selectFrom('book_items')
          .select(['position', 'group_no', 'entry_id', 'text', 'translation', 'extra'])
          .where('book_id', '=', bookId)
          .orderBy('position')
          .execute();
        expect(rows).toHaveLength(n);
        rows.forEach((r, i) => {
          const item = items[i]!;
          const { pronA, pronB, pos, meanings, examples, antonyms } = item;
          const extra = extraOf({ pronA, pronB, pos, meanings, examples, antonyms });
          expect({
            ...r,
            position: Number(r.position),
            group_no: Number(r.group_no),
            entry_id: r.entry_id === null ? null : Number(r.entry_id),
            extra: r.extra === null ? null : JSON.parse(r.extra),
          }).toEqual({
            position: i,
            group_no: Math.floor(i / DEFAULT_GROUP_SIZE) + 1,
            entry_id: entryIds[i],
            text: item.text,
            translation: item.translation,
            extra,
          });
        });
        expect(rows.filter((r) => r.extra !== null).length).toBeGreaterThan(0);
        // SQLite: whole numbers stored, not reals, whatever the driver binds.
        if (backend === 'postgres') return;
        const types = await sql<{ t: string }>`select distinct typeof(group_no) as t from book_items where book_id = ${bookId}`.execute(db);
        expect(types.rows.map((r) => r.t)).toEqual(['integer']);
      });
    });
  });
}
