/** Every level 1-20 has a name and description in the source locale. */
import { LEVELS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import zh from '../../i18n/locales/zh.json';
import { levelKey, sameLanguage } from './options';

describe('level descriptions', () => {
  it('cover exactly the levels 1-20', () => {
    expect(LEVELS).toHaveLength(20);
    for (const level of LEVELS) {
      const entry = zh.levels[levelKey(level)];
      expect(entry?.name, `level ${level}`).toBeTruthy();
      expect(entry?.desc, `level ${level}`).toBeTruthy();
    }
    expect(Object.keys(zh.levels)).toHaveLength(20);
  });
});

describe('sameLanguage', () => {
  it('flags a native language chosen again as the learning language', () => {
    expect(sameLanguage('zh', 'zh')).toBe(true);
    expect(sameLanguage('zh', 'en')).toBe(false);
    expect(sameLanguage(null, null)).toBe(false);
    expect(sameLanguage('es', null)).toBe(false);
  });
});
