/**
 * Access and refresh tokens. Access tokens are short-lived opaque strings; refresh tokens are
 * rotated on every use and belong to a family: presenting a used one revokes the whole family,
 * except within the grace window (refresh-grace.ts) where it returns the pair it was traded for.
 */
import type { Role, Session } from '@qfl/core';
import type { Config } from '../../config.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { Actor } from '../../http/context.js';
import { errors } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';
import { newSecret, sha256 } from './hash.js';
import { presentUser } from './presenter.js';
import { recallRotation, rememberRotation } from './refresh-grace.js';
import { authRepo, type UserRow } from './repo.js';

type Ttl = Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_SECONDS'>;

async function issue(db: Executor, ttl: Ttl, user: UserRow, familyId: string, now: number): Promise<Session> {
  const token = newSecret();
  const refreshToken = newSecret();
  const userId = user.id;
  await authRepo.insertAccess(db, sha256(token), userId, familyId, now + ttl.ACCESS_TOKEN_TTL_SECONDS * 1000);
  await authRepo.insertRefresh(db, sha256(refreshToken), userId, familyId, now + ttl.REFRESH_TOKEN_TTL_SECONDS * 1000, now);
  return { token, refreshToken, expiresIn: ttl.ACCESS_TOKEN_TTL_SECONDS, userInfo: presentUser(user) };
}

/** Starts a new session family; joins the caller's transaction when there is one. */
export function startSession(db: Executor, ttl: Ttl, user: UserRow, now = Date.now()): Promise<Session> {
  return inTransaction(db, (trx) => issue(trx, ttl, user, newSecret(), now));
}

/** The pair an old token was traded for within the grace window, if its family is still alive. */
async function replay(db: Executor, kv: Kv, ttl: Ttl, refreshToken: string, oldHash: string, userId: number): Promise<Session | null> {
  const pair = await recallRotation(kv, refreshToken, oldHash);
  if (!pair) return null;
  const next = await authRepo.findRefresh(db, sha256(pair.refreshToken));
  if (!next || next.revoked_at !== null || next.user_id !== userId) return null;
  const user = await authRepo.findUserById(db, userId);
  return user ? { ...pair, expiresIn: ttl.ACCESS_TOKEN_TTL_SECONDS, userInfo: presentUser(user) } : null;
}

/** Trades a refresh token for a new pair. A user id alone never mints a token. */
export async function refreshSession(
  deps: { db: Executor; kv: Kv; ttl: Ttl },
  userId: number,
  refreshToken: string,
  now = Date.now(),
): Promise<Session> {
  const { db, kv, ttl } = deps;
  const oldHash = sha256(refreshToken);
  const outcome = await inTransaction(db, async (trx) => {
    const row = await authRepo.findRefresh(trx, oldHash);
    if (!row || row.user_id !== userId) return 'invalid' as const;
    if (row.revoked_at !== null) {
      const again = await replay(trx, kv, ttl, refreshToken, oldHash, userId);
      if (again) return again;
      await authRepo.revokeFamily(trx, row.family_id, now);
      return 'reused' as const;
    }
    if (row.expires_at <= now) return 'invalid' as const;
    const revoked = await authRepo.revokeRefresh(trx, row.id, now);
    if (Number(revoked.numUpdatedRows) !== 1) {
      // A parallel refresh with the same token rotated it first (PostgreSQL waits on its row lock).
      return (await replay(trx, kv, ttl, refreshToken, oldHash, userId)) ?? ('invalid' as const);
    }
    const user = await authRepo.findUserById(trx, userId);
    if (!user) return 'invalid' as const;
    const session = await issue(trx, ttl, user, row.family_id, now);
    // Stored before commit, so a parallel request that sees the rotation also finds the pair.
    await rememberRotation(kv, refreshToken, oldHash, { token: session.token, refreshToken: session.refreshToken });
    return session;
  });
  // The family revocation above must commit, so the error is raised after the transaction.
  if (typeof outcome === 'string') throw errors.sessionInvalid();
  return outcome;
}

/**
 * The actor of a live access token and its user's row, read together in one query on every
 * signed-in request (never cached across requests: a revoked token fails at once everywhere).
 */
export async function resolveToken(db: Executor, token: string, now = Date.now()): Promise<{ actor: Actor; user: UserRow } | null> {
  const row = await authRepo.findAccess(db, sha256(token));
  if (!row || row.expires_at <= now) return null;
  // The row is a user row with two token columns more: handed on as it is, not copied.
  return { actor: { id: row.id, role: row.role as Role, timeZone: row.time_zone, familyId: row.family_id }, user: row };
}

export async function endSession(db: Executor, token: string, now = Date.now()): Promise<void> {
  const row = await authRepo.findAccess(db, sha256(token));
  if (row) await inTransaction(db, (trx) => authRepo.revokeFamily(trx, row.family_id, now));
}
