/** The one progress bar: stage slices, within-stage movement, never backwards. */
import { describe, expect, it } from 'vitest';
import { nextPercent, stagePercent } from './progress';

describe('stagePercent', () => {
  it('maps each stage to its slice', () => {
    expect(stagePercent('upload', 0, 100)).toBe(0);
    expect(stagePercent('upload', 100, 100)).toBe(35);
    expect(stagePercent('parse', 0, 0)).toBe(35);
    expect(stagePercent('check', 5, 10)).toBe(70);
    expect(stagePercent('apply', 10, 10)).toBe(99);
    expect(stagePercent('done', 0, 0)).toBe(100);
    expect(stagePercent('failed', 1, 1)).toBeNull();
  });

  it('never moves the bar back', () => {
    expect(nextPercent(50, 'parse', 0, 10)).toBe(50);
    expect(nextPercent(50, 'check', 10, 10)).toBe(80);
    expect(nextPercent(50, 'failed', 0, 0)).toBe(50);
  });
});
