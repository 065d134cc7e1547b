import { describe, expect, it } from 'vitest';
import { EXAM_GRACE_MS, examDeadline, secondsLeft, submissionStatus } from './timing.js';

describe('exam timing', () => {
  const start = Date.UTC(2026, 0, 1);
  const deadline = examDeadline(start, 600);
  it('puts the deadline at the start plus the time limit', () => {
    expect(deadline - start).toBe(600_000);
  });
  it('is on time up to the grace after the deadline, late after it', () => {
    expect(submissionStatus({ deadline, submittedAt: null }, start + 1000)).toBe('on-time');
    expect(submissionStatus({ deadline, submittedAt: null }, deadline + EXAM_GRACE_MS)).toBe('on-time');
    expect(submissionStatus({ deadline, submittedAt: null }, deadline + EXAM_GRACE_MS + 1)).toBe('late');
  });
  it('refuses a second submission, on time or not', () => {
    expect(submissionStatus({ deadline, submittedAt: start + 5 }, start + 10)).toBe('already-submitted');
    expect(submissionStatus({ deadline, submittedAt: deadline + 99_999 }, deadline + 100_000)).toBe('already-submitted');
  });
  it('counts seconds left, never below zero', () => {
    expect(secondsLeft(deadline, deadline - 1500)).toBe(2);
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0);
  });
});
