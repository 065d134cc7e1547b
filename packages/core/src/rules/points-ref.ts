/**
 * Ledger refs: the idempotency key of a points_ledger row per user (unique index), and what a
 * record shows as its reason. `group:<bookId>:<n>`, `daily-test:<YYYY-MM-DD>`,
 * `task:<taskKey>:<periodKey>`, `battle:<roomId>`, `spend:<requestId>`.
 */
import type { PointsKind } from '../schemas/points.js';

export const pointsRef = {
  group: (bookId: number, group: number) => `group:${bookId}:${group}`,
  dailyTest: (day: string) => `daily-test:${day}`,
  task: (taskKey: string, periodKey: string) => `task:${taskKey}:${periodKey}`,
  spend: (requestId: string) => `spend:${requestId}`,
};

/**
 * The kind of a ledger row and its reason code for the web to translate: `group`, `daily-test`,
 * `task:<taskKey>`, `battle`, or a spend's own reason. Rows without a known ref keep their stored reason.
 */
export function describeLedgerRow(ref: string | null, reason: string): { kind: PointsKind; reason: string } {
  const head = ref?.split(':')[0];
  if (ref && head === 'group') return { kind: 'group', reason: 'group' };
  if (ref && head === 'daily-test') return { kind: 'daily-test', reason: 'daily-test' };
  if (ref && head === 'task') return { kind: 'task', reason: `task:${ref.split(':')[1] ?? ''}` };
  if (ref && head === 'battle') return { kind: 'battle', reason: 'battle' };
  if (ref && head === 'spend') return { kind: 'spend', reason };
  return { kind: 'other', reason };
}

/** The ledger ref of a battle's award: once per learner per battle (room id). */
export const battlePointsRef = (roomId: string) => `battle:${roomId}`;
