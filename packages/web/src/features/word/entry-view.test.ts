/** Word detail helpers: meaning order, equivalents, ids and phonetics. */
import { describe, expect, it } from 'vitest';
import { meaningGroups, parseEntryId, parseEquivalent, showPronunciation } from './entry-view';

describe('word detail helpers', () => {
  it('puts the native language first, then English, then the others', () => {
    const meanings = { en: ['bank'], ja: ['銀行'], zh: ['银行'], fr: ['banque'], es: [] };
    expect(meaningGroups(meanings, 'ja').map(([lang]) => lang)).toEqual(['ja', 'en', 'zh', 'fr']);
    expect(meaningGroups(meanings, 'ko').map(([lang]) => lang)).toEqual(['en', 'zh', 'ja', 'fr']);
  });

  it('reads language-tagged equivalents', () => {
    expect(parseEquivalent('zh:银行', 'en')).toEqual({ lang: 'zh', word: '银行' });
    expect(parseEquivalent('ice cream', 'en')).toEqual({ lang: 'en', word: 'ice cream' });
    expect(parseEquivalent('fr:banque', 'en')).toEqual({ lang: 'en', word: 'fr:banque' });
  });

  it('accepts only positive integer ids', () => {
    expect(parseEntryId('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '9'.repeat(30)]) expect(parseEntryId(bad)).toBeNull();
  });

  it('wraps bare English phonetics in slashes', () => {
    expect(showPronunciation("'trʌbl", 'en')).toBe("/'trʌbl/");
    expect(showPronunciation('/ɡoʊ/', 'en')).toBe('/ɡoʊ/');
    expect(showPronunciation('yín háng', 'zh')).toBe('yín háng');
  });
});
