import { describe, expect, it } from 'vitest';
import { countByState, filterWords, wordState } from './memory-state';

const card = (state: 'new' | 'learning' | 'review' | 'relearning') => ({
  entryId: 1,
  itemId: null,
  state,
  due: '2025-01-01T00:00:00Z',
  stability: 1,
  difficulty: 5,
  reps: 1,
  lapses: 0,
  retrievability: 0.9,
  lastReview: null,
});
const word = (text: string, c: ReturnType<typeof card> | null, meanings: string[] = []) => ({ text, reading: null, meanings, card: c });

describe('word list memory state', () => {
  const words = [
    word('apple', null, ['苹果']),
    word('pear', card('learning'), ['梨']),
    word('plum', card('review')),
    word('fig', card('relearning')),
  ];

  it('is the card state, new without a card', () => {
    expect(wordState(words[0]!)).toBe('new');
    expect(wordState(words[1]!)).toBe('learning');
  });

  it('counts each state', () => {
    expect(countByState(words)).toEqual({ all: 4, new: 1, learning: 1, review: 1, relearning: 1 });
  });

  it('filters by state and by text or meaning', () => {
    expect(filterWords(words, 'review', '').map((w) => w.text)).toEqual(['plum']);
    expect(filterWords(words, 'all', ' P ').map((w) => w.text)).toEqual(['apple', 'pear', 'plum']);
    expect(filterWords(words, 'all', '梨').map((w) => w.text)).toEqual(['pear']);
    expect(filterWords(words, 'new', 'pear')).toEqual([]);
  });
});
