/**
 * Images on a real database: a PNG or JPEG upload is re-encoded without metadata and served from
 * the app's own path with its type, nosniff and a long cache; wrong types, empty files, oversized
 * files and odd sizes are refused with a localized message; hidden images are gone; uploads per
 * user are limited; a `review` verdict queues the image; an animated GIF over the frames × pixels
 * cap is refused before it is decoded.
 */
import type { Session } from '@qfl/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, signUp } from '../../test/accounts.js';
import { backends, countRows, createTestApp, type TestApp } from '../../test/harness.js';
import { IMAGE_MAX_BYTES } from '../moderation/image-provider.js';
import { IMAGE_MAX_ANIMATED_PIXELS } from '../../media/reencode.js';
import { IMAGE_UPLOAD_RATE } from './service.js';
import { animatedGif, multipartBody, pngBytes } from './test-images.js';

describe.each(backends)('images on %s', (backend) => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await signUp(t, '13800138201');
  });
  afterAll(async () => t.close());

  const upload = (file: Buffer, mime: string, purpose = 'post', lang = 'en', session = s) => {
    const body = multipartBody(file, mime, purpose);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...auth(session), 'content-type': body.contentType, 'accept-language': lang },
    });
  };

  it('stores a PNG and serves it from /api/images/<key> with its type, nosniff and a long cache', async () => {
    const res = await upload(await pngBytes(), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 40, height: 30, mime: 'image/png' });
    expect(data.key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(data.path).toBe(`/api/images/${data.key}`);
    const got = await t.app.inject({ url: data.path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toContain('immutable');
    expect((await sharp(got.rawPayload).metadata()).format).toBe('png');

    await t.app.db.updateTable('images').set({ hidden_at: Date.now() }).where('key', '=', data.key).execute();
    const hidden = await t.app.inject({ url: data.path });
    expect(hidden.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('re-encodes a JPEG without its EXIF metadata, whatever type the client declared', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner-XYZ', ImageDescription: 'GPS home' } })
      .toBuffer();
    expect(jpeg.includes('secret-owner-XYZ')).toBe(true);
    const res = await upload(jpeg, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mime).toBe('image/jpeg');
    const stored = await t.app.inject({ url: res.json().data.path });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.includes('secret-owner-XYZ')).toBe(false);
  });

  it('refuses what is not an image, an unsupported type, odd sizes, empty and oversized files, localized; nothing is stored', async () => {
    const before = await countRows(t.app.db, 'images');
    const text = await upload(Buffer.from('hello, not an image at all'), 'image/png', 'post', 'zh');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ msg: '文件不是图片', data: { error: 'images.notAnImage' } });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"></svg>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(422);
    expect(['images.unsupportedType', 'images.notAnImage']).toContain(svg.json().data.error);
    const tiny = await upload(await pngBytes(4, 4), 'image/png');
    expect(tiny.json().data.error).toBe('images.badDimensions');
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.error).toBe('images.fileRequired');
    const huge = await upload(Buffer.alloc(IMAGE_MAX_BYTES + 10, 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().data).toMatchObject({ error: 'images.tooLarge', params: { max: 5 } });
    const badPurpose = await upload(await pngBytes(), 'image/png', 'wallpaper');
    expect(badPurpose.statusCode).toBe(422);
    expect(badPurpose.json().data).toMatchObject({ error: 'validation', params: { field: 'purpose' } });
    const json = await t.app.inject({ method: 'POST', url: '/api/images', payload: { file: 'x' }, headers: auth(s) });
    expect(json.statusCode).toBe(422);
    expect(await countRows(t.app.db, 'images')).toBe(before);
  });

  it('refuses an animated GIF over the frames × pixels cap before decoding it, localized; a small animated GIF still goes to review', async () => {
    const before = await countRows(t.app.db, 'images');
    // 15 frames of 2000×2000 in a few hundred bytes: 60 M pixels (under the 64 M still-image cap).
    const bomb = await upload(animatedGif(2000, 15), 'image/gif', 'chat', 'es');
    expect(bomb.statusCode, bomb.body).toBe(422);
    expect(bomb.json()).toMatchObject({
      msg: 'La imagen es demasiado grande: como máximo 12 millones de píxeles sumando todos sus fotogramas',
      data: { error: 'images.tooManyPixels', params: { max: IMAGE_MAX_ANIMATED_PIXELS / 1_000_000 } },
    });
    expect(await countRows(t.app.db, 'images')).toBe(before);
    const small = await upload(animatedGif(64, 3), 'image/gif', 'chat');
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().data).toMatchObject({ width: 64, height: 64, mime: 'image/gif' });
    const row = await t.app.db.selectFrom('images').select('verdict').where('key', '=', small.json().data.key).executeTakeFirstOrThrow();
    expect(row.verdict).toBe('review');
  });

  it('a blocking provider refuses; a review verdict stores and queues the image', async () => {
    const provider = t.app.moderation.image;
    const clean = await provider.check({ data: await pngBytes() });
    try {
      t.app.moderation.image = { check: async () => ({ verdict: 'block', labels: ['sexual'] }) };
      const blocked = await upload(await pngBytes(), 'image/png');
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json().data.error).toBe('images.blocked');
      t.app.moderation.image = { check: async () => ({ ...clean, verdict: 'review', labels: ['suggestive'] }) };
      const reviewed = await upload(await pngBytes(), 'image/png');
      expect(reviewed.statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('images')
        .select(['id', 'verdict'])
        .where('key', '=', reviewed.json().data.key)
        .executeTakeFirstOrThrow();
      expect(row.verdict).toBe('review');
      const queued = await t.app.db.selectFrom('moderation_queue').selectAll().where('target_kind', '=', 'image').execute();
      expect(queued.map((q) => q.target_id)).toContain(String(row.id));
    } finally {
      t.app.moderation.image = provider;
    }
  });

  it('suspended users cannot upload, visitors neither, and uploads per user are limited', async () => {
    const other = await signUp(t, '13800138202');
    await t.app.db
      .updateTable('users')
      .set({ suspended_until: Date.now() + 60_000 })
      .where('id', '=', other.userInfo.id)
      .execute();
    const suspended = await upload(await pngBytes(), 'image/png', 'post', 'en', other);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().data.error).toBe('social.suspended');
    expect((await t.app.inject({ method: 'POST', url: '/api/images' })).statusCode).toBe(401);

    await t.app.kv.set(`images:up:${s.userInfo.id}`, String(IMAGE_UPLOAD_RATE.max), 600);
    const limited = await upload(await pngBytes(), 'image/png');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.error).toBe('images.rateLimited');
    await t.app.kv.del(`images:up:${s.userInfo.id}`);
  });
});
