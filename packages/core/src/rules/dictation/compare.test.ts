import { describe, expect, it } from 'vitest';
import { compareDictation, normalizeDictation } from './compare.js';
import { lcsDiff } from './diff.js';
import { markedPinyin, parsePinyin } from './pinyin.js';

describe('lcsDiff', () => {
  it('gives runs of same, missing, extra and wrong characters', () => {
    expect(lcsDiff('apple', 'apple')).toEqual([{ op: 'same', expected: 'apple' }]);
    expect(lcsDiff('apple', 'aple')).toEqual([
      { op: 'same', expected: 'ap' },
      { op: 'missing', expected: 'p' },
      { op: 'same', expected: 'le' },
    ]);
    expect(lcsDiff('cat', 'cats')).toEqual([
      { op: 'same', expected: 'cat' },
      { op: 'extra', got: 's' },
    ]);
    expect(lcsDiff('receive', 'recieve')).toEqual([
      { op: 'same', expected: 'rec' },
      { op: 'missing', expected: 'e' },
      { op: 'same', expected: 'i' },
      { op: 'extra', got: 'e' },
      { op: 'same', expected: 've' },
    ]);
    expect(lcsDiff('año', 'ano')).toEqual([
      { op: 'same', expected: 'a' },
      { op: 'wrong', expected: 'ñ', got: 'n' },
      { op: 'same', expected: 'o' },
    ]);
    expect(lcsDiff('', 'x')).toEqual([{ op: 'extra', got: 'x' }]);
  });
});

describe('compareDictation: English', () => {
  const t = (text: string) => ({ lang: 'en', text });
  it('ignores case, punctuation and spacing', () => {
    expect(compareDictation('  i LIKE the apple ', t('I like the apple.')).correct).toBe(true);
    expect(compareDictation('Hello,world', t('Hello, world!')).correct).toBe(false);
    expect(compareDictation('hello ,  world', t('Hello, world!')).correct).toBe(true);
    expect(compareDictation('dont', t("don't")).correct).toBe(true);
    expect(compareDictation('well known', t('well-known')).correct).toBe(true);
  });
  it('normalizes full-width letters', () => {
    expect(compareDictation('ＡＰＰＬＥ', t('apple')).correct).toBe(true);
  });
  it('counts a spelling mistake wrong with its diff', () => {
    const r = compareDictation('recieve', t('receive'));
    expect(r.correct).toBe(false);
    expect(r.almost).toBe(false);
    expect(r.diff.some((d) => d.op === 'extra')).toBe(true);
  });
  it('treats a missing accent as almost', () => {
    const r = compareDictation('cafe', t('café'));
    expect(r).toMatchObject({ correct: false, almost: true });
  });
});

describe('compareDictation: Spanish', () => {
  const t = (text: string) => ({ lang: 'es', text });
  it('needs accents and ñ: without them it is almost, counted wrong', () => {
    expect(compareDictation('¿Cómo estás?', t('¿Cómo estás?')).correct).toBe(true);
    expect(compareDictation('como estas', t('¿Cómo estás?'))).toMatchObject({ correct: false, almost: true });
    const r = compareDictation('ano', t('año'));
    expect(r).toMatchObject({ correct: false, almost: true });
    expect(r.diff).toContainEqual({ op: 'wrong', expected: 'ñ', got: 'n' });
  });
  it('ignores case and inverted punctuation', () => {
    expect(compareDictation('ESTÁS BIEN', t('¡Estás bien!')).correct).toBe(true);
  });
  it('a wrong word is wrong, not almost', () => {
    expect(compareDictation('casa', t('cosa'))).toMatchObject({ correct: false, almost: false });
  });
});

describe('compareDictation: Japanese', () => {
  const t = { lang: 'ja', text: '食べる', readings: ['たべる'] };
  it('accepts kanji or the reading in kana (hiragana or katakana)', () => {
    expect(compareDictation('食べる', t)).toMatchObject({ correct: true, matched: 'text' });
    expect(compareDictation('たべる', t)).toMatchObject({ correct: true, matched: 'reading' });
    expect(compareDictation('タベル', t)).toMatchObject({ correct: true, matched: 'reading' });
  });
  it('ignores Japanese punctuation, spaces and half-width kana', () => {
    expect(compareDictation('ｺｰﾋｰ を のむ。', { lang: 'ja', text: 'コーヒーを飲む', readings: ['こーひーをのむ'] }).correct).toBe(true);
    expect(normalizeDictation('「はい」、そうです。', 'ja')).toBe('はいそうです');
  });
  it('diffs against the closest form', () => {
    const r = compareDictation('たべた', t);
    expect(r.correct).toBe(false);
    expect(r.matched).toBe('reading');
    expect(r.diff).toEqual([
      { op: 'same', expected: 'たべ' },
      { op: 'wrong', expected: 'る', got: 'た' },
    ]);
  });
});

describe('compareDictation: Chinese', () => {
  const t = { lang: 'zh', text: '你好。', pinyin: ['ni3', 'hao3'] };
  it('accepts characters, ignoring full-width punctuation', () => {
    expect(compareDictation('你好！', t).correct).toBe(true);
    expect(compareDictation('你们', t).correct).toBe(false);
  });
  it('accepts pinyin with tone marks or numbers', () => {
    expect(compareDictation('nǐ hǎo', t)).toMatchObject({ correct: true, matched: 'pinyin' });
    expect(compareDictation('ni3hao3', t)).toMatchObject({ correct: true, matched: 'pinyin' });
    expect(compareDictation("NI3 'HAO3", t).correct).toBe(true);
  });
  it('pinyin without tones or with a wrong tone is almost', () => {
    const r = compareDictation('ni hao', t);
    expect(r).toMatchObject({ correct: false, almost: true, against: 'nǐhǎo' });
    expect(r.diff).toContainEqual({ op: 'wrong', expected: 'ǐ', got: 'i' });
    expect(compareDictation('ni2 hao3', t)).toMatchObject({ correct: false, almost: true });
    expect(compareDictation('ni hai', t)).toMatchObject({ correct: false, almost: false });
  });
  it('neutral tones need no mark; v is ü', () => {
    expect(compareDictation('women', { lang: 'zh', text: '我们', pinyin: ['wo3', 'men0'] }).almost).toBe(true);
    expect(compareDictation('wǒmen', { lang: 'zh', text: '我们', pinyin: ['wo3', 'men0'] }).correct).toBe(true);
    expect(compareDictation('lv4', { lang: 'zh', text: '绿', pinyin: ['lü4'] }).correct).toBe(true);
  });
  it('marks tones where pinyin puts them', () => {
    expect(markedPinyin(['hao3', 'gou3', 'xue2', 'gui4', 'lü4', 'ma0'])).toBe('hǎogǒuxuéguìlǜma');
    expect(parsePinyin('lǜ')).toEqual({ letters: 'lü', tones: [4] });
  });
});

describe('compareDictation: Korean', () => {
  const t = { lang: 'ko', text: '감사합니다.' };
  it('compares syllables, ignoring spaces and punctuation', () => {
    expect(compareDictation('감사 합니다', t).correct).toBe(true);
    const r = compareDictation('감사함니다', t);
    expect(r.correct).toBe(false);
    expect(r.almost).toBe(false);
    expect(r.diff).toContainEqual({ op: 'wrong', expected: '합', got: '함' });
  });
});
