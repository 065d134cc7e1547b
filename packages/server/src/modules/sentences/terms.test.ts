/** Index terms: normalization per language, the script of a translation, the substring step's needles. */
import { describe, expect, it } from 'vitest';
import { substringNeedles } from './search.js';
import { normalizeWord, scriptLang } from './terms.js';

describe('sentence terms', () => {
  it('folds case and width everywhere, accents only in English and Spanish', () => {
    expect(normalizeWord('es', 'Español')).toBe('espanol');
    expect(normalizeWord('en', 'Café')).toBe('cafe');
    expect(normalizeWord('en', 'ＡＰＰＬＥ')).toBe('apple');
    // Dakuten and Hangul stay whole.
    expect(normalizeWord('ja', 'だ')).toBe('だ');
    expect(normalizeWord('ko', '학교')).toBe('학교');
  });

  it('reads the language of a translation from its script', () => {
    expect(scriptLang('私は学生です')).toBe('ja');
    expect(scriptLang('学生')).toBe('zh');
    expect(scriptLang('학생입니다')).toBe('ko');
    expect(scriptLang('I am a student.')).toBe('en');
    expect(scriptLang('Soy estudiante.')).toBe('en');
  });

  it('looks for the stem of a Japanese dictionary form, and nothing more elsewhere', () => {
    expect(substringNeedles('ja', '食べる')).toEqual(['食べる', '食べ']);
    expect(substringNeedles('ja', '美しい')).toEqual(['美しい', '美し']);
    // A one-character stem would match far too much.
    expect(substringNeedles('ja', '高い')).toEqual(['高い']);
    expect(substringNeedles('ja', '寿司')).toEqual(['寿司']);
    expect(substringNeedles('ja', 'る')).toEqual(['る']);
    expect(substringNeedles('zh', '银行')).toEqual(['银行']);
  });
});
