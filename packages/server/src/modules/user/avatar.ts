/**
 * Avatar images: PNG, JPEG or WebP recognized by their first bytes (the client's declared type is
 * not trusted), at most AVATAR_MAX_BYTES, stored in the database so every process serves them.
 */
import { createHash } from 'node:crypto';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarMime = 'image/png' | 'image/jpeg' | 'image/webp';

export function sniffImage(data: Buffer): AvatarMime | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A short content digest: the ETag and the `?v=` of the avatar URL. */
export const avatarEtag = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 22);
