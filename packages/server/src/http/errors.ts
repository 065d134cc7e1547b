/** The one error type: a stable key (localized on the way out), an honest HTTP status and the envelope code. */
import { ENVELOPE_CODES, type ErrorKey } from '@qfl/core';

export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
    readonly envelopeCode: number = ENVELOPE_CODES.failure,
  ) {
    super(key);
  }
}

export const errors = {
  validation: (field: string) => new AppError('validation', 422, { field }),
  notFound: (key: ErrorKey = 'notFound') => new AppError(key, 404),
  tokenExpired: () => new AppError('auth.tokenExpired', 401, {}, ENVELOPE_CODES.tokenExpired),
  sessionInvalid: () => new AppError('auth.sessionInvalid', 401, {}, ENVELOPE_CODES.badSession),
};
