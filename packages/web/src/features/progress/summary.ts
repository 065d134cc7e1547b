/** What the progress card and page read from `Progress` beyond its fields. */
import type { Progress } from '@qfl/core';

/** Any trace of study: a learned word, a study day or a vocabulary test. */
export function hasStudied(p: Progress): boolean {
  return p.learned > 0 || p.calendar.some((d) => d.reviews > 0) || p.vocabularyHistory.length > 0;
}

/** Reviews due on the day `key` (0 when the forecast does not reach it). */
export function dueOn(p: Progress, key: string): number {
  return p.forecast.find((f) => f.day === key)?.count ?? 0;
}
