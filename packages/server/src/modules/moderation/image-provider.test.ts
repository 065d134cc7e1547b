/** The default image provider: type, size and dimensions decided; metadata stripped; undecidable → review. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SharpImageProvider } from './image-provider.js';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

describe('SharpImageProvider', () => {
  const provider = new SharpImageProvider();

  it('passes a plain image, re-encoded upright without its EXIF (GPS included)', async () => {
    const jpeg = await solid(80, 60)
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'me' }, IFD3: { GPSLatitudeRef: 'N' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const v = await provider.check({ data: jpeg, declaredMime: 'image/png' });
    expect([v.verdict, v.labels, v.image?.mime, v.image?.width, v.image?.height]).toEqual(['pass', [], 'image/jpeg', 60, 80]);
    const meta = await sharp(v.image?.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('blocks what is not an image, empty, too small or of an unsupported type', async () => {
    expect((await provider.check({ data: Buffer.from('hello') })).labels).toEqual(['not-an-image']);
    expect((await provider.check({ data: Buffer.alloc(0) })).labels).toEqual(['empty']);
    expect((await provider.check({ data: await solid(8, 8).png().toBuffer() })).labels).toEqual(['too-small-dimensions']);
    const tiff = await solid(32, 32).tiff().toBuffer();
    expect(await provider.check({ data: tiff })).toEqual({ verdict: 'block', labels: ['unsupported-type'] });
  });

  it('sends undecidable images to review: animated GIFs and extreme shapes', async () => {
    const frames = await Promise.all(
      ['#f00', '#00f'].map((c) =>
        sharp({ create: { width: 32, height: 32, channels: 4, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const animated = await provider.check({ data: gif });
    expect([animated.verdict, animated.labels, animated.image?.mime, animated.image?.width]).toEqual([
      'review',
      ['animated'],
      'image/gif',
      32,
    ]);
    const still = await provider.check({ data: await solid(32, 32).gif().toBuffer() });
    expect([still.verdict, still.labels]).toEqual(['pass', []]);
    const banner = await provider.check({ data: await solid(500, 100).png().toBuffer() });
    expect([banner.verdict, banner.labels]).toEqual(['review', ['aspect-ratio']]);
    const square = await provider.check({ data: await solid(100, 100).webp().toBuffer() });
    expect([square.verdict, square.image?.mime]).toEqual(['pass', 'image/webp']);
  });

  it('reviews public (post, avatar) or all images as configured', async () => {
    const data = await solid(50, 50).png().toBuffer();
    const verdicts = async (p: SharpImageProvider) =>
      Promise.all(['post', 'avatar', 'chat'].map(async (purpose) => (await p.check({ data, purpose })).verdict));
    expect(await verdicts(new SharpImageProvider('off'))).toEqual(['pass', 'pass', 'pass']);
    expect(await verdicts(new SharpImageProvider('public'))).toEqual(['review', 'review', 'pass']);
    expect(await verdicts(new SharpImageProvider('all'))).toEqual(['review', 'review', 'review']);
  });
});
