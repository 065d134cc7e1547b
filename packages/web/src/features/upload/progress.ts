/**
 * One progress bar across the whole upload: sending the file, the server parsing and checking
 * it (preview), then applying it. Each stage owns a slice of 0-100; within a stage, `done/total`
 * (bytes sent, or the server's counts) moves the bar along its slice. Never goes backwards.
 */
import type { UploadProgress } from '@qfl/core';

export type Stage = UploadProgress['stage'];

const SLICES: Record<Exclude<Stage, 'failed'>, [number, number]> = {
  upload: [0, 35],
  parse: [35, 60],
  check: [60, 80],
  apply: [80, 99],
  done: [100, 100],
};

export function stagePercent(stage: Stage, done: number, total: number): number | null {
  if (stage === 'failed') return null;
  const [from, to] = SLICES[stage];
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return Math.round(from + (to - from) * share);
}

/** The next bar value: the stage's percent, never below what was shown already. */
export function nextPercent(shown: number, stage: Stage, done: number, total: number): number {
  const p = stagePercent(stage, done, total);
  return p === null ? shown : Math.max(shown, p);
}
