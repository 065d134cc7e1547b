/**
 * The web app's static files: precompressed variants chosen by Accept-Encoding, a year of
 * immutable caching for hashed assets and revalidation for the files that keep their names.
 * Runs against a tiny fake dist (WEB_DIST) so it does not need a web build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/harness.js';

const js = `export const answer = ${'42 + '.repeat(200)}0;\n`;
const html = '<!doctype html><title>qfl</title><div id="root"></div>';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qfl-dist-'));
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, body: string, compressed = true) => {
    writeFileSync(join(dir, name), body);
    if (!compressed) return;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body));
  };
  write('index.html', html);
  write('assets/index-AbC123.js', js);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', '{"name":"qfl"}');
  write('icon-192.png', 'png', false);
  return dir;
}

describe.each(backends)('static web files (%s)', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp(backend, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves brotli when accepted, gzip otherwise, identity when neither', async () => {
    const url = '/assets/index-AbC123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, the service worker, the manifest and icons', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/icon-192.png']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const root = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 304 to a revalidation with the ETag', async () => {
    const first = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
