/**
 * A quiz being played, as plain data: which item is shown, what was answered, graded at once
 * with the item's answer hash (the server confirms, and its verdict wins), and the score.
 */
import { answerHash, type SessionItem } from '@qfl/core';

export interface GivenAnswer {
  given: string;
  correct: boolean;
  /** The right answer, once known (from the choices' hashes, or from the server). */
  expected: string | null;
  ms: number;
  requestId: string;
  /** Confirmed by the server. */
  confirmed: boolean;
}

export function gradeLocally(item: SessionItem, given: string): boolean {
  return answerHash(item.id, given) === item.answerHash;
}

/** The choice whose hash is the expected answer's, if any. */
export function correctChoice(item: SessionItem): string | null {
  return item.choices?.find((choice) => gradeLocally(item, choice)) ?? null;
}

export function answerLocally(item: SessionItem, given: string, ms: number, requestId: string): GivenAnswer {
  const correct = gradeLocally(item, given);
  return { given, correct, expected: correct ? given : correctChoice(item), ms, requestId, confirmed: false };
}

/** The server's verdict replaces the local one. */
export function confirm(answer: GivenAnswer, server: { correct: boolean; expected: string }): GivenAnswer {
  return { ...answer, correct: server.correct, expected: server.expected, confirmed: true };
}

export function score(answers: readonly GivenAnswer[], total: number): { right: number; total: number; percent: number } {
  const right = answers.filter((a) => a.correct).length;
  return { right, total, percent: total > 0 ? Math.round((right / total) * 100) : 0 };
}

/** Elapsed time as m:ss. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The word a mistake is about, to read aloud: the prompt when it is the word, else the expected word. */
export function spokenText(kind: SessionItem['kind'], prompt: string, expected: string): string {
  return kind === 'word-choice' ? expected : prompt;
}
