/**
 * The refresh grace window. Two tabs that refresh with the same refresh token at once must not
 * look like token theft: for REFRESH_GRACE_SECONDS after a rotation, presenting the old token
 * again returns the SAME new pair instead of revoking the family. The pair is kept in the Kv
 * under the old token's digest, encrypted with a key derived from the old token itself, which
 * the server never stores: the Kv alone cannot reveal it. After the window, reuse revokes the
 * family as before.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kv } from '../../kv/kv.js';

export const REFRESH_GRACE_SECONDS = 30;

export interface RotatedPair {
  token: string;
  refreshToken: string;
}

export const graceKey = (oldTokenHash: string) => `auth:grace:${oldTokenHash}`;
const keyFor = (oldToken: string) => createHash('sha256').update(`grace:${oldToken}`).digest();

export async function rememberRotation(kv: Kv, oldToken: string, oldTokenHash: string, pair: RotatedPair): Promise<void> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(oldToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  const sealed = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  await kv.setIfAbsent(graceKey(oldTokenHash), sealed, REFRESH_GRACE_SECONDS);
}

export async function recallRotation(kv: Kv, oldToken: string, oldTokenHash: string): Promise<RotatedPair | null> {
  const sealed = await kv.get(graceKey(oldTokenHash));
  if (!sealed) return null;
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(oldToken), iv);
    decipher.setAuthTag(tag);
    const pair = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as RotatedPair;
    return typeof pair.token === 'string' && typeof pair.refreshToken === 'string' ? pair : null;
  } catch {
    return null;
  }
}
