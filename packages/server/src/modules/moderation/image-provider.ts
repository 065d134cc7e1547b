/**
 * The default image provider: the bytes must decode as JPEG, PNG, WebP or GIF (whatever the
 * client declared), within IMAGE_MAX_BYTES and IMAGE_MAX_SIDE; the image is re-encoded in its own
 * format without metadata (sharp drops EXIF/GPS unless asked to keep it) and turned upright.
 * What it cannot judge goes to `review` (published, then an admin looks): an animated GIF (only
 * its first frame would be judged), an extreme shape (longer side over IMAGE_REVIEW_ASPECT times
 * the shorter: banners, hidden strips), and, by `MODERATION_IMAGE_REVIEW`, public images (posts,
 * avatars) or all of them. Decoding and re-encoding go through media/reencode.ts: one image at
 * a time off the password-hashing threads, frames × pixels capped, within a time budget.
 */
import { IMAGE_MAX_SIDE, inspectImage, reencodeImage } from '../../media/reencode.js';
import type { CleanImage, ImageInput, ImageProvider, ImageVerdict } from './types.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export { IMAGE_MAX_SIDE };
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
    const shape = await inspectImage(data);
    if ('refused' in shape) return refuse(shape.refused);
    const mime = shape.format ? FORMATS[shape.format] : undefined;
    if (!mime) return refuse('unsupported-type');
    const { width, height } = shape;
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) return refuse('too-large-dimensions');
    if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) return refuse('too-small-dimensions');
    const clean = await reencodeImage(data, shape);
    if ('refused' in clean) return refuse(clean.refused);
    const labels: string[] = [];
    if (shape.frames > 1) labels.push('animated');
    if (Math.max(width, height) > IMAGE_REVIEW_ASPECT * Math.min(width, height)) labels.push('aspect-ratio');
    if (this.review === 'all' || (this.review === 'public' && purpose && PUBLIC_IMAGE_PURPOSES.includes(purpose)))
      labels.push('configured');
    return {
      verdict: labels.length > 0 ? 'review' : 'pass',
      labels,
      image: { data: clean.data, mime, width: clean.width, height: clean.height },
    };
  }
}
