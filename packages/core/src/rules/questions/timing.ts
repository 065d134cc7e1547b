/**
 * Exam timing: the server holds the clock. An attempt's deadline is its start plus the exam's
 * time limit; a submission up to EXAM_GRACE_MS after it (network, a slow phone) is on time, a
 * later one is still scored but marked late; a second submission is refused.
 */
export const EXAM_GRACE_MS = 30_000;

export function examDeadline(startedAt: number, timeLimitSec: number): number {
  return startedAt + timeLimitSec * 1000;
}

export type SubmissionStatus = 'on-time' | 'late' | 'already-submitted';

export function submissionStatus(attempt: { deadline: number; submittedAt: number | null }, now: number): SubmissionStatus {
  if (attempt.submittedAt !== null) return 'already-submitted';
  return now > attempt.deadline + EXAM_GRACE_MS ? 'late' : 'on-time';
}

/** Seconds left on the clock as the client should show it (never negative). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
