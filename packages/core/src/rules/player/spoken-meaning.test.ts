import { describe, expect, it } from 'vitest';
import { spokenMeaning } from './spoken-meaning.js';

describe('spoken meaning', () => {
  it('drops leading part-of-speech tags', () => {
    expect(spokenMeaning('pron. 你；你们')).toBe('你；你们');
    expect(spokenMeaning('vt. & vi. 跑')).toBe('跑');
    expect(spokenMeaning('adj./adv. 快')).toBe('快');
    expect(spokenMeaning('n. the act of reaching')).toBe('the act of reaching');
  });

  it('keeps meanings without tags, and a tag that is the whole meaning', () => {
    expect(spokenMeaning('苹果')).toBe('苹果');
    expect(spokenMeaning('etc.')).toBe('etc.');
    expect(spokenMeaning('Mr. Smith')).toBe('Mr. Smith');
  });
});
