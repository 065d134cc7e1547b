/** Random identifier helper of the spec: alphanumerics, optional prefix; length 0 gives a UUID-v4-like string. */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomIndex(max: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % max;
}

export function randomId(length = 32, withPrefix = false): string {
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
