import { describe, expect, it } from 'vitest';
import { speechChunks } from './speech-chunks';

describe('speech chunks', () => {
  it('keeps a short sentence whole', () => {
    expect(speechChunks('The apple is red.')).toEqual(['The apple is red.']);
  });

  it('cuts a long sentence after punctuation, else at a space, each piece within the limit', () => {
    const long =
      'The progress of public credit is witnessed by a considerable rise of American stock abroad as well as at home, and the revenues allotted for this and other national purposes have been productive beyond the calculations by which they were regulated.';
    const pieces = speechChunks(long);
    expect(pieces).toEqual([
      'The progress of public credit is witnessed by a considerable rise of American stock abroad as well as at home,',
      'and the revenues allotted for this and other national purposes have been productive beyond the calculations by which they were regulated.',
    ]);
    const words = speechChunks('word '.repeat(100), 50);
    expect(words.every((p) => p.length <= 50)).toBe(true);
    expect(words.join(' ')).toBe('word '.repeat(100).trim());
    expect(speechChunks('字'.repeat(400), 180).map((p) => [...p].length)).toEqual([180, 180, 40]);
  });
});
