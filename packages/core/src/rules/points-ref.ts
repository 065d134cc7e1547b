/**
 * Ledger refs and sources. Every points_ledger row names its source (`POINTS_SOURCES`, the
 * `source` column) and a ref, the idempotency key of the row per user (unique index):
 * `group:<bookId>:<n>`, `daily-test:<YYYY-MM-DD>`, `task:<taskKey>:<periodKey>`, `battle:<roomId>`,
 * `spend:<requestId>`. Capped sources (`POINTS_DAILY_CAPS`) also take a slot
 * `<source>:<learnerDay>:<n>`, n = 1…cap, unique per user: the cap holds under concurrency
 * because two credits can never take the same slot.
 */
import { POINTS_DAILY_CAPS } from '../constants.js';
import { POINTS_SOURCES, type PointsKind, type PointsSource } from '../schemas/points.js';

export const pointsRef = {
  group: (bookId: number, group: number) => `group:${bookId}:${group}`,
  dailyTest: (day: string) => `daily-test:${day}`,
  task: (taskKey: string, periodKey: string) => `task:${taskKey}:${periodKey}`,
  battle: (roomId: string) => `battle:${roomId}`,
  spend: (requestId: string) => `spend:${requestId}`,
};

/** The ledger ref of a battle's award: once per learner per battle (room id). */
export const battlePointsRef = pointsRef.battle;

/** How many credits of a source a learner day pays at most (null: no cap, once-per-period refs). */
export function dailyCap(source: PointsSource): number | null {
  return source in POINTS_DAILY_CAPS ? POINTS_DAILY_CAPS[source as keyof typeof POINTS_DAILY_CAPS] : null;
}

/** What every cap slot of a source on a learner day starts with. */
export const capSlotPrefix = (source: PointsSource, day: string) => `${source}:${day}:`;
/** The n-th (1-based) cap slot of a source on a learner day. */
export const capSlot = (source: PointsSource, day: string, n: number) => `${capSlotPrefix(source, day)}${n}`;

export const isPointsSource = (s: string | null | undefined): s is PointsSource =>
  s !== null && s !== undefined && (POINTS_SOURCES as readonly string[]).includes(s);

/**
 * The kind of a ledger row and its reason code for the web to translate: `group`, `daily-test`,
 * `task:<taskKey>`, `battle`, or a spend's own reason. The stored source decides; rows without
 * one fall back on their ref, and rows with neither are `other` with their stored reason.
 */
export function describeLedgerRow(ref: string | null, reason: string, source?: string | null): { kind: PointsKind; reason: string } {
  const head = ref?.split(':')[0];
  const kind: PointsKind = isPointsSource(source) ? source : isPointsSource(head) ? head : 'other';
  switch (kind) {
    case 'task':
      return { kind, reason: `task:${ref?.startsWith('task:') ? (ref.split(':')[1] ?? '') : reason.replace(/^task:/, '')}` };
    case 'spend':
    case 'other':
      return { kind, reason };
    default:
      return { kind, reason: kind };
  }
}
