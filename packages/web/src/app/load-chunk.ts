/**
 * Loads a lazily imported chunk with the spec's rules: no answer within CHUNK_TIMEOUT_MS
 * (120 s) rejects with "Loading chunk failed" of type `timeout`; a module that cannot be
 * fetched (404, offline) is `missing`; anything else (e.g. the module threw) is `error`.
 * The error carries the chunk's address (`request`) and is rejected to the caller.
 */
import { CHUNK_TIMEOUT_MS } from '@qfl/core';

export type ChunkErrorType = 'timeout' | 'missing' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkErrorType;
  /** The chunk's address when the browser names it, else the chunk's name. */
  readonly request: string;

  constructor(type: ChunkErrorType, request: string, cause?: unknown) {
    super('Loading chunk failed', cause === undefined ? undefined : { cause });
    this.type = type;
    this.request = request;
  }
}

/** Browser wordings for a module script that could not be fetched (Chromium, Firefox, Safari, Vite). */
const MISSING_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load module script/i,
];

function classifyChunkError(error: unknown): ChunkErrorType {
  const message = error instanceof Error ? error.message : String(error);
  return MISSING_PATTERNS.some((p) => p.test(message)) ? 'missing' : 'error';
}

/** The URL the browser reports in its error message, if any. */
function chunkAddress(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\.{0,2}\/\S+\.(?:js|mjs|css))/.exec(message)?.[1] ?? fallback;
}

export function loadChunk<T>(importer: () => Promise<T>, name: string, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
    let started: Promise<T>;
    try {
      started = importer();
    } catch (error) {
      clearTimeout(timer);
      reject(new ChunkLoadError('error', name, error));
      return;
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(classifyChunkError(error), chunkAddress(error, name), error));
      },
    );
  });
}
