/**
 * A table larger than one chunk through the real route, on both databases: the rows flow through
 * the reader, core's rules, the worker's chunks and the request thread's draft book chunk by chunk,
 * and the result is what the whole table gave before — every item stored and applied, the first
 * problems by row with the count of all — while a refusal that can only be known at the end of
 * the table (fewer than 11 columns) still leaves nothing stored.
 */
import type { Session, UploadPreview } from '@qfl/core';
import { UPLOAD_LIMITS } from '@qfl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { CHUNK_LINES } from './chunks.js';
import { makeXlsx, wordTable } from './test/index.js';

const ROWS = 5_000;
/** Every 7th row has no word (a skipped `emptyText` problem); the others are distinct, without meanings. */
const rows = Array.from({ length: ROWS }, (_, i) =>
  i % 7 === 3 ? ['', 'p', '', '', '', '', '', '', '', '', 'x'] : [`zzq${i}`, '', '', 'n.', '', '', '', '', '', '', ''],
);
const emptyRows = rows.filter((r) => r[0] === '').length;
const items = ROWS - emptyRows;

for (const backend of backends) {
  describe(`upload of a table larger than a chunk (${backend})`, () => {
    let t: TestApp;
    let s: Session;
    beforeAll(async () => {
      t = await createTestApp(backend);
      s = await signUp(t, '13800138451');
    });
    afterAll(async () => t.close());

    async function send(table: string[][], mode: string) {
      const body = new FormData();
      const fields = { lang: 'en', level: '4', type: 'word', visibility: 'private', mode, nativeTitle: '大表' };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('file', new Blob([makeXlsx(table) as Uint8Array<ArrayBuffer>]), 'big.xlsx');
      const res = new Response(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/preview',
        payload: Buffer.from(await res.arrayBuffer()),
        headers: { ...auth(s), 'content-type': res.headers.get('content-type') as string, 'accept-language': 'en' },
      });
    }

    it('stores every item in chunks, keeps the first problems by row with the count of all, and applies them all', async () => {
      const res = await send(wordTable(rows), 'simple');
      expect(res.statusCode).toBe(200);
      const p = res.json().data as UploadPreview;
      expect(p.counts.items).toBe(items);
      expect(p.counts.skipped).toBe(emptyRows);
      // Simple mode: every word is unknown and has no meaning of its own → a notInDictionary warning each.
      expect(p.counts.notFound).toBe(items);
      expect(p.counts.problems).toBe(emptyRows + items);
      expect(p.problems).toHaveLength(UPLOAD_LIMITS.previewProblems);
      const order = p.problems.map((x) => x.row ?? 0);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // Sheet rows 3, 4, … : row 3 + 3 is the first without a word.
      expect(p.problems.slice(0, 5).map((x) => [x.code, x.row])).toEqual([
        ['notInDictionary', 3],
        ['notInDictionary', 4],
        ['notInDictionary', 5],
        ['emptyText', 6],
        ['notInDictionary', 7],
      ]);
      expect(p.items).toHaveLength(UPLOAD_LIMITS.previewItems);
      expect(p.items[0]?.text).toBe('zzq0');
      // The items wait in the preview's hidden draft book (draft-book.ts), written chunk by chunk.
      const draft = await t.app.db.selectFrom('books').select(['id', 'retired_at']).executeTakeFirstOrThrow();
      expect(draft.retired_at).not.toBeNull();
      expect(await countRows(t.app.db, 'book_items')).toBe(items);
      expect(items).toBeGreaterThan(CHUNK_LINES);

      const apply = await t.app.inject({ method: 'POST', url: `/api/upload/${p.uploadId}/apply`, payload: {}, headers: auth(s) });
      expect(apply.statusCode).toBe(200);
      const bookId = apply.json().data.bookId as number;
      expect(bookId).toBe(Number(draft.id));
      const stored = await t.app.db
        .selectFrom('book_items')
        .select(['position', 'text'])
        .where('book_id', '=', bookId)
        .orderBy('position')
        .execute();
      expect(stored).toHaveLength(items);
      expect(stored.at(-1)).toEqual({ position: items - 1, text: `zzq${ROWS - 1}` });
    });

    it('refuses a table found too narrow only at its end, and leaves nothing stored', async () => {
      const uploads = await countRows(t.app.db, 'uploads');
      const books = await countRows(t.app.db, 'books');
      const bookItems = await countRows(t.app.db, 'book_items');
      const narrow = wordTable(rows).map((r) => r.slice(0, 10));
      const res = await send(narrow, 'professional');
      expect(res.statusCode).toBe(422);
      expect(res.json().data.error).toBe('upload.tooFewColumns');
      // Its draft book and the items written before the end are gone too.
      expect(await countRows(t.app.db, 'uploads')).toBe(uploads);
      expect(await countRows(t.app.db, 'books')).toBe(books);
      expect(await countRows(t.app.db, 'book_items')).toBe(bookItems);
    });
  });
}
