/**
 * Who may meet whom in a battle: never oneself, never across a block (either direction, see
 * blacklist/blocks.ts). Every pairing path — the in-process queue, the Redis queue's Lua script
 * (it receives the set) and invites — goes through here.
 */
import type { Executor } from '../../db/executor.js';
import { blockedPeers, isBlockedBetween } from '../blacklist/blocks.js';

export { blockedPeers };

/** May these two learners be matched (quick match or invite)? */
export async function mayBeMatched(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  return !(await isBlockedBetween(db, a, b));
}
