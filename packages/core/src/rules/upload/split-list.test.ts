/** The list-splitting rule (bar, newline, comma, space) in five languages, professional `@@`, problems and limits. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { listSeparator, splitList } from './split-list.js';
import { UploadRuleError } from './types.js';

const word = { type: 'word', mode: 'simple' } as const;
const pro = { type: 'word', mode: 'professional' } as const;
const sentence = { type: 'sentence', mode: 'simple' } as const;
const texts = (text: string, opts: Parameters<typeof splitList>[1] = word) => splitList(text, opts).items.map((i) => i.text);

function refusal(fn: () => unknown): UploadRuleError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UploadRuleError) return error;
    throw error;
  }
  throw new Error('no UploadRuleError thrown');
}

describe('splitList: the first separator present wins', () => {
  it('splits by bar before anything else', () => {
    expect(texts('apple|banana')).toEqual(['apple', 'banana']);
    expect(texts('apple pie|banana, split\ncherry')).toEqual(['apple pie', 'banana, split\ncherry']);
    expect(texts('苹果｜香蕉')).toEqual(['苹果', '香蕉']);
  });
  it('splits by newline (\\n, \\r\\n, \\r) when there is no bar', () => {
    expect(texts('apple\nbanana, cherry')).toEqual(['apple', 'banana, cherry']);
    expect(texts('apple\r\nbanana\rcherry')).toEqual(['apple', 'banana', 'cherry']);
  });
  it('splits by comma (ASCII, full-width, ideographic) when there is no bar or newline', () => {
    expect(texts('apple, banana')).toEqual(['apple', 'banana']);
    expect(texts('苹果，香蕉、葡萄')).toEqual(['苹果', '香蕉', '葡萄']);
    expect(texts('りんご、バナナ')).toEqual(['りんご', 'バナナ']);
    expect(texts('manzana, plátano, uva')).toEqual(['manzana', 'plátano', 'uva']);
    expect(texts('ice cream, hot dog')).toEqual(['ice cream', 'hot dog']);
  });
  it('splits by spaces, tabs and U+3000 last', () => {
    expect(texts('apple banana')).toEqual(['apple', 'banana']);
    expect(texts('apple\t\tbanana   cherry')).toEqual(['apple', 'banana', 'cherry']);
    expect(texts('りんご\u3000バナナ')).toEqual(['りんご', 'バナナ']);
    expect(texts('사과 바나나 포도')).toEqual(['사과', '바나나', '포도']);
    expect(texts('perro gato')).toEqual(['perro', 'gato']);
  });
  it('keeps Korean multi-word expressions on separate lines whole', () => {
    expect(texts('보고 싶다\n먹고 싶다\n사랑해요')).toEqual(['보고 싶다', '먹고 싶다', '사랑해요']);
  });
  it('one word is one item', () => {
    expect(texts('  学习  ')).toEqual(['学习']);
    expect(listSeparator('学习', word)).toBeNull();
  });
});

describe('splitList: sentence books split only by bar and newline', () => {
  it('keeps commas and spaces inside sentences', () => {
    expect(texts('Hello, how are you?', sentence)).toEqual(['Hello, how are you?']);
    expect(texts('你好，世界。\n¿Dónde está la estación, por favor?', sentence)).toEqual([
      '你好，世界。',
      '¿Dónde está la estación, por favor?',
    ]);
    expect(texts('今日は いい 天気ですね。|안녕하세요, 반갑습니다.', sentence)).toEqual([
      '今日は いい 天気ですね。',
      '안녕하세요, 반갑습니다.',
    ]);
  });
});

describe('splitList: professional mode', () => {
  it('reads text@@translation, the translation optional', () => {
    const r = splitList('apple@@苹果|banana@@|cherry', pro);
    expect(r.items.map((i) => [i.row, i.text, i.translation])).toEqual([
      [1, 'apple', '苹果'],
      [2, 'banana', null],
      [3, 'cherry', null],
    ]);
    expect(r.problems).toEqual([]);
  });
  it('does not split by comma or space when an item has @@', () => {
    expect(splitList('apple@@苹果, 一种水果', pro).items.map((i) => [i.text, i.translation])).toEqual([['apple', '苹果, 一种水果']]);
    expect(splitList('ice cream@@helado de crema', pro).items.map((i) => [i.text, i.translation])).toEqual([
      ['ice cream', 'helado de crema'],
    ]);
  });
  it('splits by comma when no item has @@', () => {
    expect(texts('apple, pear', pro)).toEqual(['apple', 'pear']);
  });
  it('reports @@x as emptyText and skips it', () => {
    const r = splitList('@@苹果\nbanana@@香蕉', pro);
    expect(r.items.map((i) => i.text)).toEqual(['banana']);
    expect(r.problems).toEqual([{ code: 'emptyText', row: 1, column: null, skipped: true, params: { row: 1 } }]);
  });
  it('simple mode does not read @@', () => {
    expect(splitList('apple@@苹果', word).items.map((i) => [i.text, i.translation])).toEqual([['apple@@苹果', null]]);
  });
});

describe('splitList: rows, problems and limits', () => {
  it('numbers rows by piece position, empty pieces included (line numbers)', () => {
    const r = splitList('apple\n\n\nbanana\n', word);
    expect(r.items.map((i) => [i.row, i.text])).toEqual([
      [1, 'apple'],
      [4, 'banana'],
    ]);
    expect(r.problems).toEqual([]);
  });
  it('reports duplicates case-insensitively after NFC, keeping the first', () => {
    const r = splitList('Apple\nbanana\napple\nCafe\u0301\ncafé', word);
    expect(r.items.map((i) => i.text)).toEqual(['Apple', 'banana', 'Cafe\u0301']);
    expect(r.problems).toEqual([
      { code: 'duplicate', row: 3, column: null, skipped: false, params: { row: 3, first: 1 } },
      { code: 'duplicate', row: 5, column: null, skipped: false, params: { row: 5, first: 4 } },
    ]);
  });
  it('reports items and translations over the limits (textLength: CJK counts 2)', () => {
    const longCjk = '字'.repeat(UPLOAD_LIMITS.itemLength / 2 + 1);
    const okCjk = '字'.repeat(UPLOAD_LIMITS.itemLength / 2);
    const longTranslation = 'x'.repeat(UPLOAD_LIMITS.translationLength + 1);
    const r = splitList(`${longCjk}\n${okCjk}\nword@@${longTranslation}`, pro);
    expect(r.items.map((i) => i.row)).toEqual([2]);
    expect(r.problems).toEqual([
      { code: 'itemTooLong', row: 1, column: null, skipped: true, params: { row: 1, max: UPLOAD_LIMITS.itemLength } },
      { code: 'translationTooLong', row: 3, column: null, skipped: true, params: { row: 3, max: UPLOAD_LIMITS.translationLength } },
    ]);
  });
  it('throws upload.empty when nothing is left, with the problems', () => {
    expect(refusal(() => splitList('  \n | ', word)).key).toBe('upload.empty');
    const e = refusal(() => splitList('@@a|@@b', pro));
    expect([e.key, e.problems.map((p) => p.code)]).toEqual(['upload.empty', ['emptyText', 'emptyText']]);
  });
  it('throws upload.tooManyItems over the limit', () => {
    const e = refusal(() => splitList(Array.from({ length: UPLOAD_LIMITS.items + 1 }, (_, i) => `w${i}`).join('|'), word));
    expect([e.key, e.params]).toEqual(['upload.tooManyItems', { max: UPLOAD_LIMITS.items }]);
    expect(splitList(Array.from({ length: UPLOAD_LIMITS.items }, (_, i) => `w${i}`).join('|'), word).items).toHaveLength(
      UPLOAD_LIMITS.items,
    );
  });
});
