import { ERROR_KEYS, UI_LANGS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { catalogues, pickLang, translate } from './messages.js';

describe('server messages', () => {
  it.each(UI_LANGS)('%s has every error key with the same placeholders as zh', (lang) => {
    for (const key of ERROR_KEYS) {
      const text = catalogues[lang][key];
      expect(text, `${lang}.${key}`).toBeTruthy();
      const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(params(text), `${lang}.${key}`).toEqual(params(catalogues.zh[key]));
    }
  });

  it('fills parameters and picks the language from Accept-Language', () => {
    expect(translate('en', 'sms.dailyLimit', { limit: 10 })).toBe('The daily code requests reached 10 times, try tomorrow');
    expect(pickLang('ja-JP,ja;q=0.9')).toBe('ja');
    expect(pickLang('fr-FR,ko;q=0.5')).toBe('ko');
    expect(pickLang(undefined)).toBe('zh');
  });
});
