import { UI_LANGS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage } from './accept-language.js';
import { pickLang } from './messages.js';

describe('Accept-Language', () => {
  it('orders ranges by quality, ties by position, and drops q=0 and malformed parts', () => {
    expect(parseAcceptLanguage('fr;q=1, ko;q=0.5, en;q=0.8')).toEqual(['fr', 'en', 'ko']);
    expect(parseAcceptLanguage('de, en;q=0, ja;q=0.9, es;q=0.9, x y, ko;q=2')).toEqual(['de', 'ja', 'es']);
  });

  it('picks the best supported language by quality and primary subtag', () => {
    expect(pickLang('fr;q=1, ko;q=0.5, en;q=0.8')).toBe('en');
    expect(pickLang('zh-Hant-TW')).toBe('zh');
    expect(pickLang('ES-mx,en;q=0.5')).toBe('es');
    expect(pickLang('en;q=0, ja;q=0.1')).toBe('ja');
    expect(negotiateLanguage('fr, de', UI_LANGS)).toBeUndefined();
    expect(pickLang('fr, de')).toBe('zh');
    expect(pickLang('*')).toBe('zh');
    expect(pickLang('')).toBe('zh');
    // Memoized answers stay right.
    expect(pickLang('fr;q=1, ko;q=0.5, en;q=0.8')).toBe('en');
  });
});
