/**
 * Who may meet whom in a battle. The blacklist arrives with issue 13 (social): until a `blocks`
 * table exists, nobody is blocked. This is the one hook: once the table lands, `blockedPeers`
 * reads it (both directions) and every pairing path — the in-process queue, the Redis queue's
 * Lua script (it receives the set) and invites — already goes through it.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

let blocksTable: boolean | null = null;

async function hasBlocksTable(db: Executor): Promise<boolean> {
  if (blocksTable !== null) return blocksTable;
  try {
    await sql`select 1 from blocks where 1 = 0`.execute(db);
    blocksTable = true;
  } catch {
    blocksTable = false;
  }
  return blocksTable;
}

/** Users that `userId` blocked or was blocked by (empty until the blacklist exists). */
export async function blockedPeers(db: Executor, userId: number): Promise<Set<number>> {
  if (!(await hasBlocksTable(db))) return new Set();
  // Expected shape of issue 13's table: blocks(user_id, blocked_user_id).
  const rows = await sql<{ peer: number }>`
    select blocked_user_id as peer from blocks where user_id = ${userId}
    union select user_id as peer from blocks where blocked_user_id = ${userId}`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.peer)));
}

/** May these two learners be matched (quick match or invite)? */
export async function mayBeMatched(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  return !(await blockedPeers(db, a)).has(b);
}
