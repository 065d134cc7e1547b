/**
 * Decoding and re-encoding uploaded images (posts, chat, reports, avatars) within a budget, off
 * the threads that hash passwords:
 *
 * - sharp runs its work on Node's libuv thread pool (4 threads), the pool scrypt (sign-in, sign-up)
 *   waits on. Every decode and re-encode goes through one queue that runs ONE image at a time, on
 *   one libvips thread (`sharp.concurrency(1)`): three pool threads and the other cores stay free
 *   for sign-ins and requests whatever is uploaded. At most IMAGE_QUEUE_MAX images wait; more are
 *   refused at once (`busy`).
 * - Frames × pixels is capped before anything is decoded (`too-many-pixels`): an animated GIF of
 *   a few kilobytes can hold tens of frames of millions of pixels, and GIF encoding costs about a
 *   second per two million pixels.
 * - A re-encode that runs longer than IMAGE_TIME_BUDGET_SECONDS is stopped by libvips and refused
 *   (`too-slow`); bytes that decode as far as the header but not further are `damaged`.
 */
import sharp from 'sharp';

/** Largest side of an image (each frame). */
export const IMAGE_MAX_SIDE = 8000;
/** Pixels of a still image (one frame): IMAGE_MAX_SIDE². */
export const IMAGE_MAX_PIXELS = IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;
/** Frames × pixels of an animated image (e.g. 100 frames of 350×350). */
export const IMAGE_MAX_ANIMATED_PIXELS = 12_000_000;
/** Seconds libvips may spend re-encoding one image. */
export const IMAGE_TIME_BUDGET_SECONDS = 6;
/** Images waiting for the one re-encoding slot beyond which uploads are refused at once. */
export const IMAGE_QUEUE_MAX = 8;

sharp.concurrency(1);

export type ImageRefusal = 'not-an-image' | 'too-many-pixels' | 'too-slow' | 'damaged' | 'busy';

export interface ImageShape {
  format: string | undefined;
  width: number;
  /** Height of one frame. */
  height: number;
  frames: number;
}

/** Runs jobs one at a time, with at most `maxWaiting` waiting. */
export class OneAtATime {
  private running = false;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly maxWaiting: number) {}

  /** The job's result, or null when too many wait already. */
  async run<T>(job: () => Promise<T>): Promise<T | null> {
    if (this.running) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }

  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }
}

export const imageQueue = new OneAtATime(IMAGE_QUEUE_MAX);

/** Header facts of an image (no pixels decoded), or a refusal. */
export async function inspectImage(data: Buffer): Promise<ImageShape | { refused: ImageRefusal }> {
  const meta = await imageQueue.run(async () => {
    try {
      return await sharp(data, { animated: true, limitInputPixels: false }).metadata();
    } catch {
      return 'not-an-image' as const;
    }
  });
  if (meta === null) return { refused: 'busy' };
  if (meta === 'not-an-image') return { refused: 'not-an-image' };
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frames = Math.max(1, meta.pages ?? 1);
  if (frames > 1 && frames * width * height > IMAGE_MAX_ANIMATED_PIXELS) return { refused: 'too-many-pixels' };
  return { format: meta.format, width, height, frames };
}

export interface Reencoded {
  data: Buffer;
  width: number;
  height: number;
}

/** Re-encodes in the same format without metadata, upright, within the time budget. */
export async function reencodeImage(
  data: Buffer,
  shape: ImageShape,
  budgetSeconds = IMAGE_TIME_BUDGET_SECONDS,
): Promise<Reencoded | { refused: ImageRefusal }> {
  const result = await imageQueue.run(async () => {
    const animated = shape.format === 'gif' && shape.frames > 1;
    const pipeline = sharp(data, { animated, limitInputPixels: IMAGE_MAX_PIXELS * (animated ? shape.frames : 1), failOn: 'error' })
      .rotate()
      .timeout({ seconds: budgetSeconds });
    const out =
      shape.format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : shape.format === 'png'
          ? pipeline.png()
          : shape.format === 'webp'
            ? pipeline.webp({ quality: 85 })
            : pipeline.gif();
    try {
      const { data: clean, info } = await out.toBuffer({ resolveWithObject: true });
      return { data: clean, width: info.width, height: info.pageHeight ?? info.height };
    } catch (err) {
      return { refused: /timeout/i.test(String((err as Error).message)) ? ('too-slow' as const) : ('damaged' as const) };
    }
  });
  return result ?? { refused: 'busy' };
}
