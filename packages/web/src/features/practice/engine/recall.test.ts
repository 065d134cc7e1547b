import { describe, expect, it } from 'vitest';
import type { StudyWord } from '@qfl/core';
import { GRADES, intervalLabel, recallKeyAction, wordOf } from './recall';

describe('flashcard keys', () => {
  it('shows the answer with Space or Enter, and grades only once it shows', () => {
    expect(recallKeyAction(' ', false)).toEqual({ type: 'reveal' });
    expect(recallKeyAction('Enter', false)).toEqual({ type: 'reveal' });
    expect(recallKeyAction('3', false)).toBeNull();
    expect(recallKeyAction('1', true)).toEqual({ type: 'grade', rating: 1 });
    expect(recallKeyAction('4', true)).toEqual({ type: 'grade', rating: 4 });
    expect(recallKeyAction(' ', true)).toBeNull();
    expect(recallKeyAction('Enter', true)).toBeNull();
    for (const key of ['0', '5', '9', 'a', 'F1', '']) expect(recallKeyAction(key, true)).toBeNull();
  });

  it('lists the four grades in FSRS order', () => {
    expect(GRADES.map((g) => `${g.rating}:${g.key}`)).toEqual(['1:again', '2:hard', '3:good', '4:easy']);
  });
});

describe('grade button intervals', () => {
  const MIN = 60_000;
  const DAY = 86_400_000;
  it('says when the card comes back, in the UI language', () => {
    expect(intervalLabel(10 * MIN, 'en')).toBe('10 min');
    expect(intervalLabel(3 * DAY, 'en')).toBe('3 days');
    expect(intervalLabel(45 * DAY, 'en')).toBe('1.5 mths');
    expect(intervalLabel(10 * MIN, 'zh')).toBe('10分钟');
    expect(intervalLabel(3 * DAY, 'zh')).toBe('3天');
    expect(intervalLabel(5 * 3_600_000, 'ko')).toBe('5시간');
  });

  it('shows nothing without a preview', () => {
    expect(intervalLabel(undefined, 'en')).toBeNull();
  });
});

describe('the word of a flashcard', () => {
  const word = (entryId: number | null, itemId: number | null, text: string) =>
    ({
      entryId,
      itemId,
      text,
      lang: 'en',
      reading: null,
      pron: null,
      meanings: [],
      example: null,
      card: null,
      inNewWords: false,
    }) as StudyWord;
  const words = [word(1, 10, 'apple'), word(2, null, 'pear'), word(null, 30, 'It rains.')];
  it('is the word of the same entry and book item, else of the same text', () => {
    expect(wordOf(words, { entryId: 1, itemId: 10, prompt: 'apple' })?.text).toBe('apple');
    expect(wordOf(words, { entryId: null, itemId: 30, prompt: 'It rains.' })?.text).toBe('It rains.');
    expect(wordOf(words, { entryId: 2, itemId: 99, prompt: 'pear' })?.text).toBe('pear');
    expect(wordOf(words, { entryId: 3, itemId: null, prompt: 'apple' })).toBeNull();
  });
});
