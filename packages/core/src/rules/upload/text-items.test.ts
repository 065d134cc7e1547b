/** Pasted content and text files: lists for word and sentence books, sentences for articles. */
import { describe, expect, it } from 'vitest';
import { textItems } from './text-items.js';

describe('textItems', () => {
  it('splits word books as lists', () => {
    expect(textItems('사과 바나나', { type: 'word', mode: 'simple', lang: 'ko' }).items.map((i) => i.text)).toEqual(['사과', '바나나']);
  });
  it('splits sentence books by line only', () => {
    expect(
      textItems('Hola, ¿qué tal?\nMuy bien, gracias.', { type: 'sentence', mode: 'simple', lang: 'es' }).items.map((i) => i.text),
    ).toEqual(['Hola, ¿qué tal?', 'Muy bien, gracias.']);
  });
  it('reads professional translations', () => {
    expect(
      textItems('猫@@cat|犬@@dog', { type: 'word', mode: 'professional', lang: 'ja' }).items.map((i) => [i.text, i.translation]),
    ).toEqual([
      ['猫', 'cat'],
      ['犬', 'dog'],
    ]);
  });
  it('splits article books into sentences', () => {
    expect(
      textItems('今天很好。我们去公园吧！', { type: 'article', mode: 'simple', lang: 'zh' }).items.map((i) => [i.row, i.text]),
    ).toEqual([
      [1, '今天很好。'],
      [2, '我们去公园吧！'],
    ]);
  });
  it('reads a professional article with @@ as one sentence per line with its translation', () => {
    const text = 'I like tea. It is warm.@@我喜欢茶。它很暖。\nThe end is near.';
    expect(textItems(text, { type: 'article', mode: 'professional', lang: 'en' }).items.map((i) => [i.text, i.translation])).toEqual([
      ['I like tea. It is warm.', '我喜欢茶。它很暖。'],
      ['The end is near.', null],
    ]);
    // Without @@ a professional article is split like any other.
    expect(textItems('I like tea. It is warm.', { type: 'article', mode: 'professional', lang: 'en' }).items).toHaveLength(2);
  });
});
