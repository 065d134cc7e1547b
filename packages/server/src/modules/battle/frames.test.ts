/** Reading client frames and the per-socket rate limit. */
import { BATTLE_MAX_FRAMES_PER_SECOND } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { botMove } from './bot.js';
import { parseClientFrame, TokenBucket } from './frames.js';

describe('parseClientFrame', () => {
  it('tells malformed from unknown frames', () => {
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ ok: true, frame: { type: 'ping' } });
    expect(parseClientFrame('{nope')).toEqual({ ok: false, code: 'malformed' });
    expect(parseClientFrame('[]')).toEqual({ ok: false, code: 'malformed' });
    expect(parseClientFrame('{"type":"queue","lang":"en"}')).toEqual({ ok: false, code: 'malformed' });
    expect(parseClientFrame('{"type":"dance"}')).toEqual({ ok: false, code: 'unknown-type' });
  });
});

describe('TokenBucket', () => {
  it('allows a burst of twice the rate, refills at the rate, and calls a flood abuse', () => {
    const b = new TokenBucket(BATTLE_MAX_FRAMES_PER_SECOND, BATTLE_MAX_FRAMES_PER_SECOND * 2, 0);
    for (let i = 0; i < BATTLE_MAX_FRAMES_PER_SECOND * 2; i++) expect(b.take(0)).toBe('ok');
    expect(b.take(0)).toBe('limited');
    expect(b.take(100)).toBe('ok'); // 100 ms refill two tokens
    expect(b.take(100)).toBe('ok');
    let verdict = '';
    for (let i = 0; i < 100 && verdict !== 'abuse'; i++) verdict = b.take(100);
    expect(verdict).toBe('abuse');
  });
});

describe('botMove', () => {
  it('is more accurate and quicker at higher levels', () => {
    const run = (level: number) => {
      let seed = 1;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      const moves = Array.from({ length: 2000 }, () => botMove(level, 10000, 100, random));
      return {
        accuracy: moves.filter((m) => m.correct).length / moves.length,
        ms: moves.reduce((n, m) => n + m.afterMs, 0) / moves.length,
      };
    };
    const low = run(1);
    const high = run(20);
    expect(low.accuracy).toBeGreaterThan(0.5);
    expect(high.accuracy).toBeGreaterThan(low.accuracy + 0.2);
    expect(high.ms).toBeLessThan(low.ms * 0.6);
    expect(botMove(10, 10000, 5, Math.random).afterMs).toBeLessThan(1000);
  });
});
