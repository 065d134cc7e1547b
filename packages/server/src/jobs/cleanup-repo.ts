/** SQL of the cleanup jobs: deletes what no request can use any more. Takes the executor. */
import type { Executor } from '../db/executor.js';
import { draftBooks } from '../modules/upload/draft-book.js';

const deleted = (results: { numDeletedRows: bigint }[]) => results.reduce((n, r) => n + Number(r.numDeletedRows), 0);

export const cleanupRepo = {
  /** Access tokens past their expiry (a request with one is already refused). */
  async deleteExpiredAccessTokens(db: Executor, now: number): Promise<number> {
    return deleted(await db.deleteFrom('access_tokens').where('expires_at', '<', now).execute());
  },

  /**
   * Refresh tokens expired, or revoked, longer than `retentionMs` ago. Revoked rows are kept a
   * while so that a stolen, already rotated token is still recognized as reuse.
   */
  async deleteOldRefreshTokens(db: Executor, now: number, retentionMs: number): Promise<number> {
    const before = now - retentionMs;
    return deleted(
      await db
        .deleteFrom('refresh_tokens')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .execute(),
    );
  },

  /** SMS codes used or expired more than `retentionMs` ago. */
  async deleteOldSmsCodes(db: Executor, now: number, retentionMs: number): Promise<number> {
    const before = now - retentionMs;
    return deleted(
      await db
        .deleteFrom('sms_codes')
        .where((eb) => eb.or([eb('used_at', '<', before), eb('expires_at', '<', before)]))
        .execute(),
    );
  },

  /** Mentor codes nobody entered, expired more than `retentionMs` ago (their creator saw them as expired until then). */
  async deleteOldMentorCodes(db: Executor, now: number, retentionMs: number): Promise<number> {
    return deleted(
      await db
        .deleteFrom('mentor_links')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now - retentionMs)
        .execute(),
    );
  },

  /**
   * Upload previews past their expiry (applied or not: an applied one's book holds its items), and
   * the hidden draft books of those never applied, a batch of items at a time (draft-book.ts).
   */
  async deleteExpiredUploads(db: Executor, now: number): Promise<number> {
    for (const bookId of await draftBooks.expired(db, now)) await draftBooks.drop(db, bookId);
    return deleted(await db.deleteFrom('uploads').where('expires_at', '<=', now).execute());
  },
};
