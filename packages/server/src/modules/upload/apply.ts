/**
 * Apply: an upload becomes a book in one transaction — the book row and every item, or nothing
 * (a crash or a kill mid-apply rolls back: no partial book is ever visible). Items go in batches
 * of multi-row inserts; progress is reported per batch. A second apply of the same upload answers
 * the book it created. Review: a public professional book waits for an admin (pending); a public
 * simple book is auto approved (its meanings are the dictionary's). A private book is never in
 * the review queue (the queue lists public books) but carries the state it will have when made
 * public: professional books pending, simple ones auto approved.
 */
import { DEFAULT_GROUP_SIZE, UPLOAD_CATEGORY } from '@qfl/core';
import { CompiledQuery } from 'kysely';
import { type Executor, inTransaction, yieldToEventLoop } from '../../db/executor.js';
import { sentenceBookChanged } from '../sentences/notify.js';
import { AppError } from '../../http/errors.js';
import { encodeExtra } from '../books/item-extra.js';
import { moderateTitles } from '../books/moderation.js';
import { nativeFirst } from '../books/texts.js';
import type { ProgressReporter } from './progress.js';
import { type LegacyStoredLine, type StoredForm, type StoredLine, uploadsRepo } from './store.js';

// Rows per insert statement: each runs synchronously on the request thread (better-sqlite3), and
// one of 500 rows held it for 100-400 ms on a loaded machine; the event loop is free between them.
const BATCH = 100;
const ITEM_COLUMNS = ['book_id', 'position', 'group_no', 'entry_id', 'text', 'translation', 'extra'] as const;

/**
 * One multi-row insert of `rows` items, as fixed SQL text: built by hand rather than by the query
 * builder, whose compiling of 3,500 values per batch cost more than the insert itself; the same
 * text for every full batch also reuses SQLite's prepared statement.
 */
function insertItemsSql(rows: number, pg: boolean): string {
  let n = 0;
  const row = () => `(${ITEM_COLUMNS.map(() => (pg ? `$${++n}` : '?')).join(', ')})`;
  return `insert into book_items (${ITEM_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, row).join(', ')}`;
}

/** A stored line as the book item's text, translation and extra (a legacy line's fields encoded here). */
function storedItem(line: string): StoredLine {
  const it = JSON.parse(line) as StoredLine | LegacyStoredLine;
  return Array.isArray(it) ? it : [it.text, it.translation, encodeExtra(it.own)];
}

/** The review state a book starts in (or returns to when it becomes public). */
export function initialReview(mode: string, moderation: 'pass' | 'review'): 'pending' | 'auto_approved' {
  return mode === 'professional' || moderation === 'review' ? 'pending' : 'auto_approved';
}

export function titlesOf(form: Pick<StoredForm, 'nativeLang' | 'nativeTitle' | 'titles'>): Record<string, string> {
  return nativeFirst({ lang: form.nativeLang, title: form.nativeTitle }, form.titles ?? {});
}

export async function applyUpload(
  db: Executor,
  pg: boolean,
  userId: number,
  uploadId: string,
  progress: ProgressReporter,
  now = Date.now(),
): Promise<number> {
  const upload = await uploadsRepo.find(db, userId, uploadId, now);
  if (!upload) throw new AppError('upload.notFound', 404);
  if (upload.appliedBookId !== null) return upload.appliedBookId;
  const { form, count } = upload;
  if (count === 0) throw new AppError('upload.empty', 422);
  const titles = titlesOf(form);
  const verdict = form.visibility === 'public' ? await moderateTitles([...Object.values(titles), form.description]) : 'pass';
  await progress.report('apply', 0, count);

  const bookId = await inTransaction(db, async (trx) => {
    const book = await trx
      .insertInto('books')
      .values({
        slug: `upload-${uploadId}`,
        type: form.type,
        lang: form.lang,
        category: UPLOAD_CATEGORY,
        level: form.level,
        titles: JSON.stringify(titles),
        descriptions: JSON.stringify(form.description ? { [form.nativeLang]: form.description } : {}),
        status: form.visibility,
        review_status: initialReview(form.mode, verdict),
        translation_mode: form.mode,
        owner_id: userId,
        builtin: 0,
        item_count: count,
        group_size: DEFAULT_GROUP_SIZE,
        created_at: now,
        updated_at: now,
        retired_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(book.id);
    let position = 0;
    for (let seq = 0; ; seq++) {
      const chunk = await uploadsRepo.chunk(trx, uploadId, seq);
      if (!chunk) break;
      for (let start = 0; ; start += BATCH) {
        const batch = chunk.lines.next(BATCH);
        if (batch.length === 0) break;
        const params: unknown[] = [];
        batch.forEach((line, k) => {
          const [text, translation, extra] = storedItem(line);
          params.push(id, position, Math.floor(position / DEFAULT_GROUP_SIZE), chunk.entryIds[start + k] ?? null, text, translation, extra);
          position++;
        });
        await trx.executeQuery(CompiledQuery.raw(insertItemsSql(batch.length, pg), params));
        await progress.report('apply', position, count);
        // PostgreSQL: other requests run meanwhile on other connections. SQLite: they wait for the
        // one connection either way, but the event loop serves what needs no database.
        await yieldToEventLoop();
      }
    }
    if (position !== count) throw new AppError('upload.notFound', 404);
    await uploadsRepo.markApplied(trx, uploadId, id);
    return id;
  });
  await progress.report('done', count, count);
  await uploadsRepo.dropChunks(db, uploadId);
  sentenceBookChanged(db, bookId);
  return bookId;
}
