/**
 * The one error type every API call rejects with. `kind` says where it failed:
 * server   the envelope answered a failure (code 500); `key`/`params` name it (ErrorData)
 * session  the session ended (code 400, or the token could not be refreshed)
 * http     a non-2xx answer without an envelope (`status` holds it)
 * network  the backend could not be reached
 * timeout  no answer within the request timeout
 */
import type { ErrorKey } from '@qfl/core';

type ApiErrorKind = 'server' | 'session' | 'http' | 'network' | 'timeout';

interface ApiErrorDetails {
  code?: number;
  status?: number;
  key?: ErrorKey;
  params?: Record<string, string | number>;
  serverMsg?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly status?: number;
  readonly key?: ErrorKey;
  readonly params?: Record<string, string | number>;
  readonly serverMsg?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.kind = kind;
    Object.assign(this, details);
  }

  /** A transport failure (no usable answer from the backend). */
  get isTransport(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'http';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when the failure carries the given server error key (e.g. `sms.dailyLimit`). */
export function hasErrorKey(value: unknown, key: ErrorKey): value is ApiError {
  return isApiError(value) && value.key === key;
}
