import { describe, expect, it } from 'vitest';
import { parseSubtlex, parseWordList, rankMap } from './frequency.js';

describe('frequency lists', () => {
  it('parses one-word-a-line lists and SUBTLEX JSON', () => {
    expect(parseWordList('我\n的\n你\n的\n')).toEqual(['我', '的', '你']);
    expect(parseSubtlex('[{"word":"you","count":2134713},{"word":"I","count":2038529},{"word":"i","count":5}]')).toEqual(['you', 'i']);
    expect(rankMap(['the', 'of']).get('of')).toBe(2);
  });
});
