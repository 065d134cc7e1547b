/** SQL of the user module: the signed-in user's settings, profile and avatar. Every function takes its executor first. */

import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { UsersTable } from '../../db/schema.js';
import { authRepo } from '../auth/repo.js';

type Settings = Pick<Updateable<UsersTable>, 'identity' | 'native_lang' | 'learning_lang' | 'level' | 'ui_lang' | 'time_zone' | 'nickname'>;

export const userRepo = {
  /** The user with the avatar's etag (the same row shape sign-in presents). */
  byId: (db: Executor, id: number) => authRepo.findUserById(db, id),

  update: (db: Executor, id: number, settings: Settings) => db.updateTable('users').set(settings).where('id', '=', id).execute(),

  avatar: (db: Executor, userId: number) =>
    db.selectFrom('user_avatars').select(['mime', 'data', 'etag', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),

  saveAvatar: (db: Executor, avatar: { userId: number; mime: string; data: Buffer; etag: string; now: number }) =>
    db
      .insertInto('user_avatars')
      .values({ user_id: avatar.userId, mime: avatar.mime, data: avatar.data, etag: avatar.etag, updated_at: avatar.now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ mime: avatar.mime, data: avatar.data, etag: avatar.etag, updated_at: avatar.now }),
      )
      .execute(),
};
