/** GET /api/audio against the real app: real eSpeak synthesis, the disk cache, validation and failures. */

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lang } from '@qfl/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness.js';
import type { AudioService } from './audio-service.js';
import type { TtsProvider } from './tts-provider.js';

/** Wraps a provider and records every synthesis it is asked for (espeak itself stays real). */
function counting(inner: TtsProvider): { provider: TtsProvider; calls: string[] } {
  const calls: string[] = [];
  const provider: TtsProvider = {
    name: inner.name,
    voices: (lang) => inner.voices(lang),
    async synthesize(text, lang, voice, options) {
      const extra = options && (options.speed !== 1 || options.format !== 'wav') ? `:${options.speed}:${options.format}` : '';
      calls.push(`${lang}:${voice}:${text}${extra}`);
      return inner.synthesize(text, lang, voice, options);
    },
  };
  return { provider, calls };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A PCM WAV: RIFF/WAVE header whose sizes match the bytes, and some speech in it. */
function expectWav(body: Buffer): void {
  expect(body.toString('latin1', 0, 4)).toBe('RIFF');
  expect(body.toString('latin1', 8, 12)).toBe('WAVE');
  expect(body.readUInt32LE(4)).toBe(body.length - 8);
  expect(body.toString('latin1', 36, 40)).toBe('data');
  expect(body.readUInt32LE(40)).toBe(body.length - 44);
  expect(body.length).toBeGreaterThan(10_000);
}

describe.each(backends)('audio on %s', (backend) => {
  let t: TestApp;
  let service: AudioService;
  beforeEach(async () => {
    t = await createTestApp(backend);
    service = t.app.audio;
  });
  afterEach(async () => t.close());

  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/audio?${new URLSearchParams(query)}`, headers });

  it.each<[Lang, string]>([
    ['en', 'Good morning'],
    ['zh', '你好，世界'],
    ['ja', '日本語を勉強します'],
    ['ko', '안녕하세요'],
    ['es', '¿Dónde está la biblioteca?'],
  ])('speaks %s as a WAV', async (lang, text) => {
    const res = await get({ text, lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expectWav(res.rawPayload);
  });

  it('offers the British voice for English and rejects voices of other languages', async () => {
    const us = await get({ text: 'tomato', lang: 'en' });
    const gb = await get({ text: 'tomato', lang: 'en', voice: 'en-gb' });
    expectWav(gb.rawPayload);
    expect(gb.headers.etag).not.toBe(us.headers.etag);
    const wrong = await get({ text: 'tomato', lang: 'en', voice: 'cmn' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 500, data: { error: 'validation', params: { field: 'voice' } } });
  });

  it('serves the second request from the disk cache without synthesizing again', async () => {
    const { provider, calls } = counting(service.provider);
    service.useProvider(provider);

    const first = await get({ text: '  apple ', lang: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-audio-cache']).toBe('miss');
    // Same normalized triple (trimmed text, default voice spelled out): one entry.
    const second = await get({ text: 'apple', lang: 'en', voice: 'en-us' });
    expect(second.headers['x-audio-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(calls).toEqual(['en:en-us:apple']);

    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = filesUnder(t.app.config.AUDIO_CACHE_DIR);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/[\\/]espeak[\\/][0-9a-f]{2}[\\/][0-9a-f]{64}\.wav$/);

    const revalidated = await get({ text: 'apple', lang: 'en' }, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    // Safari asks for media in byte ranges.
    const probe = await get({ text: 'apple', lang: 'en' }, { range: 'bytes=0-1' });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${first.rawPayload.length}`);
    expect(probe.rawPayload.toString('latin1')).toBe('RI');
    expect(calls).toHaveLength(1);
  });

  it('synthesizes once for concurrent requests of the same text', async () => {
    const { provider, calls } = counting(service.provider);
    service.useProvider(provider);
    const answers = await Promise.all([1, 2, 3].map(() => get({ text: '银行行长', lang: 'zh' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(calls).toHaveLength(1);
  });

  it('rejects bad text with the localized audio.textInvalid (422)', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ text: '   ', lang: 'en' }, 'en', 'This text cannot be read aloud'],
      [{ text: 'a'.repeat(201), lang: 'en' }, 'zh', '无法朗读该内容'],
      [{ text: 'bell\u0007', lang: 'en' }, 'ja', 'このテキストは読み上げできません'],
      [{ text: 'two\nlines', lang: 'es' }, 'es', 'Este texto no se puede leer en voz alta'],
      [{ lang: 'ko' }, 'ko', '이 텍스트는 읽을 수 없습니다'],
    ];
    for (const [query, acceptLanguage, msg] of cases) {
      const res = await get(query, { 'accept-language': acceptLanguage });
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json()).toMatchObject({ code: 500, msg, data: { error: 'audio.textInvalid' } });
    }
    const badLang = await get({ text: 'hello', lang: 'fr' });
    expect(badLang.statusCode).toBe(422);
    expect(filesUnder(t.app.config.AUDIO_CACHE_DIR)).toEqual([]);
  });

  it('answers 500 audio.failed when the provider throws, and caches nothing', async () => {
    const inner = service.provider;
    service.useProvider({
      name: inner.name,
      voices: (lang) => inner.voices(lang),
      synthesize: async () => {
        throw new Error('engine exploded');
      },
    });
    const res = await get({ text: 'hello', lang: 'en' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ msg: 'Speech synthesis failed, please retry later', data: { error: 'audio.failed' } });
    expect(res.headers['cache-control']).toBeUndefined();
    expect(filesUnder(t.app.config.AUDIO_CACHE_DIR)).toEqual([]);

    // The real engine afterwards still works and fills the cache.
    service.useProvider(inner);
    expect((await get({ text: 'hello', lang: 'en' })).statusCode).toBe(200);
    expect(filesUnder(t.app.config.AUDIO_CACHE_DIR)).toHaveLength(1);
  });

  it('refuses audio longer than AUDIO_MAX_SECONDS and text past AUDIO_MAX_TEXT_LENGTH, storing nothing', async () => {
    const short = await createTestApp(backend, { AUDIO_MAX_SECONDS: 1, AUDIO_MAX_TEXT_LENGTH: 40 });
    try {
      const ask = (text: string) =>
        short.app.inject({ url: `/api/audio?${new URLSearchParams({ text, lang: 'en' })}`, headers: { 'accept-language': 'en' } });
      const long = await ask('The weather is lovely today, is it not?');
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ data: { error: 'audio.textInvalid' } });
      expect((await ask('x'.repeat(41))).statusCode).toBe(422);
      expect(filesUnder(short.app.config.AUDIO_CACHE_DIR)).toEqual([]);
      expect((await ask('yes')).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('serves audio next to the static web app (both use @fastify/static)', async () => {
    const web = mkdtempSync(join(tmpdir(), 'qfl-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
    const withWeb = await createTestApp(backend, { WEB_DIST: web });
    try {
      const res = await withWeb.app.inject({ url: '/api/audio?text=hello&lang=en' });
      expect(res.statusCode).toBe(200);
      expectWav(res.rawPayload);
      expect((await withWeb.app.inject({ url: '/index.html' })).body).toContain('<title>app</title>');
    } finally {
      await withWeb.close();
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('queues uncached synthesis per client: the IP without a valid token', async () => {
    const keys: string[] = [];
    const run = service.queue.run.bind(service.queue);
    service.queue.run = (client, task) => {
      keys.push(client);
      return run(client, task);
    };
    await t.app.inject({ url: '/api/audio?text=queue&lang=en', remoteAddress: '10.1.2.3' });
    await t.app.inject({ url: '/api/audio?text=queued&lang=en', remoteAddress: '10.1.2.4', headers: { authorization: 'Token nope' } });
    // A hit does not enter the queue.
    await t.app.inject({ url: '/api/audio?text=queue&lang=en', remoteAddress: '10.1.2.5' });
    expect(keys).toEqual(['ip:10.1.2.3', 'ip:10.1.2.4']);
  });

  it('is rate limited per route and documented in OpenAPI', async () => {
    const res = await get({ text: 'limit', lang: 'en' });
    expect(res.headers['x-ratelimit-limit']).toBe('600');
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = docs.paths['/api/audio'].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['format', 'lang', 'speed', 'text', 'voice']);
    expect(Object.keys(op.responses['200'].content)).toEqual(['audio/wav', 'audio/mpeg']);
  });

  it('renders speeds and MP3: each (speed, format) its own cache entry, speed 1 WAV the same as before', async () => {
    const { provider, calls } = counting(service.provider);
    service.useProvider(provider);
    const text = 'Where is the library?';
    const plain = await get({ text, lang: 'en' });
    const one = await get({ text, lang: 'en', speed: '1', format: 'wav' });
    expect(one.headers['x-audio-cache']).toBe('hit');
    expect(one.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(plain.headers['x-audio-start-offset']).toBe('0');

    const fast = await get({ text, lang: 'en', speed: '2' });
    expect(fast.headers['content-type']).toBe('audio/wav');
    expectWav(fast.rawPayload);
    expect(fast.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.65);
    const slow = await get({ text, lang: 'en', speed: '0.5' });
    expect(slow.rawPayload.length).toBeGreaterThan(plain.rawPayload.length * 1.6);

    const mp3 = await get({ text, lang: 'en', speed: '1.25', format: 'mp3' });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['x-audio-start-offset']).toBe('0.050113');
    expect(mp3.rawPayload[0]).toBe(0xff);
    expect(mp3.rawPayload.length).toBeLessThan(plain.rawPayload.length / 6);
    const again = await get({ text, lang: 'en', speed: '1.25', format: 'mp3' });
    expect(again.headers['x-audio-cache']).toBe('hit');
    expect(again.rawPayload.equals(mp3.rawPayload)).toBe(true);
    expect(calls).toEqual([
      'en:en-us:Where is the library?',
      'en:en-us:Where is the library?:2:wav',
      'en:en-us:Where is the library?:0.5:wav',
      'en:en-us:Where is the library?:1.25:mp3',
    ]);
    const files = filesUnder(t.app.config.AUDIO_CACHE_DIR);
    expect(files.filter((f) => f.endsWith('.mp3'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.wav'))).toHaveLength(3);
  });

  it('refuses a speed or format outside the lists (422), storing nothing', async () => {
    const bad: Record<string, string>[] = [{ speed: '3' }, { speed: '0.7' }, { speed: 'fast' }, { format: 'ogg' }];
    for (const query of bad) {
      const res = await get({ text: 'speed', lang: 'en', ...query }, { 'accept-language': 'en' });
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json()).toMatchObject({ code: 500 });
    }
    expect(filesUnder(t.app.config.AUDIO_CACHE_DIR)).toEqual([]);
  });

  it('lets a slowed-down sentence last up to 1/speed of AUDIO_MAX_SECONDS', async () => {
    const short = await createTestApp(backend, { AUDIO_MAX_SECONDS: 2 });
    try {
      const ask = (speed: string) =>
        short.app.inject({ url: `/api/audio?${new URLSearchParams({ text: 'The weather is fine', lang: 'en', speed })}` });
      expect((await ask('1')).statusCode).toBe(200);
      expect((await ask('0.5')).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
