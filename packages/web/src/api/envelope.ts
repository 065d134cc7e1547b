/** Recognising the `{code, msg, data}` envelope and the shapes the client relies on. */
import type { Envelope, ErrorData, Session } from '@qfl/core';

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && 'data' in v && (typeof v.msg === 'string' || v.msg === undefined);
}

export function errorData(value: unknown): Partial<ErrorData> {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const out: Partial<ErrorData> = {};
  if (typeof v.error === 'string') out.error = v.error as ErrorData['error'];
  if (typeof v.params === 'object' && v.params !== null) out.params = v.params as ErrorData['params'];
  return out;
}

/** A session worth storing: both tokens and a user with an id; anything less is never kept. */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || v.token.length === 0) return false;
  if (typeof v.refreshToken !== 'string' || v.refreshToken.length === 0) return false;
  if (typeof v.userInfo !== 'object' || v.userInfo === null) return false;
  const id = (v.userInfo as Record<string, unknown>).id;
  return typeof id === 'number' && Number.isFinite(id);
}
