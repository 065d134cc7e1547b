/** The user's share code (friend by code / QR): created on first ask, unique, 8 unambiguous characters. */
import { randomInt } from 'node:crypto';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/executor.js';
import { friendsRepo } from './repo.js';

const newCode = () => Array.from({ length: SHARE_CODE_LENGTH }, () => SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)]).join('');

export async function shareCodeOf(db: Executor, userId: number): Promise<{ code: string; findableByPhone: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const row = await friendsRepo.shareCode(db, userId);
    if (row.share_code) return { code: row.share_code, findableByPhone: row.findable_by_phone === 1 };
    try {
      await friendsRepo.setShareCode(db, userId, newCode());
    } catch (err) {
      // Another user holds that code (31^8 codes: rare); draw again.
      if (!isUniqueViolation(err) || attempt > 5) throw err;
    }
  }
}
