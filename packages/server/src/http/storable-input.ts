/**
 * Refuses a request whose path parameters, query or JSON body hold a string no database stores as
 * given (U+0000, a lone surrogate: core `findUnstorableText`), with the same localized validation
 * error on SQLite and PostgreSQL, before any handler or query sees it. Runs before validation, so
 * the answer does not depend on the route's schema or on whether the caller is signed in.
 */
import { findUnstorableText } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export function installStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const at = findUnstorableText(value);
      if (at !== null) throw new AppError('validation', 422, { field: at || part });
    }
  });
}
