import { describe, expect, it } from 'vitest';
import { playSequence } from './sequence.js';
import { nextStart, scheduleTimeline } from './timeline.js';

const starts = (t: { start: number }[]) => t.map((x) => Math.round(x.start * 1000) / 1000);

describe('scheduleTimeline', () => {
  const steps = playSequence('word_translation', [{ translation: 'a' }, { translation: 'b' }]);
  // steps: 0W (in-word) 0T (between) 1W (in-word) 1T (between)
  it('adds the in-word gap inside an item and the between gap across items', () => {
    const t = scheduleTimeline(steps, [1, 0.5, 2, 0.25], { inWordGapMs: 300, betweenGapMs: 800 }, 10);
    expect(starts(t)).toEqual([10, 11.3, 12.6, 14.9]);
    expect(t[3]?.end).toBeCloseTo(15.15, 9);
  });
  it('zero gaps butt the clips end to start', () => {
    const t = scheduleTimeline(steps, [1, 0.5, 2, 0.25], { inWordGapMs: 0, betweenGapMs: 0 });
    expect(starts(t)).toEqual([0, 1, 1.5, 3.5]);
  });
  it('negative gaps overlap the next clip with the end of the previous one', () => {
    const t = scheduleTimeline(steps, [1, 0.5, 2, 0.25], { inWordGapMs: -200, betweenGapMs: -100 });
    expect(starts(t)).toEqual([0, 0.8, 1.2, 3]);
  });
  it('an overlap longer than a clip never starts a step before the previous start', () => {
    const t = scheduleTimeline(steps, [0.1, 0.05, 1, 0.2], { inWordGapMs: -300, betweenGapMs: -300 }, 2);
    expect(starts(t)).toEqual([2, 2, 2, 2.7]);
    for (let i = 1; i < t.length; i++) expect(t[i]?.start).toBeGreaterThanOrEqual(t[i - 1]?.start ?? 0);
  });
  it('divides by the playback rate of each side when the client applies one; gaps do not scale', () => {
    const t = scheduleTimeline(steps, [1, 0.5, 2, 0.25], { inWordGapMs: 100, betweenGapMs: 200, speed: 2, nativeSpeed: 0.5 });
    // played: 0.5, 1, 1, 0.5
    expect(starts(t)).toEqual([0, 0.6, 1.8, 2.9]);
    expect(t[3]?.end).toBeCloseTo(3.4, 9);
  });
  it('treats bad rates and durations safely and needs one duration per step', () => {
    const t = scheduleTimeline(steps.slice(0, 2), [Number.NaN, -1], { inWordGapMs: 50, betweenGapMs: 0, speed: 0 });
    expect(starts(t)).toEqual([0, 0.05]);
    expect(() => scheduleTimeline(steps, [1], { inWordGapMs: 0, betweenGapMs: 0 })).toThrow();
    expect(scheduleTimeline([], [], { inWordGapMs: 0, betweenGapMs: 0 }, 5)).toEqual([]);
  });
  it('200 items at 0 ms gaps start exactly at the running sum of durations', () => {
    const many = playSequence(
      'word_only',
      Array.from({ length: 200 }, () => ({ translation: '' })),
    );
    const durs = many.map((_, i) => 0.3 + (i % 7) * 0.01);
    const t = scheduleTimeline(many, durs, { inWordGapMs: 0, betweenGapMs: 0 });
    let sum = 0;
    t.forEach((x, i) => {
      expect(x.start).toBeCloseTo(sum, 9);
      sum += durs[i] ?? 0;
    });
  });
});

describe('nextStart', () => {
  it('is end plus gap, clamped to the start', () => {
    expect(nextStart(1, 2, 500)).toBe(3.5);
    expect(nextStart(1, 2, -300)).toBeCloseTo(2.7, 9);
    expect(nextStart(1, 0.1, -300)).toBe(1);
  });
});
