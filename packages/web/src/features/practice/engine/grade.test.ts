import { answerHash } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { expectedChoice, gradeLocally, retriesWrong } from './grade';

describe('client grading', () => {
  const item = { id: 42, answerHash: answerHash(42, 'apple'), choices: ['pear', 'apple', 'plum'] };

  it('accepts what hashes like the expected answer, normalized', () => {
    expect(gradeLocally(item, 'apple')).toBe(true);
    expect(gradeLocally(item, '  Apple. ')).toBe(true);
    expect(gradeLocally(item, 'pear')).toBe(false);
    expect(gradeLocally({ ...item, id: 43 }, 'apple')).toBe(false);
  });

  it('finds the expected choice, or null without choices', () => {
    expect(expectedChoice(item)).toBe('apple');
    expect(expectedChoice({ ...item, choices: undefined })).toBeNull();
  });

  it('retries wrong items except in quizzes and the daily test', () => {
    expect(retriesWrong('group')).toBe(true);
    expect(retriesWrong('review')).toBe(true);
    expect(retriesWrong('quiz')).toBe(false);
    expect(retriesWrong('daily-test')).toBe(false);
  });
});
