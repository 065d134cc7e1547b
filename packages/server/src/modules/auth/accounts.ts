/**
 * Accounts: sign up, sign in (password or SMS code), password reset and change.
 * Nothing here reveals whether a phone is registered: unknown phones get the same answers as
 * wrong passwords or wrong codes, and sign-up says the phone is taken only after the code checks out.
 * Each multi-step write (code, user, session) is one transaction: a failure half-way leaves nothing.
 */
import type { ChangePasswordBody, LoginBody, PasswordChanged, RegisterBody, ResetPasswordBody, Session } from '@qfl/core';
import type { Config } from '../../config.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import type { Kv } from '../../kv/kv.js';
import { hashPassword, verifyPassword } from './password.js';
import { assertNoBackoff, clearFailures, recordFailure } from './password-backoff.js';
import { authRepo, type UserRow } from './repo.js';
import { startSession } from './sessions.js';
import { type CodePurpose, checkCode, sendCode } from './sms-codes.js';

export interface AccountDeps {
  db: Executor;
  kv: Kv;
  config: Config;
}

const invalidCredentials = () => new AppError('auth.invalidCredentials', 401);
/** What an unknown phone gets where a code was expected: exactly a wrong code. */
const wrongCode = () => new AppError('sms.codeInvalid', 422);
import { isUniqueViolation } from '../../db/executor.js';

const roleFor = (config: Config, phone: string) => (config.ADMIN_PHONES.includes(phone) ? 'admin' : 'user');

/** Applies ADMIN_PHONES (promotion only) and the browser's time zone, then starts a session. */
async function signIn(trx: Executor, config: Config, user: UserRow, timeZone: string | undefined, now: number): Promise<Session> {
  const id = user.id;
  const promote = roleFor(config, user.phone) === 'admin' && user.role !== 'admin';
  if (promote || (timeZone && timeZone !== user.time_zone)) {
    await authRepo.updateUser(trx, id, { ...(promote ? { role: 'admin' } : {}), ...(timeZone ? { time_zone: timeZone } : {}) });
  }
  const fresh = await authRepo.findUserById(trx, id);
  if (!fresh) throw new AppError('internal', 500);
  return startSession(trx, config, fresh, now);
}

/** Runs a transaction whose expected failures are returned (so counted code tries commit) and thrown after. */
async function settle<T>(db: Executor, work: (trx: Executor) => Promise<T | AppError>): Promise<T> {
  const outcome = await inTransaction(db, work);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * Sends a code for sign-up, sign-in or reset. Sign-up codes go to any phone (a taken phone learns
 * it is taken only after the code checks out); sign-in and reset codes for a phone without an
 * account are not delivered, but everything else (limits, answer, stored row) is the same.
 */
export async function requestCode(deps: Parameters<typeof sendCode>[0], phone: string, purpose: CodePurpose, ip: string) {
  const deliver = purpose === 'register' || (await authRepo.findUserByPhone(deps.db, phone)) !== undefined;
  return sendCode(deps, phone, purpose, ip, deliver);
}

export async function register({ db, config }: AccountDeps, body: RegisterBody, now = Date.now()): Promise<Session> {
  // Hashed before the transaction so no row lock waits on the slow KDF.
  const passwordHash = await hashPassword(body.password);
  return settle(db, async (trx) => {
    const failure = await checkCode(trx, body.phone, 'register', body.code, now);
    if (failure) return failure;
    // Thrown, not returned: the rollback leaves the code unconsumed for signing in instead.
    if (await authRepo.findUserByPhone(trx, body.phone)) throw new AppError('auth.phoneTaken', 409);
    const id = await authRepo
      .createUser(trx, { phone: body.phone, passwordHash, role: roleFor(config, body.phone), timeZone: body.timeZone ?? 'UTC', now })
      .catch((err: unknown) => {
        // Two sign-ups for one phone at once: the unique index keeps one.
        throw isUniqueViolation(err) ? new AppError('auth.phoneTaken', 409) : err;
      });
    const user = await authRepo.findUserById(trx, id);
    if (!user) throw new AppError('internal', 500);
    return startSession(trx, config, user, now);
  });
}

export async function login({ db, kv, config }: AccountDeps, body: LoginBody, now = Date.now()): Promise<Session> {
  if ('password' in body) {
    await assertNoBackoff(kv, body.phone);
    const user = await authRepo.findUserByPhone(db, body.phone);
    // verifyPassword spends the same time without a user, so timing does not tell either.
    if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) {
      await recordFailure(kv, body.phone);
      throw invalidCredentials();
    }
    const session = await inTransaction(db, (trx) => signIn(trx, config, user, body.timeZone, now));
    await clearFailures(kv, body.phone);
    return session;
  }
  const session = await settle(db, async (trx) => {
    const failure = await checkCode(trx, body.phone, 'login', body.code, now);
    if (failure) return failure;
    const user = await authRepo.findUserByPhone(trx, body.phone);
    if (!user) return wrongCode();
    return signIn(trx, config, user, body.timeZone, now);
  });
  await clearFailures(kv, body.phone);
  return session;
}

/** Sets a new password with a `reset` code, ends every other session and signs in. */
export async function resetPassword({ db, kv, config }: AccountDeps, body: ResetPasswordBody, now = Date.now()): Promise<Session> {
  const passwordHash = await hashPassword(body.password);
  const session = await settle(db, async (trx) => {
    const failure = await checkCode(trx, body.phone, 'reset', body.code, now);
    if (failure) return failure;
    const user = await authRepo.findUserByPhone(trx, body.phone);
    if (!user) return wrongCode();
    await authRepo.updateUser(trx, user.id, { password_hash: passwordHash });
    await authRepo.revokeUserSessions(trx, user.id, now);
    return signIn(trx, config, user, body.timeZone, now);
  });
  await clearFailures(kv, body.phone);
  return session;
}

/** Changes the password of a signed-in user; other sessions end, the current one stays. */
export async function changePassword(
  { db }: AccountDeps,
  actor: { id: number; familyId: string },
  body: ChangePasswordBody,
  now = Date.now(),
): Promise<PasswordChanged> {
  const user = await authRepo.findUserById(db, actor.id);
  if (!user) throw new AppError('auth.sessionInvalid', 401);
  if (!(await verifyPassword(body.oldPassword, user.password_hash))) throw new AppError('auth.wrongPassword', 422);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(db, async (trx) => {
    await authRepo.updateUser(trx, actor.id, { password_hash: passwordHash });
    await authRepo.revokeUserSessions(trx, actor.id, now, actor.familyId);
  });
  return { changed: true };
}
