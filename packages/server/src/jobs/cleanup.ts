/** The cleanup jobs: expired access tokens, old refresh tokens, SMS codes and expired mentor codes, expired upload previews. */
import { MENTOR_EXPIRED_CODE_RETENTION_MS } from '@qfl/core';
import type { Executor } from '../db/executor.js';
import { cleanupRepo } from './cleanup-repo.js';
import type { Job } from './scheduler.js';

const DAY_MS = 24 * 3600_000;
/** Revoked or expired refresh tokens stay this long (reuse of a rotated token is still detected). */
export const REFRESH_RETENTION_MS = 7 * DAY_MS;
/** Used or expired SMS codes stay a day (support can still see what was sent). */
export const SMS_CODE_RETENTION_MS = DAY_MS;

export function cleanupJobs(db: Executor): Job[] {
  return [
    { name: 'cleanup-access-tokens', run: async (now) => ({ deleted: await cleanupRepo.deleteExpiredAccessTokens(db, now) }) },
    {
      name: 'cleanup-refresh-tokens',
      run: async (now) => ({ deleted: await cleanupRepo.deleteOldRefreshTokens(db, now, REFRESH_RETENTION_MS) }),
    },
    { name: 'cleanup-sms-codes', run: async (now) => ({ deleted: await cleanupRepo.deleteOldSmsCodes(db, now, SMS_CODE_RETENTION_MS) }) },
    {
      name: 'cleanup-mentor-codes',
      run: async (now) => ({ deleted: await cleanupRepo.deleteOldMentorCodes(db, now, MENTOR_EXPIRED_CODE_RETENTION_MS) }),
    },
    { name: 'cleanup-uploads', run: async (now) => ({ deleted: await cleanupRepo.deleteExpiredUploads(db, now) }) },
  ];
}
