/** SQL of images: stored re-encoded bytes with a random key. Every function takes its executor first. */
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ImagesTable } from '../../db/schema-social.js';

export const imagesRepo = {
  insert: async (db: Executor, row: Insertable<ImagesTable>) =>
    (await db.insertInto('images').values(row).returning('id').executeTakeFirstOrThrow()).id,

  /** A visible image by key, with its bytes. */
  byKey: (db: Executor, key: string) =>
    db
      .selectFrom('images')
      .select(['id', 'mime', 'data', 'hidden_at'])
      .where('key', '=', key)
      .where('hidden_at', 'is', null)
      .executeTakeFirst(),

  /** Visible images of an owner among keys (a post may only show the author's own images). */
  ownedByKeys: (db: Executor, ownerId: number, keys: string[]) =>
    keys.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('images')
          .select(['id', 'key', 'width', 'height'])
          .where('owner_id', '=', ownerId)
          .where('key', 'in', keys)
          .where('hidden_at', 'is', null)
          .execute(),
};
