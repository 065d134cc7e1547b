/**
 * Access and refresh tokens. Access tokens are short-lived opaque strings; refresh tokens are
 * rotated on every use and belong to a family: presenting a used one revokes the whole family.
 */
import type { Session } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB, UsersTable } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { newSecret, sha256 } from './hash.js';
import { presentUser } from './presenter.js';
import { authRepo } from './repo.js';

type Ttl = Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_SECONDS'>;
type UserRow = Omit<UsersTable, 'id'> & { id: number };

async function issue(db: Kysely<DB>, ttl: Ttl, user: UserRow, familyId: string, now: number): Promise<Session> {
  const token = newSecret();
  const refreshToken = newSecret();
  await authRepo.insertAccess(db, sha256(token), user.id, familyId, now + ttl.ACCESS_TOKEN_TTL_SECONDS * 1000);
  await authRepo.insertRefresh(db, sha256(refreshToken), user.id, familyId, now + ttl.REFRESH_TOKEN_TTL_SECONDS * 1000, now);
  return { token, refreshToken, expiresIn: ttl.ACCESS_TOKEN_TTL_SECONDS, userInfo: presentUser(user) };
}

export function startSession(db: Kysely<DB>, ttl: Ttl, user: UserRow, now = Date.now()): Promise<Session> {
  return db.transaction().execute((trx) => issue(trx, ttl, user, newSecret(), now));
}

/** Trades a refresh token for a new pair. A user id alone never mints a token. */
export async function refreshSession(db: Kysely<DB>, ttl: Ttl, userId: number, refreshToken: string, now = Date.now()): Promise<Session> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await authRepo.findRefresh(trx, sha256(refreshToken));
    if (!row || Number(row.user_id) !== userId) return 'invalid' as const;
    if (row.revoked_at !== null) {
      await authRepo.revokeFamily(trx, row.family_id, now);
      return 'reused' as const;
    }
    if (row.expires_at <= now) return 'invalid' as const;
    const revoked = await authRepo.revokeRefresh(trx, Number(row.id), now);
    if (Number(revoked.numUpdatedRows) !== 1) return 'invalid' as const;
    const user = await authRepo.findUserById(trx, userId);
    if (!user) return 'invalid' as const;
    return issue(trx, ttl, { ...user, id: Number(user.id) }, row.family_id, now);
  });
  // The family revocation above must commit, so the error is raised after the transaction.
  if (typeof outcome === 'string') throw errors.sessionInvalid();
  return outcome;
}

export async function userIdForToken(db: Kysely<DB>, token: string, now = Date.now()): Promise<number | null> {
  const row = await authRepo.findAccess(db, sha256(token));
  if (!row || row.expires_at <= now) return null;
  return Number(row.user_id);
}

export async function endSession(db: Kysely<DB>, token: string, now = Date.now()): Promise<void> {
  const row = await authRepo.findAccess(db, sha256(token));
  if (row) await db.transaction().execute((trx) => authRepo.revokeFamily(trx, row.family_id, now));
}
