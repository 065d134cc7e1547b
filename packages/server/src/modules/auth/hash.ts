/** Opaque secrets (tokens, SMS codes) are stored only as SHA-256 digests. */
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
export const newSecret = () => randomBytes(32).toString('base64url');
