/** Opaque secrets (tokens, SMS codes) are stored only as SHA-256 digests. */
import { hash, randomBytes } from 'node:crypto';

// The one-shot digest: no Hash object per call (every signed-in request hashes its token).
export const sha256 = (text: string) => hash('sha256', text, 'base64url');
export const newSecret = () => randomBytes(32).toString('base64url');
