/**
 * Slow clients: on a real port, a connection that sends half a request line and then nothing
 * is closed by the server (header timeout), so held-open half requests cannot pile up.
 * Nothing here asserts how fast: only that the close happens.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('connection timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { HEADERS_TIMEOUT_MS: 300, REQUEST_TIMEOUT_MS: 600, KEEP_ALIVE_TIMEOUT_MS: 300 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  /** Opens a socket, writes `text`, and answers what the server sent before it closed the socket. */
  function holdOpen(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.on('data', (chunk) => {
        received += String(chunk);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('closes a connection that sent half a request line', async () => {
    const answer = await holdOpen('GET /api/hea');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await holdOpen('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes an idle kept-alive connection after an answer', async () => {
    const answer = await holdOpen('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
