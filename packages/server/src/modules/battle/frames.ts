/**
 * Reading client frames: size is capped by ws itself (maxPayload closes the socket), then JSON,
 * then the core union. A frame whose `type` is not in the union gets `unknown-type`, anything
 * else that does not parse `malformed`; the socket stays open either way. The rate is capped by
 * the app's one frame limit (realtime/frame-limit.ts): one `rate-limited` error, then silence,
 * then close 1008.
 */
import { type BattleErrorCode, type ClientFrame, clientFrameSchema } from '@qfl/core';

const KNOWN_TYPES = new Set(clientFrameSchema.options.map((o) => o.shape.type.value as string));

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; code: BattleErrorCode };

export function parseClientFrame(data: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, code: 'malformed' };
  }
  const parsed = clientFrameSchema.safeParse(value);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  return { ok: false, code: typeof type === 'string' && !KNOWN_TYPES.has(type) ? 'unknown-type' : 'malformed' };
}

/** The per-socket frame limit is the app's one limit for every socket (realtime/frame-limit.ts). */
export { TokenBucket } from '../../realtime/frame-limit.js';
