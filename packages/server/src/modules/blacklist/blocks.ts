/**
 * The one reading of the blacklist that every social path goes through (friends, chat, teams,
 * circle comments, mentor links, battles): a block in either direction stops contact.
 */
import type { Executor } from '../../db/executor.js';

/** Users that `userId` blocked or was blocked by. */
export async function blockedPeers(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_user_id as peer')
    .where('user_id', '=', userId)
    .union(db.selectFrom('blocks').select('user_id as peer').where('blocked_user_id', '=', userId))
    .execute();
  return new Set(rows.map((r) => r.peer));
}

/** Did either of the two block the other? */
export async function isBlockedBetween(db: Executor, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('blocked_user_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('blocked_user_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
