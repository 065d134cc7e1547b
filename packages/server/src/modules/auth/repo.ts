/** SQL of the auth module: users, SMS codes, access and refresh tokens. Every function takes its executor first. */
import { SMS_MAX_WRONG_TRIES } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { preparedQuery } from '../../db/prepared.js';

/** A user row with its avatar's etag (null without an avatar): what presentUser shapes. */
const userColumns = [
  'users.id',
  'users.phone',
  'users.password_hash',
  'users.nickname',
  'users.identity',
  'users.native_lang',
  'users.learning_lang',
  'users.level',
  'users.ui_lang',
  'users.created_at',
  'users.suspended_until',
  'users.role',
  'users.time_zone',
  'user_avatars.etag as avatar_etag',
] as const;

const usersWithAvatar = (db: Executor) =>
  db.selectFrom('users').leftJoin('user_avatars', 'user_avatars.user_id', 'users.id').select(userColumns);

export const authRepo = {
  findUserByPhone: (db: Executor, phone: string) => usersWithAvatar(db).where('users.phone', '=', phone).executeTakeFirst(),

  /** Every signed-in request reads its user by id: compiled once (db/prepared.ts). */
  findUserById: preparedQuery((db: Executor, id: number) => usersWithAvatar(db).where('users.id', '=', id), 1),

  async createUser(
    db: Executor,
    user: { phone: string; passwordHash: string; role: string; timeZone: string; now: number },
  ): Promise<number> {
    const row = await db
      .insertInto('users')
      .values({
        phone: user.phone,
        password_hash: user.passwordHash,
        nickname: null,
        role: user.role,
        time_zone: user.timeZone,
        created_at: user.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  updateUser: (db: Executor, id: number, fields: { password_hash?: string; role?: string; time_zone?: string }) =>
    db.updateTable('users').set(fields).where('id', '=', id).execute(),

  insertCode: (db: Executor, phone: string, purpose: string, codeHash: string, expiresAt: number, now: number) =>
    db
      .insertInto('sms_codes')
      .values({ phone, purpose, code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: now })
      .execute(),

  /** The newest code for a phone and purpose, used or not (none at all means none was ever sent). */
  latestCode: (db: Executor, phone: string, purpose: string) =>
    db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /**
   * Counts one try before the code is compared, in one conditional statement: parallel guesses
   * each take a row lock (PostgreSQL) or run one at a time (SQLite), and no more than
   * SMS_MAX_WRONG_TRIES of them can ever get past the `attempts <` condition.
   */
  countTry: (db: Executor, id: number, now: number) =>
    db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', SMS_MAX_WRONG_TRIES)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['attempts', 'code_hash'])
      .executeTakeFirst(),

  markCodeUsed: (db: Executor, id: number, now: number) =>
    db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst(),

  insertAccess: (db: Executor, tokenHash: string, userId: number, familyId: string, expiresAt: number) =>
    db.insertInto('access_tokens').values({ token_hash: tokenHash, user_id: userId, family_id: familyId, expires_at: expiresAt }).execute(),

  /**
   * The access token with its user's whole row (the shape of findUserById): every signed-in
   * request resolves its token and user in this one query, compiled once (db/prepared.ts), and
   * routes that answer with the user reuse the row instead of reading it again.
   */
  findAccess: preparedQuery(
    (db: Executor, tokenHash: string) =>
      usersWithAvatar(db)
        .innerJoin('access_tokens', 'access_tokens.user_id', 'users.id')
        .select(['access_tokens.family_id', 'access_tokens.expires_at'])
        .where('access_tokens.token_hash', '=', tokenHash),
    1,
  ),

  insertRefresh: (db: Executor, tokenHash: string, userId: number, familyId: string, expiresAt: number, now: number) =>
    db
      .insertInto('refresh_tokens')
      .values({ token_hash: tokenHash, user_id: userId, family_id: familyId, expires_at: expiresAt, created_at: now })
      .execute(),

  findRefresh: (db: Executor, tokenHash: string) =>
    db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  revokeRefresh: (db: Executor, id: number, now: number) =>
    db.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst(),

  async revokeFamily(db: Executor, familyId: string, now: number): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await db.deleteFrom('access_tokens').where('family_id', '=', familyId).execute();
  },

  /** Ends every session of a user except the family kept (the one making the request), if any. */
  async revokeUserSessions(db: Executor, userId: number, now: number, keepFamily: string | null = null): Promise<void> {
    let refresh = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    let access = db.deleteFrom('access_tokens').where('user_id', '=', userId);
    if (keepFamily !== null) {
      refresh = refresh.where('family_id', '!=', keepFamily);
      access = access.where('family_id', '!=', keepFamily);
    }
    await refresh.execute();
    await access.execute();
  },

  deleteExpiredAccess: (db: Executor, now: number) => db.deleteFrom('access_tokens').where('expires_at', '<', now).execute(),
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof authRepo.findUserById>>>;
