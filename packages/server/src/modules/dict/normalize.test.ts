/** Unit tests of query normalization and prefix bounds. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { cleanText, normalizeQuery, prefixEnd } from './normalize.js';

const keysOf = (q: string) => Object.fromEntries(normalizeQuery(q)?.keys ?? []);

describe('dictionary query normalization', () => {
  it('cleans width, case, spaces and apostrophes', () => {
    expect(cleanText('  ＢＡＮＫ\u200b  ')).toBe('bank');
    expect(cleanText('Ice \t Cream')).toBe('ice cream');
    expect(cleanText('o’clock')).toBe("o'clock");
  });

  it('derives pinyin keys with and without tones and spaces', () => {
    expect(keysOf('yín háng').zh).toEqual(['yín háng', 'yínháng', 'yinhang']);
    expect(keysOf('yin2 hang2').zh).toEqual(['yin2 hang2', 'yin2hang2', 'yinhang']);
    expect(keysOf('yinhang').zh).toEqual(['yinhang']);
    expect(keysOf('lv4').zh).toEqual(['lv4', 'lv']);
    expect(keysOf('nǚ').zh).toEqual(['nǚ', 'nv']);
    expect(keysOf('lü').zh).toEqual(['lü', 'lv']);
  });

  it('picks the languages by script', () => {
    expect(Object.keys(keysOf('银行')).sort()).toEqual(['ja', 'zh']);
    expect(keysOf('ガッコウ')).toEqual({ ja: ['ガッコウ', 'がっこう'] });
    expect(keysOf('은행')).toEqual({ ko: ['은행'] });
    expect(Object.keys(keysOf('bank')).sort()).toEqual(['en', 'es', 'ko', 'zh']);
    expect(Object.keys(keysOf('123')).sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh']);
  });

  it('adds romaji as hiragana keys, matched whole (a transliteration)', () => {
    const q = normalizeQuery('taberu');
    expect(q?.keys.get('ja')).toEqual(['たべる']);
    expect(q?.wholeOnly.has('ja')).toBe(true);
    expect(normalizeQuery('bank')?.keys.has('ja')).toBe(false);
    expect(normalizeQuery('たべる')?.wholeOnly.size).toBe(0);
  });

  it('drops a Japanese phrase’s closing mark', () => {
    expect(keysOf('お元気ですか？').ja?.[0]).toBe('お元気ですか');
    expect(keysOf('気をつけて!').ja?.[0]).toBe('気をつけて');
    expect(keysOf('日本。').ja).toEqual(['日本']);
  });

  it('answers null for nothing searchable and throws for bad input', () => {
    expect(normalizeQuery('')).toBeNull();
    expect(normalizeQuery(' ?!… ')).toBeNull();
    expect(() => normalizeQuery('a'.repeat(201))).toThrow(AppError);
    expect(() => normalizeQuery('a\u0007b')).toThrow(AppError);
  });

  it('bounds a prefix range in code-point order', () => {
    expect(prefixEnd('ban')).toBe('bao');
    expect(prefixEnd('银')).toBe(String.fromCodePoint('银'.codePointAt(0)! + 1));
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
    expect(prefixEnd('\ud7ff')).toBe('\ue000');
    expect('bank' < prefixEnd('ban') && 'bao' >= prefixEnd('ban')).toBe(true);
  });
});
