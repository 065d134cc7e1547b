import { answerHash, type SessionItem } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { answerLocally, confirm, correctChoice, formatDuration, gradeLocally, score, spokenText } from './quiz-run';

const item: SessionItem = {
  id: 42,
  kind: 'meaning-choice',
  entryId: 7,
  itemId: null,
  prompt: 'apple',
  choices: ['香蕉', '苹果', '桌子', '书'],
  lang: 'en',
  answerHash: answerHash(42, '苹果'),
  done: false,
};

describe('quiz run', () => {
  it('grades a choice by the answer hash and finds the right choice', () => {
    expect(gradeLocally(item, '苹果')).toBe(true);
    expect(gradeLocally(item, '香蕉')).toBe(false);
    expect(correctChoice(item)).toBe('苹果');
    expect(correctChoice({ ...item, answerHash: answerHash(42, 'pear') })).toBeNull();
  });

  it('keeps the right answer with a wrong one, and lets the server overrule', () => {
    const wrong = answerLocally(item, '香蕉', 1200, 'req-00000001');
    expect(wrong).toMatchObject({ correct: false, expected: '苹果', confirmed: false });
    expect(confirm(wrong, { correct: true, expected: '香蕉' })).toMatchObject({ correct: true, expected: '香蕉', confirmed: true });
  });

  it('scores and formats the time', () => {
    const a = answerLocally(item, '苹果', 1, 'r1r1r1r1');
    const b = answerLocally(item, '书', 1, 'r2r2r2r2');
    expect(score([a, b, a], 4)).toEqual({ right: 2, total: 4, percent: 50 });
    expect(score([], 0).percent).toBe(0);
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('reads aloud the word a mistake is about', () => {
    expect(spokenText('meaning-choice', 'apple', '苹果')).toBe('apple');
    expect(spokenText('word-choice', '苹果', 'apple')).toBe('apple');
    expect(spokenText('listen-choice', 'apple', 'apple')).toBe('apple');
  });
});
