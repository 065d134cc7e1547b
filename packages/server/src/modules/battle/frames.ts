/**
 * Reading client frames: size is capped by ws itself (maxPayload closes the socket), then JSON,
 * then the core union. A frame whose `type` is not in the union gets `unknown-type`, anything
 * else that does not parse `malformed`; the socket stays open either way. A token bucket per
 * socket caps the rate: a frame over it gets `rate-limited`, and a socket that keeps going
 * (more rejected frames than the bucket holds in a row) is closed.
 */
import { BATTLE_MAX_FRAMES_PER_SECOND, type BattleErrorCode, type ClientFrame, clientFrameSchema } from '@qfl/core';

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

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Frames refused in a row. */
  strikes = 0;

  constructor(
    private readonly rate = BATTLE_MAX_FRAMES_PER_SECOND,
    private readonly burst = BATTLE_MAX_FRAMES_PER_SECOND * 2,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** 'ok', 'limited' (answer with an error) or 'abuse' (close the socket). */
  take(now = Date.now()): 'ok' | 'limited' | 'abuse' {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = 0;
      return 'ok';
    }
    this.strikes++;
    return this.strikes > this.burst ? 'abuse' : 'limited';
  }
}
