/** SQL of the user module: the signed-in user's row and settings. */
import type { Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.js';

type Settings = Partial<Pick<UsersTable, 'identity' | 'native_lang' | 'learning_lang' | 'level' | 'ui_lang'>>;

export const userRepo = {
  byId: (db: Kysely<DB>, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
  update: (db: Kysely<DB>, id: number, settings: Settings) => db.updateTable('users').set(settings).where('id', '=', id).execute(),
};
