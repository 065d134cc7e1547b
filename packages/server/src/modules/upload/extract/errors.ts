/**
 * The one error extraction throws: an error key of the API contract (`upload.*`) with its message
 * parameters, so the route answers it like any other contract error. It crosses the worker
 * boundary as plain `{ key, params }` (see worker.ts / pool.ts).
 */
import type { ErrorKey } from '@qfl/core';

export type ExtractErrorParams = Record<string, string | number>;

export class ExtractError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: ExtractErrorParams = {},
  ) {
    super(key);
    this.name = 'ExtractError';
  }
}

export const isExtractError = (e: unknown): e is ExtractError => e instanceof ExtractError;
