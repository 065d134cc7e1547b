/**
 * The upload API (spec points 2, 3, 5, 7): POST /api/upload/preview (JSON or multipart) →
 * {uploadId, counts, items, problems}; GET /api/upload/progress/:key → {stage, done, total};
 * POST /api/upload/:uploadId/apply → {bookId}. Parsing runs in the worker pool (parser.ts), the
 * apply in one transaction (apply.ts).
 */
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { collectGarbage } from '../../collect-garbage.js';
import { requireActor } from '../../http/context.js';
import { suspendAutoCheckpoint } from '../../db/sqlite-driver.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { meaningOrder } from '../study/words.js';
import { applyUpload } from './apply.js';
import { fromJson, fromMultipart } from './form.js';
import { createUploadParser } from './parser.js';
import { createPreview } from './preview.js';
import { progressReporter, readProgress } from './progress.js';

/** Files from this size on are worth a garbage collection before their preview (~30-60 ms of this thread). */
const COLLECT_FROM_BYTES = 1 << 20;

/** Parsing is the expensive part: a few previews a minute per user is plenty for a person. */
const PREVIEW_RATE = { max: 20, timeWindow: '1 minute' } as const;

/**
 * Previews of this many items or more have their WAL checkpointed in the upload thread (which has
 * just parsed them and is still alive); below, the writer's automatic checkpoints resume at once
 * and the next commit past 8,192 pages takes it, as for any write.
 */
const CHECKPOINT_FROM_ITEMS = 10_000;

export default async function uploadRoutes(app: FastifyInstance) {
  const parser = createUploadParser();
  app.addHook('onClose', async () => parser.close());
  // On an SQLite file the upload thread checkpoints after a large preview; an in-memory database
  // has no second connection.
  const thread = app.dialect === 'sqlite' && app.config.SQLITE_PATH !== ':memory:' ? { sqlitePath: app.config.SQLITE_PATH } : undefined;
  /** Resumes the writer's checkpoints once a large preview's WAL is copied by the upload thread (or at once). */
  const checkpointAfter = (items: number, resume: () => void) => {
    if (!thread || items < CHECKPOINT_FROM_ITEMS) return resume();
    parser.checkpoint({ sqlitePath: thread.sqlitePath }).then(resume, resume);
  };
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, fields: 20, fieldSize: UPLOAD_LIMITS.pastedChars * 4, parts: 24 },
  });

  route(
    app,
    api.preview,
    async (req) => {
      const actor = requireActor(req);
      const request = req.isMultipart() ? await fromMultipart(req) : fromJson((req.body ?? {}) as Record<string, unknown>);
      // A large file (see collect-garbage.ts): what the request thread let go goes before the upload's memory comes.
      const large = request.content.kind === 'file' && request.content.bytes.length >= COLLECT_FROM_BYTES;
      if (large) collectGarbage();
      const nativeLang = request.form.nativeLang ?? (req.account?.native_lang as typeof request.form.lang | null) ?? req.lang;
      const form = { ...request.form, nativeLang };
      const progress = progressReporter(app.kv, actor.id, request.progressKey);
      await progress.report('parse', 0, 1);
      // The draft book's items go into the WAL without checkpoints on this thread; a large one's
      // checkpoint then runs in the upload thread, after the answer (see checkpointAfter).
      const resume = thread ? suspendAutoCheckpoint(app.db) : () => {};
      let items = 0;
      try {
        const preview = await createPreview(app.db, {
          userId: actor.id,
          uiLang: req.lang,
          order: meaningOrder(req.account?.native_lang ?? null, req.lang),
          form,
          parse: (onChunk) => parser.parse({ form, content: request.content, onChunk }),
          progress,
          now: Date.now(),
        });
        items = preview.counts.items;
        return preview;
      } catch (err) {
        await progress.report('failed', 0, 0);
        // A failed large file may have written (and deleted) many items before it failed.
        if (large) items = CHECKPOINT_FROM_ITEMS;
        throw err;
      } finally {
        checkpointAfter(items, resume);
      }
    },
    {
      schema: {
        description:
          'JSON (`list` for word and sentence books, `article` for article books) or multipart/form-data with the same ' +
          'fields (`titles` as JSON text) and `file` (txt, doc, docx, xls, xlsx, csv; at most 20 MB). Answers the counts, ' +
          'the first items as they will appear and every problem with its row and column. The items wait in a hidden draft ' +
          'book that nobody sees until `POST /api/upload/:uploadId/apply` (deleted with the preview when it expires).',
        consumes: ['application/json', 'multipart/form-data'],
      },
      bodyLimit: UPLOAD_LIMITS.pastedChars * 4,
      config: { rateLimit: PREVIEW_RATE },
    },
  );

  route(app, api.progress, async (req) => {
    const progress = await readProgress(app.kv, requireActor(req).id, req.params.key);
    if (!progress) throw new AppError('upload.notFound', 404);
    return progress;
  });

  route(app, api.apply, async (req) => {
    const actor = requireActor(req);
    const progress = progressReporter(app.kv, actor.id, req.params.uploadId);
    try {
      return { bookId: await applyUpload(app.db, actor.id, req.params.uploadId, progress) };
    } catch (err) {
      await progress.report('failed', 0, 0);
      throw err;
    }
  });
}
