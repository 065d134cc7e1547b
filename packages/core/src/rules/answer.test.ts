import { describe, expect, it } from 'vitest';
import { answerHash, joinTokens, normalizeAnswer, sameAnswer, sentenceTokens } from './answer.js';

describe('answers', () => {
  it('compares typed answers loosely but not wrongly', () => {
    expect(sameAnswer('  Apple ', 'apple')).toBe(true);
    expect(sameAnswer('ａｐｐｌｅ', 'apple')).toBe(true);
    expect(sameAnswer('don’t', "don't")).toBe(true);
    expect(sameAnswer('The apple is red', 'The apple is red.')).toBe(true);
    expect(sameAnswer('appel', 'apple')).toBe(false);
    expect(normalizeAnswer('Hola ,  amigo!')).toBe('hola , amigo');
  });
  it('hashes per item, stable and equal for equal normalized answers', () => {
    expect(answerHash(1, 'Apple')).toBe(answerHash(1, 'apple '));
    expect(answerHash(1, 'apple')).not.toBe(answerHash(2, 'apple'));
    expect(answerHash(1, 'apple')).toMatch(/^[0-9a-f]{16}$/);
  });
  it('splits sentences into tokens and joins them back', () => {
    expect(sentenceTokens('The apple is red.', 'en')).toEqual(['The', 'apple', 'is', 'red']);
    const zh = sentenceTokens('我们过了河。', 'zh');
    expect(joinTokens(zh, 'zh')).toBe('我们过了河');
    expect(zh.length).toBeGreaterThan(1);
    expect(sameAnswer(joinTokens(sentenceTokens('The apple is red.', 'en'), 'en'), 'The apple is red.')).toBe(true);
  });
});
