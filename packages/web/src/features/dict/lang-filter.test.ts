/** The dictionary's language filter: defaults, chip order and request parameters. */
import { describe, expect, it } from 'vitest';
import { defaultFilter, filterChips, parseFilter, searchLangParams } from './lang-filter';

describe('dictionary language filter', () => {
  it('starts on the learning language, or all languages without one', () => {
    expect(defaultFilter('ja')).toBe('ja');
    expect(defaultFilter(null)).toBe('all');
    expect(parseFilter(null, 'en')).toBe('en');
    expect(parseFilter('all', 'en')).toBe('all');
    expect(parseFilter('ko', 'en')).toBe('ko');
    expect(parseFilter('xx', 'en')).toBe('en');
  });

  it('puts the learning language first and all languages one tap away', () => {
    expect(filterChips('ja')).toEqual(['ja', 'all', 'zh', 'en', 'ko', 'es']);
    expect(filterChips(null)).toEqual(['all', 'zh', 'en', 'ja', 'ko', 'es']);
  });

  it('sends lang when filtered and prefer when all', () => {
    expect(searchLangParams('ja', 'en')).toEqual({ lang: 'ja' });
    expect(searchLangParams('all', 'en')).toEqual({ prefer: 'en' });
    expect(searchLangParams('all', null)).toEqual({});
  });
});
