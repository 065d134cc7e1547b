/** Sign up and sign in: by phone and password, or by phone and SMS code. */
import type { LoginBody, RegisterBody, Session } from '@qfl/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { maskPhone } from './presenter.js';
import { authRepo } from './repo.js';
import { startSession } from './sessions.js';
import { consumeCode } from './sms-codes.js';

const invalidCredentials = () => new AppError('auth.invalidCredentials', 401);

export async function register(db: Kysely<DB>, config: Config, body: RegisterBody): Promise<Session> {
  if (await authRepo.findUserByPhone(db, body.phone)) throw new AppError('auth.phoneTaken', 409);
  await consumeCode(db, body.phone, 'register', body.code);
  const passwordHash = await hashPassword(body.password);
  const now = Date.now();
  const id = await authRepo.createUser(db, body.phone, passwordHash, maskPhone(body.phone), now).catch((err: unknown) => {
    // Two sign-ups for one phone at once: the unique index keeps one.
    throw /unique|duplicate/i.test(String(err)) ? new AppError('auth.phoneTaken', 409) : err;
  });
  const user = await authRepo.findUserById(db, id);
  if (!user) throw new AppError('internal', 500);
  return startSession(db, config, { ...user, id });
}

export async function login(db: Kysely<DB>, config: Config, body: LoginBody): Promise<Session> {
  const user = await authRepo.findUserByPhone(db, body.phone);
  if ('password' in body) {
    if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) throw invalidCredentials();
  } else {
    if (!user) throw new AppError('auth.noAccount', 404);
    await consumeCode(db, body.phone, 'login', body.code);
  }
  return startSession(db, config, { ...user, id: Number(user.id) });
}
