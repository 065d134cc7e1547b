import { describe, expect, it } from 'vitest';
import { belongsTo, isSentence, refKey, sentenceItemIds, wordRef } from './word-ref';

describe('learn word refs', () => {
  const items = [
    { kind: 'meaning-choice', entryId: 10, itemId: 100 },
    { kind: 'spell', entryId: 10, itemId: 100 },
    { kind: 'word-order', entryId: 10, itemId: 200 },
    { kind: 'translation-choice', entryId: null, itemId: 300 },
  ] as const;
  const sentences = sentenceItemIds(items);

  it('tells sentences from words by their items', () => {
    expect([...sentences].sort()).toEqual([200, 300]);
    expect(isSentence({ itemId: 200 }, sentences)).toBe(true);
    expect(isSentence({ itemId: 100 }, sentences)).toBe(false);
  });

  it('skips a word by entry and a sentence by item', () => {
    expect(wordRef({ entryId: 10, itemId: 100 }, sentences)).toEqual({ entryId: 10 });
    expect(wordRef({ entryId: 10, itemId: 200 }, sentences)).toEqual({ itemId: 200 });
    expect(wordRef({ entryId: null, itemId: null }, sentences)).toBeNull();
    expect(refKey({ entryId: 10 })).toBe('e:10');
    expect(refKey({ itemId: 200 })).toBe('i:200');
  });

  it('finds the items a skip marks done', () => {
    expect(items.filter((i) => belongsTo(i, { entryId: 10 })).map((i) => i.kind)).toEqual(['meaning-choice', 'spell']);
    expect(items.filter((i) => belongsTo(i, { itemId: 200 })).map((i) => i.kind)).toEqual(['word-order']);
  });
});
