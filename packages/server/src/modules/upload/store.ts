/**
 * SQL of uploads: a parsed preview stored for its owner until it is applied or expires. Its items
 * are JSON lines encoded in the worker (parse-task.ts); since the sixth session they go straight
 * into the preview's hidden draft book (draft-book.ts). Before, they were kept here in chunks of
 * CHUNK_LINES lines with their dictionary entries (`upload_chunks`), and apply copied them into a
 * new book: a preview stored that way by the version before is still applied that way, and the
 * tests of that path store chunks with `insert`. (One 30 MB value would hold SQLite's one
 * connection, and the event loop, for a third of a second: chunks go one at a time with the event
 * loop free between them, and apply reads them back the same way.)
 */
import type { UploadForm } from '@qfl/core';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, yieldToEventLoop } from '../../db/executor.js';
import { isPostgres } from '../memory/service.js';
import type { ItemExtra, OwnFields } from '../books/item-extra.js';
import { ChunkLines } from './chunk-lines.js';
import { CHUNK_LINES } from './chunks.js';

/**
 * One item as a stored line: `[text, translation, extra]`, `extra` being the book item's `extra`
 * column (books/item-extra.ts extraOf) as JSON inside the line, so apply copies it instead of
 * parsing the item's own fields and encoding them again. A line stored by the version before
 * holds it as a string of that JSON; apply takes both. (As a string, the worker escaped each
 * extra's text a second time: in the 100,000-row bench the encoding took 0.8-1.0 s against
 * 0.45-0.5 s, and its garbage slowed the reading; SQLite's copy renders the objects back to text,
 * ~0.1-0.2 s more of the apply.)
 */
export type StoredLine = [text: string, translation: string | null, extra: ItemExtra | string | null];

/** A line stored before lines were tuples (a preview made by the previous version, applied after an upgrade). */
export interface LegacyStoredLine {
  text: string;
  translation: string | null;
  own: OwnFields;
}

/** The form as stored: the native title's language resolved. */
export type StoredForm = UploadForm & { nativeLang: NonNullable<UploadForm['nativeLang']> };

export interface UploadRow {
  id: string;
  userId: number;
  form: StoredForm;
  count: number;
  source: string;
  expiresAt: number;
  appliedBookId: number | null;
}

export interface StoredChunk {
  lines: ChunkLines;
  entryIds: (number | null)[];
}

const utf8 = new TextDecoder();

export const uploadsRepo = {
  /**
   * The upload row of a preview being stored, its item count 0 until `complete`: apply refuses it
   * (`upload.empty`) meanwhile, though nobody has its id yet; a crash leaves it to the expiry cleanup.
   */
  async create(db: Executor, row: Omit<UploadRow, 'appliedBookId' | 'count'>, now: number): Promise<void> {
    await db
      .insertInto('uploads')
      .values({
        id: row.id,
        user_id: row.userId,
        form: JSON.stringify(row.form),
        item_count: 0,
        source: row.source,
        created_at: now,
        expires_at: row.expiresAt,
        applied_book_id: null,
      })
      .execute();
  },

  /**
   * One chunk: up to CHUNK_LINES StoredLine JSON lines (a string, or UTF-8) and each item's entry.
   * On SQLite UTF-8 is bound as it is and stored as text by SQLite (`cast(? as text)`), never
   * decoded into a JS string on the request thread (see chunk-lines.ts); PostgreSQL gets a string.
   */
  async putChunk(db: Executor, id: string, seq: number, lines: string | Uint8Array, entryIds: readonly (number | null)[]): Promise<void> {
    let text: string | RawBuilder<string>;
    if (typeof lines === 'string') text = lines;
    else if (isPostgres(db)) text = utf8.decode(lines);
    else text = sql<string>`cast(${Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength)} as text)`;
    await db
      .insertInto('upload_chunks')
      .values({ upload_id: id, seq, lines: text, entry_ids: JSON.stringify(entryIds) })
      .execute();
  },

  /** The preview stored whole: its count and source (a file's type is known once it is read). */
  async complete(db: Executor, id: string, count: number, source: string): Promise<void> {
    await db.updateTable('uploads').set({ item_count: count, source }).where('id', '=', id).execute();
  },

  /** A preview that failed midway: its chunks and row go (nothing stays of a refused upload). */
  async discard(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('upload_chunks').where('upload_id', '=', id).execute();
    await db.deleteFrom('uploads').where('id', '=', id).execute();
  },

  /** The upload and all its items at once (tests and small inputs; the preview stores chunk by chunk). */
  async insert(
    db: Executor,
    row: Omit<UploadRow, 'appliedBookId'> & { chunks: Uint8Array[]; entryIds: (number | null)[] },
    now: number,
  ): Promise<void> {
    await uploadsRepo.create(db, row, now);
    for (const [seq, bytes] of row.chunks.entries()) {
      await yieldToEventLoop();
      const from = seq * CHUNK_LINES;
      await uploadsRepo.putChunk(db, row.id, seq, bytes, row.entryIds.slice(from, from + CHUNK_LINES));
    }
    await uploadsRepo.complete(db, row.id, row.count, row.source);
  },

  /** The user's upload, unexpired (an applied one stays readable until it expires, for a repeated apply). */
  async find(db: Executor, userId: number, id: string, now: number): Promise<UploadRow | null> {
    const r = await db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!r) return null;
    return {
      id: r.id,
      userId: Number(r.user_id),
      form: JSON.parse(r.form) as StoredForm,
      count: r.item_count,
      source: r.source,
      expiresAt: Number(r.expires_at),
      appliedBookId: r.applied_book_id === null ? null : Number(r.applied_book_id),
    };
  },

  /** One chunk of items, or null past the last (on SQLite its lines as UTF-8: chunk-lines.ts). */
  async chunk(db: Executor, id: string, seq: number): Promise<StoredChunk | null> {
    const lines: RawBuilder<string | Buffer> = isPostgres(db) ? sql<string>`lines` : sql<Buffer>`cast(lines as blob)`;
    const r = await db
      .selectFrom('upload_chunks')
      .select([lines.as('lines'), 'entry_ids'])
      .where('upload_id', '=', id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    return r ? { lines: new ChunkLines(r.lines), entryIds: JSON.parse(r.entry_ids) as (number | null)[] } : null;
  },

  /** Marks the upload applied (inside the apply's transaction); the row stays for a repeated apply. */
  async markApplied(db: Executor, id: string, bookId: number): Promise<void> {
    await db.updateTable('uploads').set({ applied_book_id: bookId }).where('id', '=', id).execute();
  },

  /**
   * Frees the items of an applied upload (the book holds them now), a chunk at a time after the
   * apply has committed: deleting 30 MB in the apply's transaction would lengthen it, and a crash
   * before this leaves only what the expiry cleanup removes anyway.
   */
  async dropChunks(db: Executor, id: string): Promise<void> {
    for (let seq = 0; ; seq++) {
      await yieldToEventLoop();
      const r = await db.deleteFrom('upload_chunks').where('upload_id', '=', id).where('seq', '=', seq).executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) break;
    }
  },
};
