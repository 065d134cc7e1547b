import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText, storableText } from './storable-text.js';

describe('storable text', () => {
  it('refuses U+0000 and lone surrogates, keeps pairs and ordinary text', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('\ud800')).toBe(true);
    expect(isUnstorableText('x\udc00')).toBe(true);
    expect(isUnstorableText('\ud83d\ude00 学习 é')).toBe(false); // 😀 as a surrogate pair
    expect(isUnstorableText('')).toBe(false);
  });

  it('names where in a value the bad string is', () => {
    expect(findUnstorableText({ text: 'ok', list: ['a', { name: 'b\u0000' }] })).toBe('list.1.name');
    expect(findUnstorableText({ q: '\ud800' })).toBe('q');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k?');
    expect(findUnstorableText({ a: [1, true, null, 'fine'] })).toBeNull();
    expect(findUnstorableText(new Uint8Array([0, 1, 2]))).toBeNull();
  });

  it('strips what cannot be stored from file text', () => {
    expect(storableText('a\u0000b\ud800c\ud83d\ude00')).toBe('abc\ud83d\ude00');
    expect(storableText('plain')).toBe('plain');
  });
});
