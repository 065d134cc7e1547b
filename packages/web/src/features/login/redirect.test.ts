/** Only in-app hash paths are followed after sign-in. */
import { describe, expect, it } from 'vitest';
import { loginPathFor, pathAfterSignIn, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirect('/pages/dict/word?id=12')).toBe('/pages/dict/word?id=12');
    expect(safeRedirect('/pages/mine/mine')).toBe('/pages/mine/mine');
  });

  it('refuses other origins, schemes, odd characters and the login page itself', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      'pages/dict/word',
      '/pages/dict/word\n',
      '/pages/a b',
      '/',
      '/pages/login/login',
      '/pages/login/login?redirect=/x',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
  });
});

describe('loginPathFor and pathAfterSignIn', () => {
  it('carries a safe page to login, encoded', () => {
    expect(loginPathFor('/pages/dict/word?id=12')).toBe('/pages/login/login?redirect=%2Fpages%2Fdict%2Fword%3Fid%3D12');
    expect(loginPathFor('https://evil.example')).toBe('/pages/login/login');
  });

  it('returns to the page, via identity settings while the user has none', () => {
    expect(pathAfterSignIn({ identity: 'student' }, '/pages/dict/word?id=3')).toBe('/pages/dict/word?id=3');
    expect(pathAfterSignIn({ identity: 'student' }, null)).toBe('/pages/index/index');
    expect(pathAfterSignIn({ identity: null }, '/pages/dict/word?id=3')).toBe(
      '/pages/settings/identity?redirect=%2Fpages%2Fdict%2Fword%3Fid%3D3',
    );
    expect(pathAfterSignIn(null, null)).toBe('/pages/settings/identity');
    expect(pathAfterSignIn({ identity: 'student' }, '//evil.example')).toBe('/pages/index/index');
  });
});
