import { describe, expect, it } from 'vitest';
import { clampGroup, groupCount, groupSize } from './groups';

describe('new-words groups', () => {
  it('splits the book into groups of 20, the last one shorter', () => {
    expect(groupCount(0)).toBe(0);
    expect(groupCount(1)).toBe(1);
    expect(groupCount(20)).toBe(1);
    expect(groupCount(21)).toBe(2);
    expect(groupSize(45, 0)).toBe(20);
    expect(groupSize(45, 2)).toBe(5);
    expect(groupSize(45, 3)).toBe(0);
  });

  it('falls back to the last group when a removal empties the one shown', () => {
    expect(clampGroup(2, 40)).toBe(1);
    expect(clampGroup(1, 40)).toBe(1);
    expect(clampGroup(0, 0)).toBe(0);
  });
});
