import { describe, expect, it } from 'vitest';
import { contentEntryKey, contentItemKey, KeyDeduper } from './content-keys.js';

describe('content keys', () => {
  it('key entries by language and headword, with the reading for Japanese only', () => {
    expect(contentEntryKey('en', 'bank', null)).toBe('en:bank');
    expect(contentEntryKey('zh', '银行', 'yín háng')).toBe('zh:银行');
    expect(contentEntryKey('ko', '은행', 'eunhaeng')).toBe('ko:은행');
    expect(contentEntryKey('ja', '上手', 'じょうず')).toBe('ja:上手|じょうず');
    expect(contentEntryKey('ja', '上手', '')).toBe('ja:上手');
  });

  it('key items by slug and short text, hash long texts', () => {
    expect(contentItemKey('en-cet4', 'bank', () => 'unused')).toBe('en-cet4/bank');
    expect(contentItemKey('en-s', 'x'.repeat(49), () => '0123456789abcdef')).toBe('en-s/~0123456789abcdef');
  });

  it('disambiguate repeats in order, never handing out a key twice', () => {
    const d = new KeyDeduper();
    expect(['a', 'a', 'a#2', 'a'].map((k) => d.unique(k))).toEqual(['a', 'a#2', 'a#2#2', 'a#3']);
  });
});
