/** The first UI language: stored choice, then the user's, then the browser's languages, then zh. */
import { describe, expect, it } from 'vitest';
import { pickBrowserLang, resolveInitialLang } from './language';

describe('pickBrowserLang', () => {
  it('matches by primary subtag, in the browser order', () => {
    expect(pickBrowserLang(['en-US', 'en'])).toBe('en');
    expect(pickBrowserLang(['zh-TW'])).toBe('zh');
    expect(pickBrowserLang(['es-MX', 'en'])).toBe('es');
    expect(pickBrowserLang(['ja_JP'])).toBe('ja');
    expect(pickBrowserLang(['KO-kr'])).toBe('ko');
  });

  it('skips languages the app does not speak and falls back to zh', () => {
    expect(pickBrowserLang(['pt'])).toBe('zh');
    expect(pickBrowserLang(['pt-BR', 'fr', 'en-GB'])).toBe('en');
    expect(pickBrowserLang([])).toBe('zh');
    expect(pickBrowserLang([''])).toBe('zh');
  });
});

describe('resolveInitialLang', () => {
  it('prefers the stored choice, then the user, then the browser', () => {
    expect(resolveInitialLang('ko', { uiLang: 'ja', nativeLang: 'es' }, ['en'])).toBe('ko');
    expect(resolveInitialLang(null, { uiLang: 'ja', nativeLang: 'es' }, ['en'])).toBe('ja');
    expect(resolveInitialLang(null, { uiLang: null, nativeLang: 'es' }, ['en'])).toBe('es');
    expect(resolveInitialLang(null, null, ['en-US'])).toBe('en');
    expect(resolveInitialLang('xx', null, ['fr'])).toBe('zh');
  });
});
