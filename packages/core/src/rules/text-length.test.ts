import { describe, expect, it } from 'vitest';
import { textLength } from './text-length.js';

/** The definition: code points, non-ASCII counting 2. */
const byCodePoints = (text: string) => [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) > 0x7f ? 2 : 1), 0);

describe('textLength', () => {
  it('counts ASCII 1 and every other character 2, a surrogate pair once', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('apple')).toBe(5);
    expect(textLength('苹果')).toBe(4);
    expect(textLength('café')).toBe(5);
    expect(textLength('😀a')).toBe(3);
    expect(textLength('한국어 ok')).toBe(9);
  });

  it('counts a lone surrogate as a character of 2, as the code point iterator does', () => {
    for (const s of ['\ud800', '\udc00', 'a\ud800b', '\udc00\ud800', '\ud83d\ude00\ud83d', 'x\ud83d']) {
      expect(textLength(s)).toBe(byCodePoints(s));
    }
  });

  it('agrees with the code point definition on mixed text', () => {
    let seed = 7;
    const units = ['a', ' ', 'é', '中', 'ア', '한', '😀', '\ud800', '\udc00', '\n', '~', 'ß'];
    for (let k = 0; k < 200; k++) {
      let s = '';
      for (let i = 0; i < 30; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        s += units[seed % units.length];
      }
      expect(textLength(s)).toBe(byCodePoints(s));
    }
  });
});
