/** The learner's answers to an open attempt, kept in sessionStorage so a reload does not lose them. */
import { useCallback, useState } from 'react';
const keyOf = (scope: string, attemptId: number) => `${scope}-answers:${attemptId}`;

function load(key: string): Record<number, string | null> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only question ids with a string (or no) answer: anything else stored there is ignored.
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([k, v]) => /^\d+$/.test(k) && (typeof v === 'string' || v === null))
        .map(([k, v]) => [Number(k), v as string | null]),
    );
  } catch {
    return {};
  }
}

export function useAnswers(scope: string, attemptId: number) {
  const key = keyOf(scope, attemptId);
  const [answers, setAnswers] = useState<Record<number, string | null>>(() => load(key));
  const set = useCallback(
    (questionId: number, value: string | null) =>
      setAnswers((prev) => {
        const next = { ...prev, [questionId]: value };
        try {
          sessionStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the answers stay in memory.
        }
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);
  return { answers, set, clear };
}

export function answerList(answers: Record<number, string | null>) {
  return Object.entries(answers).map(([id, answer]) => ({ questionId: Number(id), answer }));
}
