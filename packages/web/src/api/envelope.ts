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

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.length > 0 && typeof v.userInfo === 'object' && v.userInfo !== null;
}
