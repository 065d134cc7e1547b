/**
 * Client mistakes are answered 4xx with a localized message, never 500 or a reset connection: a
 * multipart body cut before its closing boundary (images, avatar, upload preview), a JPEG whose
 * header is valid and whose data is cut, and a body over the limit sent by a client that keeps
 * writing (it gets the 413, and the connection stays usable).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Session } from '@qfl/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../modules/images/test-images.js';
import { auth, signUp } from '../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../test/harness.js';

async function cutJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/**
 * Writes a request's head and its body in 64 KB pieces (each after the last has left), then a
 * second request on the same connection, as a client on a slow link does; collects what comes back.
 */
function slowWriter(port: number, head: string, body: Buffer) {
  return new Promise<{ text: string; error: string | null }>((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    sock.on('error', (err) => {
      error = (err as NodeJS.ErrnoException).code ?? err.message;
    });
    sock.on('close', () => resolve({ text, error }));
    sock.on('data', (d) => {
      text += String(d);
    });
    let at = 0;
    const next = () => {
      if (sock.destroyed) return;
      if (at >= body.length) return void sock.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      const piece = body.subarray(at, at + 64 * 1024);
      at += piece.length;
      sock.write(piece, () => setTimeout(next, 1));
    };
    sock.write(head, next);
  });
}

describe.each(backends)('client errors on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    s = await signUp(t, '13800138941');
  });
  afterAll(async () => t.close());

  it('a multipart body cut before its closing boundary is 400 request.incomplete on every multipart route', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    for (const url of ['/api/images', '/api/user/avatar', '/api/upload/preview']) {
      const body = multipartBody(png, 'image/png', 'post', url === '/api/upload/preview' ? 'words.txt' : 'p.png');
      const cut = body.payload.subarray(0, body.payload.length - 30);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: cut,
        headers: { ...auth(s), 'content-type': body.contentType, 'accept-language': 'en' },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json(), url).toMatchObject({
        msg: 'The upload was cut off before it finished; please try again',
        data: { error: 'request.incomplete' },
      });
    }
  });

  it('a JPEG with a valid header and cut data is 422 images.damaged (images and avatar); nothing is stored', async () => {
    const jpeg = await cutJpeg();
    const before = await countRows(t.app.db, 'images');
    for (const url of ['/api/images', '/api/user/avatar']) {
      const body = multipartBody(jpeg, 'image/jpeg', 'post', 'p.jpg');
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...auth(s), 'content-type': body.contentType, 'accept-language': 'zh' },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(res.json(), url).toMatchObject({ msg: '图片已损坏或不完整', data: { error: 'images.damaged' } });
    }
    expect(await countRows(t.app.db, 'images')).toBe(before);
  });

  it('a 3 MB JSON body gets a localized 413 while the client is still sending, and the connection stays usable', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const body = Buffer.from(JSON.stringify({ toUserId: 1, text: 'a'.repeat(3 * 1024 * 1024) }));
    const head =
      `POST /api/chat/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${s.token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nAccept-Language: en\r\n\r\n`;
    const { text, error } = await slowWriter(port, head, body);
    expect(error).toBeNull();
    const [answer, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(answer?.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer).toContain('"error":"request.tooLarge"');
    expect(answer).toContain('"msg":"The request is too large (at most 1 MB)"');
    expect(second?.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
