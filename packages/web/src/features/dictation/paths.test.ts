import { describe, expect, it } from 'vitest';
import { DICTATION_PATH, dictationHref } from './paths';

describe('dictationHref', () => {
  it('links a book group, a source or one sentence', () => {
    expect(dictationHref()).toBe(DICTATION_PATH);
    expect(dictationHref({ book: 12, group: 3 })).toBe('/pages/book/dictation?book=12&group=3');
    expect(dictationHref({ source: 'new-words' })).toBe('/pages/book/dictation?source=new-words');
    expect(dictationHref({ sentence: 77 })).toBe('/pages/book/dictation?sentence=77');
  });
});
