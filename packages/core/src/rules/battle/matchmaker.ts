/**
 * Quick-match pairing, pure: a waiting list per learning language; a newcomer takes the longest
 * waiting learner within ±BATTLE_LEVEL_SPAN levels (never themselves, never someone the policy
 * forbids), else waits. An entry leaves the list exactly once: paired, cancelled or handed a bot.
 * The in-process matchmaker runs this; the Redis one runs the same rule in one Lua script.
 */
import { BATTLE_LEVEL_SPAN } from '../../schemas/battle.js';

export interface QueueEntry {
  userId: number;
  lang: string;
  level: number;
  /** Where the waiting socket is (process and connection ids). */
  procId: string;
  connId: string;
  since: number;
}

export function levelsMatch(a: number, b: number, span = BATTLE_LEVEL_SPAN): boolean {
  return Math.abs(a - b) <= span;
}

/** Index of the opponent for `me` in `waiting` (oldest first), or -1. */
export function pickOpponent(
  waiting: readonly QueueEntry[],
  me: Pick<QueueEntry, 'userId' | 'lang' | 'level'>,
  mayMatch: (other: QueueEntry) => boolean = () => true,
  span = BATTLE_LEVEL_SPAN,
): number {
  return waiting.findIndex((w) => w.userId !== me.userId && w.lang === me.lang && levelsMatch(w.level, me.level, span) && mayMatch(w));
}

/** An in-memory waiting list: `offer` pairs or enqueues, `take` removes one entry once. */
export class MatchQueue {
  private readonly waiting: QueueEntry[] = [];

  constructor(private readonly span = BATTLE_LEVEL_SPAN) {}

  /** Pairs `me` with a waiting learner (removed from the list) or puts `me` on the list (replacing an older entry of the same user). */
  offer(me: QueueEntry, mayMatch: (other: QueueEntry) => boolean = () => true): QueueEntry | null {
    const i = pickOpponent(this.waiting, me, mayMatch, this.span);
    if (i >= 0) return this.waiting.splice(i, 1)[0] as QueueEntry;
    this.remove((w) => w.userId === me.userId);
    this.waiting.push(me);
    return null;
  }

  /** Removes the entry of this connection; true when it was still waiting (so the caller owns it). */
  take(connId: string): boolean {
    return this.remove((w) => w.connId === connId) > 0;
  }

  /** Entries that have waited at least `ms` by `now` (candidates for a bot). */
  overdue(now: number, ms: number): QueueEntry[] {
    return this.waiting.filter((w) => now - w.since >= ms);
  }

  get size(): number {
    return this.waiting.length;
  }

  private remove(pred: (w: QueueEntry) => boolean): number {
    let n = 0;
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      if (pred(this.waiting[i] as QueueEntry)) {
        this.waiting.splice(i, 1);
        n++;
      }
    }
    return n;
  }
}
