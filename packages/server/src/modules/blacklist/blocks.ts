/**
 * The one reading of the blacklist that every social path goes through (friends, chat, teams,
 * circle comments, mentor links, battles): a block in either direction stops contact.
 */
import type { Executor } from '../../db/executor.js';
import { blacklistRepo } from './repo.js';

/** Users that `userId` blocked or was blocked by. */
export const blockedPeers = (db: Executor, userId: number): Promise<Set<number>> => blacklistRepo.blockedPeers(db, userId);

/** Did either of the two block the other? */
export const isBlockedBetween = (db: Executor, a: number, b: number): Promise<boolean> => blacklistRepo.isBlockedBetween(db, a, b);
