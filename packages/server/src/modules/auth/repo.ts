/** SQL of the auth module: users, SMS codes, access and refresh tokens. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const authRepo = {
  findUserByPhone: (db: Q, phone: string) => db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),

  findUserById: (db: Q, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  async createUser(db: Q, phone: string, passwordHash: string, nickname: string, now: number): Promise<number> {
    const row = await db
      .insertInto('users')
      .values({ phone, password_hash: passwordHash, nickname, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  insertCode: (db: Q, phone: string, purpose: string, codeHash: string, expiresAt: number, now: number) =>
    db
      .insertInto('sms_codes')
      .values({ phone, purpose, code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: now })
      .execute(),

  latestCode: (db: Q, phone: string, purpose: string) =>
    db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  countWrongTry: (db: Q, id: number) =>
    db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute(),

  markCodeUsed: (db: Q, id: number, now: number) => db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', id).execute(),

  insertAccess: (db: Q, tokenHash: string, userId: number, familyId: string, expiresAt: number) =>
    db.insertInto('access_tokens').values({ token_hash: tokenHash, user_id: userId, family_id: familyId, expires_at: expiresAt }).execute(),

  findAccess: (db: Q, tokenHash: string) =>
    db.selectFrom('access_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  insertRefresh: (db: Q, tokenHash: string, userId: number, familyId: string, expiresAt: number, now: number) =>
    db
      .insertInto('refresh_tokens')
      .values({ token_hash: tokenHash, user_id: userId, family_id: familyId, expires_at: expiresAt, created_at: now })
      .execute(),

  findRefresh: (db: Q, tokenHash: string) =>
    db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

  revokeRefresh: (db: Q, id: number, now: number) =>
    db.updateTable('refresh_tokens').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst(),

  async revokeFamily(db: Q, familyId: string, now: number): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    await db.deleteFrom('access_tokens').where('family_id', '=', familyId).execute();
  },

  deleteExpiredAccess: (db: Q, now: number) => db.deleteFrom('access_tokens').where('expires_at', '<', now).execute(),
};
