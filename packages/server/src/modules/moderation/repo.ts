/** SQL of the image check (`/qn/imageCensor`): the stored image by key, its verdict, its open queue item. */
import type { Executor } from '../../db/executor.js';
import type { Verdict } from './types.js';

export const moderationRepo = {
  imageByKey: (db: Executor, key: string) =>
    db
      .selectFrom('images')
      .select(['id', 'key', 'owner_id', 'purpose', 'mime', 'data', 'verdict'])
      .where('key', '=', key)
      .executeTakeFirst(),

  setImageVerdict: async (db: Executor, imageId: number, verdict: Verdict): Promise<void> => {
    await db.updateTable('images').set({ verdict }).where('id', '=', imageId).execute();
  },

  /** Whether an open queue item already names this target. */
  isQueued: async (db: Executor, targetKind: string, targetId: string): Promise<boolean> =>
    (await db
      .selectFrom('moderation_queue')
      .select('id')
      .where('target_kind', '=', targetKind)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .executeTakeFirst()) !== undefined,
};
