/**
 * The one frame limit of every socket: the bucket's arithmetic, and a ping flood on every
 * `websocket: true` route of the app (battle, chat, any added later) on each database: at most a
 * burst of answers, one `rate-limited` error frame, then close 1008.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auth, signUp } from '../test/accounts.js';
import { backends, createTestApp, type TestApp } from '../test/harness.js';
import { SOCKET_CLOSE_POLICY, SOCKET_FRAMES_PER_SECOND, TokenBucket } from './frame-limit.js';

describe('TokenBucket', () => {
  it('allows a burst of twice the rate, refills at the rate, and calls a run of refusals longer than the burst abuse', () => {
    const b = new TokenBucket(SOCKET_FRAMES_PER_SECOND, SOCKET_FRAMES_PER_SECOND * 2, 0);
    for (let i = 0; i < SOCKET_FRAMES_PER_SECOND * 2; i++) expect(b.take(0)).toBe('ok');
    expect(b.take(0)).toBe('limited');
    expect(b.strikes).toBe(1);
    expect(b.take(100)).toBe('ok'); // 100 ms refill two tokens
    expect(b.take(100)).toBe('ok');
    expect(b.strikes).toBe(0);
    const verdicts: string[] = [];
    for (let i = 0; i < SOCKET_FRAMES_PER_SECOND * 2 + 1; i++) verdicts.push(b.take(100));
    expect(verdicts.slice(0, -1).every((v) => v === 'limited')).toBe(true);
    expect(verdicts.at(-1)).toBe('abuse');
  });
});

/** Sends `count` pings at once and collects what comes back until the socket closes. */
async function flood(url: string, count: number): Promise<{ frames: { type: string; code?: string; msg?: string }[]; code: number }> {
  const ws = new WebSocket(url, { headers: { 'accept-language': 'en' } });
  const frames: { type: string; code?: string; msg?: string }[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const timeout = setTimeout(() => ws.terminate(), 10_000);
  for (let i = 0; i < count; i++) ws.send('{"type":"ping"}');
  const code = await closed;
  clearTimeout(timeout);
  return { frames, code };
}

describe.each(backends)('every socket of the app on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('knows its socket routes', () => {
    expect([...t.app.realtime.socketPaths].sort()).toEqual(['/ws/battle/', '/ws/chat/']);
  });

  it('answers a ping flood with at most a burst of frames and one rate-limited error, then closes it with 1008', async () => {
    const session = await signUp(t, '13800138931');
    const port = (t.app.server.address() as AddressInfo).port;
    for (const path of t.app.realtime.socketPaths) {
      const feature = /^\/ws\/([a-z-]+)\/$/.exec(path)?.[1];
      const res = await t.app.inject({ method: 'POST', url: `/api/${feature}/ticket`, headers: auth(session) });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      const { frames, code } = await flood(`ws://127.0.0.1:${port}${path}?ticket=${res.json().data.ticket}`, 400);
      expect(code, path).toBe(SOCKET_CLOSE_POLICY);
      const errors = frames.filter((f) => f.type === 'error');
      expect(errors, path).toHaveLength(1);
      expect(errors[0], path).toMatchObject({ code: 'rate-limited', msg: expect.stringMatching(/slow down/) });
      const pongs = frames.filter((f) => f.type === 'pong').length;
      // The burst, plus what refilled while the flood was read (far less than one answer per frame).
      expect(pongs, path).toBeGreaterThanOrEqual(SOCKET_FRAMES_PER_SECOND * 2);
      expect(pongs, path).toBeLessThan(SOCKET_FRAMES_PER_SECOND * 4);
    }
  });
});
