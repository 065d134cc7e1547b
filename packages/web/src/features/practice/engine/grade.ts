/**
 * Grading on the client, at once: an item carries the hash of its expected answer, so the given
 * answer is right when it hashes the same. The server grades again and its word is final.
 */
import { answerHash, type SessionItem } from '@qfl/core';

export function gradeLocally(item: Pick<SessionItem, 'id' | 'answerHash'>, given: string): boolean {
  return answerHash(item.id, given) === item.answerHash;
}

/** For choice items the expected answer is the one choice that hashes right (null for typed answers). */
export function expectedChoice(item: Pick<SessionItem, 'id' | 'answerHash' | 'choices'>): string | null {
  return item.choices?.find((choice) => gradeLocally(item, choice)) ?? null;
}

/** One try per item in quizzes and the daily test (as the server counts them); elsewhere a wrong item comes back until right. */
export function retriesWrong(kind: string): boolean {
  return kind !== 'quiz' && kind !== 'daily-test';
}
