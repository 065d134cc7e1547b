/**
 * The failure side of the `{ code, msg, data }` envelope: the error and not-found handlers. The
 * success side is written by the response serializer of each route (contract.ts).
 */
import { ENVELOPE_CODES, ERROR_KEYS, type ErrorKey, type Envelope } from '@qfl/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { pickLang, translate } from '../i18n/messages.js';
import { KvUnavailableError } from '../kv/kv.js';
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

/** Multipart bodies that end before their closing boundary (busboy's words for it), or a request the client aborted. */
const CUT_BODY = /unexpected end of (multipart data|form)|part terminated early|malformed part header|boundary not found|^aborted$/i;

/** Turns framework errors (zod validation, rate limit, body too large, cut bodies) into AppErrors. */
function toAppError(err: FastifyError & { validation?: ZodishIssue[] }, request: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof KvUnavailableError) return new AppError('service.unavailable', 503);
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
    return new AppError('request.tooLarge', 413, { max: Math.max(1, Math.round(limit / 1024 / 1024)) });
  }
  if (!err.statusCode && CUT_BODY.test(err.message ?? '')) return new AppError('request.incomplete', 400);
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

/** Bodies up to this size that are refused as too large are read to their end before the 413 (see `drained`). */
const DRAIN_UP_TO_BYTES = 32 * 1024 * 1024;

/**
 * Reads and drops the rest of a body refused as too large, so the client (still sending it) gets
 * the 413 rather than a reset: closing a socket with unread bytes makes the kernel send RST, and
 * a client still writing loses the answer. Bodies over DRAIN_UP_TO_BYTES (or that stall for
 * 10 s) are not waited for: the connection closes after the answer.
 */
function drained(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw;
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  if (raw.complete) return Promise.resolve(true);
  if (!(length <= DRAIN_UP_TO_BYTES)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), 10_000);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      raw.off('end', onEnd);
      raw.off('error', onError);
      resolve(ok);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.resume();
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const appErr = toAppError(err, request);
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && (await drained(request))) reply.removeHeader('connection');
    if (appErr.status >= 500) request.log.error({ err }, 'request failed');
    const lang = request.lang ?? pickLang(request.headers['accept-language']);
    const msg = translate(lang, appErr.key, appErr.params);
    return reply.status(appErr.status).send(envelope(appErr.envelopeCode, msg, { error: appErr.key, params: appErr.params }));
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLang(request.headers['accept-language']);
    void reply.status(404).send(envelope(ENVELOPE_CODES.failure, translate(lang, 'notFound'), { error: 'notFound' }));
  });
}
