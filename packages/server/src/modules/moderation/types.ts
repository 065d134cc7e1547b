/**
 * Content moderation behind a provider interface (issue 13). A provider answers a verdict:
 * `pass` (publish), `review` (publish, and queue it for an admin) or `block` (refuse, nothing is
 * written). Other providers (a cloud service) plug in by implementing these two interfaces.
 */
import type { Lang } from '@qfl/core';

export type Verdict = 'pass' | 'review' | 'block';

export interface TextVerdict {
  verdict: Verdict;
  /** Why: e.g. `profanity:en`, `sexual:zh`, `contact`. Empty on pass. */
  labels: string[];
}

export interface TextProvider {
  /** Synchronous on purpose: the offline lists answer in microseconds (bench/moderation.ts). */
  check(text: string, lang?: Lang): TextVerdict;
}

export interface ImageInput {
  data: Buffer;
  /** What the client said it sends (multipart content type); the bytes decide. */
  declaredMime?: string;
  /** Where it will be shown (post, chat, avatar, report): `MODERATION_IMAGE_REVIEW=public` reviews public ones. */
  purpose?: string;
}

export interface CleanImage {
  /** Re-encoded bytes without metadata (EXIF, GPS, ICC comments). */
  data: Buffer;
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  width: number;
  height: number;
}

export interface ImageVerdict {
  verdict: Verdict;
  labels: string[];
  /** The image to store, present unless the verdict is `block`. */
  image?: CleanImage;
}

export interface ImageProvider {
  check(input: ImageInput): Promise<ImageVerdict>;
}

export interface Moderation {
  text: TextProvider;
  image: ImageProvider;
}
