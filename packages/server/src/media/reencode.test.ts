/**
 * The re-encoding budget: one image at a time with a bounded wait (so at most one thread of
 * Node's pool, the one scrypt hashes passwords on, is ever busy with images), frames × pixels
 * capped from the header, a re-encode past its time budget stopped and refused, cut data refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_ANIMATED_PIXELS, inspectImage, OneAtATime, reencodeImage } from './reencode.js';
import { animatedGif } from '../modules/images/test-images.js';

describe('OneAtATime', () => {
  it('runs one job at a time in arrival order and refuses at once past the waiting limit', async () => {
    const queue = new OneAtATime(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          order.push(n);
          resolve(n);
        });
      });
    const results = [1, 2, 3, 4].map((n) => queue.run(job(n)));
    expect(await results[3]).toBeNull(); // two wait already
    expect(queue.size).toBe(3);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(results.slice(0, 3))).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(queue.size).toBe(0);
  });
});

describe('inspectImage and reencodeImage', () => {
  it('caps frames × pixels from the header alone', async () => {
    expect(await inspectImage(animatedGif(2000, 15))).toEqual({ refused: 'too-many-pixels' });
    const side = Math.floor(Math.sqrt(IMAGE_MAX_ANIMATED_PIXELS / 3));
    expect(await inspectImage(animatedGif(side, 3))).toEqual({ format: 'gif', width: side, height: side, frames: 3 });
    expect(await inspectImage(animatedGif(side + 1, 3))).toEqual({ refused: 'too-many-pixels' });
    expect(await inspectImage(Buffer.from('not an image'))).toEqual({ refused: 'not-an-image' });
  });

  it('stops a re-encode that outruns its time budget, and refuses cut data as damaged', async () => {
    // ~11.9 M pixels of GIF: seconds of encoding, stopped after the 1 s budget.
    const gif = animatedGif(1090, 10);
    const shape = await inspectImage(gif);
    if ('refused' in shape) throw new Error('refused');
    expect(await reencodeImage(gif, shape, 1)).toEqual({ refused: 'too-slow' });

    const noise = Buffer.alloc(200 * 100 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 200, height: 100, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, jpeg.length >> 1);
    const cutShape = await inspectImage(cut);
    expect(cutShape).toEqual({ format: 'jpeg', width: 200, height: 100, frames: 1 });
    if ('refused' in cutShape) throw new Error('refused');
    expect(await reencodeImage(cut, cutShape)).toEqual({ refused: 'damaged' });
    const whole = await reencodeImage(jpeg, cutShape);
    expect(whole).toMatchObject({ width: 200, height: 100 });
  });
});
