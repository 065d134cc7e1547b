/** Random identifier helper of the spec: alphanumerics, optional prefix; length 0 gives a UUID v4. */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A uniform integer in [0, max): draws above the largest multiple of max are thrown away, so
 * every value is equally likely (a bare `% 62` would favour the first few characters).
 */
export function randomIndex(max: number): number {
  const limit = 2 ** 32 - (2 ** 32 % max);
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const v = buf[0] ?? 0;
    if (v < limit) return v % max;
  }
}

export function randomId(length = 32, withPrefix = false): string {
  // randomUUID exists in Node and in browsers' secure contexts; plain-http pages build one below.
  if (length === 0 && typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  if (length === 0) {
    const hex = '0123456789abcdef';
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
      const r = randomIndex(16);
      return hex[c === 'x' ? r : (r & 0x3) | 0x8] ?? '0';
    });
  }
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomIndex(ALPHANUMERIC.length)];
  return withPrefix ? `t${out}` : out;
}
