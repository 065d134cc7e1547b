/**
 * The extraction task run inside a worker thread (entry point: src/workers/upload-extract.ts,
 * which the server build bundles to dist/workers/upload-extract.js). Errors do not cross the
 * thread boundary as Error objects (structured clone keeps only the message), so the task
 * answers a plain result and pool.ts rebuilds the ExtractError.
 */
import type { ErrorKey } from '@qfl/core';
import { ExtractError, type ExtractErrorParams } from './errors.js';
import { type Extracted, extractFile } from './extract.js';

export interface ExtractTask {
  bytes: Uint8Array;
  filename: string;
}

export type ExtractTaskResult = { ok: true; value: Extracted } | { ok: false; key: ErrorKey; params: ExtractErrorParams };

export default async function extractTask(task: ExtractTask): Promise<ExtractTaskResult> {
  try {
    return { ok: true, value: await extractFile(task.bytes, task.filename) };
  } catch (e) {
    if (e instanceof ExtractError) return { ok: false, key: e.key, params: e.params };
    return { ok: false, key: 'upload.parseFailed', params: {} };
  }
}
