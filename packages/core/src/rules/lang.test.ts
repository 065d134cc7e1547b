import { describe, expect, it } from 'vitest';
import { LANGS } from '../constants.js';
import { isLang } from './lang.js';

describe('isLang', () => {
  it('accepts exactly the five language codes', () => {
    for (const lang of LANGS) expect(isLang(lang), lang).toBe(true);
    for (const bad of ['', 'fr', 'EN', 'zh-CN', ' en', 'en ', 'constructor', 'toString']) expect(isLang(bad), bad).toBe(false);
  });

  it('rejects anything that is not a string', () => {
    for (const bad of [undefined, null, 0, {}, ['en'], true]) expect(isLang(bad)).toBe(false);
  });
});
