/**
 * The default image provider: the bytes must decode as JPEG, PNG, WebP or GIF (whatever the
 * client declared), within IMAGE_MAX_BYTES and IMAGE_MAX_SIDE; the image is re-encoded in its own
 * format without metadata (sharp drops EXIF/GPS unless asked to keep it) and turned upright.
 * What it cannot judge goes to `review` (published, then an admin looks): an animated GIF (only
 * its first frame would be judged), an extreme shape (longer side over IMAGE_REVIEW_ASPECT times
 * the shorter: banners, hidden strips), and, by `MODERATION_IMAGE_REVIEW`, public images (posts,
 * avatars) or all of them.
 */
import sharp from 'sharp';
import type { CleanImage, ImageInput, ImageProvider, ImageVerdict } from './types.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_REVIEW_ASPECT = 4;

export type ImageReviewSetting = 'off' | 'public' | 'all';
/** Purposes whose images everyone may see. */
export const PUBLIC_IMAGE_PURPOSES = ['post', 'avatar'];

const FORMATS: Record<string, CleanImage['mime']> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const refuse = (label: string): ImageVerdict => ({ verdict: 'block', labels: [label] });

export class SharpImageProvider implements ImageProvider {
  constructor(private readonly review: ImageReviewSetting = 'off') {}

  async check({ data, purpose }: ImageInput): Promise<ImageVerdict> {
    if (data.length === 0) return refuse('empty');
    if (data.length > IMAGE_MAX_BYTES) return refuse('too-large');
    let meta: sharp.Metadata;
    try {
      meta = await sharp(data, { animated: true, limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE }).metadata();
    } catch {
      return refuse('not-an-image');
    }
    const mime = meta.format ? FORMATS[meta.format] : undefined;
    if (!mime) return refuse('unsupported-type');
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return refuse('too-large-dimensions');
    if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) return refuse('too-small-dimensions');
    const pipeline = sharp(data, { animated: mime === 'image/gif' }).rotate();
    const out =
      mime === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : mime === 'image/png'
          ? pipeline.png()
          : mime === 'image/webp'
            ? pipeline.webp({ quality: 85 })
            : pipeline.gif();
    const { data: clean, info } = await out.toBuffer({ resolveWithObject: true });
    const labels: string[] = [];
    if ((meta.pages ?? 1) > 1) labels.push('animated');
    if (Math.max(width, height) > IMAGE_REVIEW_ASPECT * Math.min(width, height)) labels.push('aspect-ratio');
    if (this.review === 'all' || (this.review === 'public' && purpose && PUBLIC_IMAGE_PURPOSES.includes(purpose)))
      labels.push('configured');
    return {
      verdict: labels.length > 0 ? 'review' : 'pass',
      labels,
      image: { data: clean, mime, width: info.width, height: info.pageHeight ?? info.height },
    };
  }
}
