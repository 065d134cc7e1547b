/** Password hashing with scrypt (a slow KDF). Never log the input. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash we still spend the same time, so timing does not reveal whether an account exists.
  const [, n, r, p, saltB64, keyB64] = (stored ?? `scrypt$16384$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`).split('$');
  const expected = Buffer.from(keyB64 ?? '', 'base64url');
  const key = await scrypt(password, Buffer.from(saltB64 ?? '', 'base64url'), expected.length || KEY_LEN, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
