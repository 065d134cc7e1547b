/**
 * The request side of parsing: hands an upload (pasted text or a file) to the worker pool and
 * turns what comes back, or the pool's refusals, into the contract's errors with honest HTTP
 * statuses (413 too large, 503 busy, 422 anything wrong with the content).
 */
import type { ErrorKey, UploadItem } from '@qfl/core';
import { AppError } from '../../http/errors.js';
import { ExtractError } from './extract/errors.js';
import { createExtractPool, type ExtractPool, type ExtractPoolOptions } from './extract/pool.js';
import type { ChunkMessage, ParseContent, ParseOutcome, ParseRules } from './parse-task.js';

export type { ChunkMessage, ParseOutcome } from './parse-task.js';
export type ParsedItem = UploadItem;

const STATUS: Partial<Record<ErrorKey, number>> = {
  'upload.fileTooLarge': 413,
  'upload.unzipTooLarge': 413,
  'upload.busy': 503,
};

export interface UploadParser {
  /** `onChunk` stores each chunk of items as the worker makes it (one at a time; see ExtractPool.parse). */
  parse(task: { form: ParseRules; content: ParseContent; onChunk: (chunk: ChunkMessage) => Promise<void> }): Promise<ParseOutcome>;
  /** The SQLite file's WAL checkpointed in the upload thread (ExtractPool.checkpoint). */
  checkpoint: ExtractPool['checkpoint'];
  close(): Promise<void>;
}

export function createUploadParser(options: ExtractPoolOptions = {}): UploadParser {
  const pool = createExtractPool(options);
  return {
    async parse({ form, content, onChunk }) {
      try {
        return await pool.parse(
          {
            rules: { type: form.type, mode: form.mode, lang: form.lang, nativeLang: form.nativeLang },
            content,
          },
          onChunk,
        );
      } catch (e) {
        if (e instanceof ExtractError) throw new AppError(e.key, STATUS[e.key] ?? 422, e.params);
        throw e;
      }
    },
    checkpoint: (task) => pool.checkpoint(task),
    close: () => pool.close(),
  };
}
