/**
 * The failure side of the `{ code, msg, data }` envelope: the error and not-found handlers. The
 * success side is written by the response serializer of each route (contract.ts).
 */
import { ENVELOPE_CODES, ERROR_KEYS, type ErrorKey, type Envelope } from '@qfl/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { pickLang, translate } from '../i18n/messages.js';
import { AppError } from './errors.js';

function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

const isErrorKey = (s: string): s is ErrorKey => (ERROR_KEYS as readonly string[]).includes(s);

interface ZodishIssue {
  path?: (string | number)[];
  message?: string;
  instancePath?: string;
}

/** Turns framework errors (zod validation, rate limit, body too large) into AppErrors. */
function toAppError(err: FastifyError & { validation?: ZodishIssue[] }): AppError {
  if (err instanceof AppError) return err;
  if (err.validation) {
    const issue = err.validation[0];
    if (issue?.message && isErrorKey(issue.message)) return new AppError(issue.message, 422);
    const field = issue?.path?.join('.') || issue?.instancePath?.replace(/^\//, '') || err.validationContext || 'body';
    return new AppError('validation', 422, { field });
  }
  if (err.statusCode === 429) return new AppError('rateLimited', 429);
  if (err.statusCode === 404) return new AppError('notFound', 404);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new AppError('validation', err.statusCode, { field: err.code ?? 'request' });
  }
  return new AppError('internal', 500);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appErr = toAppError(err);
    if (appErr.status >= 500) request.log.error({ err }, 'request failed');
    const lang = request.lang ?? pickLang(request.headers['accept-language']);
    const msg = translate(lang, appErr.key, appErr.params);
    void reply.status(appErr.status).send(envelope(appErr.envelopeCode, msg, { error: appErr.key, params: appErr.params }));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLang(request.headers['accept-language']);
    void reply.status(404).send(envelope(ENVELOPE_CODES.failure, translate(lang, 'notFound'), { error: 'notFound' }));
  });
}
