/**
 * SQL of moderation: the image check (`/qn/imageCensor`: the stored image by key, its verdict, its
 * open queue item), the moderation queue, and hiding reported or queued content (hide.ts).
 */
import type { QueueStatus } from '@qfl/core';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ModerationQueueTable } from '../../db/schema-social.js';
import type { Verdict } from './types.js';

/** How an image target is found (hide.ts `imageWhere`). */
type ImageWhere = { column: 'key'; value: string };

/** The tables whose rows are hidden by setting `hidden_at`. */
type HideableTable = 'chat_messages' | 'circle_posts' | 'circle_comments' | 'teams';

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

  /** An admin sees it in the moderation queue. */
  enqueue: async (db: Executor, row: Insertable<ModerationQueueTable>): Promise<void> => {
    await db.insertInto('moderation_queue').values(row).execute();
  },

  /** Queue items of a status with their user's nickname: open ones oldest first, decided ones newest first. */
  queuePage: (db: Executor, status: QueueStatus, limit: number) =>
    db
      .selectFrom('moderation_queue as q')
      .leftJoin('users as u', 'u.id', 'q.user_id')
      .select([
        'q.id',
        'q.target_kind',
        'q.target_id',
        'q.user_id',
        'u.nickname',
        'q.content',
        'q.labels',
        'q.status',
        'q.handled_at',
        'q.created_at',
      ])
      .where('q.status', '=', status)
      .orderBy('q.id', status === 'open' ? 'asc' : 'desc')
      .limit(limit)
      .execute(),

  queueItem: (db: Executor, id: number) =>
    db.selectFrom('moderation_queue').select(['target_kind', 'target_id', 'status']).where('id', '=', id).executeTakeFirst(),

  /** Decides an open queue item; false when it was decided already. */
  decideQueueItem: async (db: Executor, id: number, status: 'approved' | 'hidden', adminId: number, now: number): Promise<boolean> => {
    const taken = await db
      .updateTable('moderation_queue')
      .set({ status, handled_by: adminId, handled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) !== 0;
  },

  imageKey: (db: Executor, where: ImageWhere) =>
    db.selectFrom('images').select('key').where(where.column, '=', where.value).executeTakeFirst(),

  passImage: async (db: Executor, where: ImageWhere): Promise<void> => {
    await db.updateTable('images').set({ verdict: 'pass' }).where(where.column, '=', where.value).execute();
  },

  hideImage: async (db: Executor, where: ImageWhere, now: number): Promise<void> => {
    await db.updateTable('images').set({ hidden_at: now }).where(where.column, '=', where.value).where('hidden_at', 'is', null).execute();
  },

  /** Hides a message, post, comment or team (a row hidden already keeps its time). */
  hideRow: async (db: Executor, table: HideableTable, id: number, now: number): Promise<void> => {
    await db.updateTable(table).set({ hidden_at: now }).where('id', '=', id).where('hidden_at', 'is', null).execute();
  },

  /** A user's book becomes private and rejected (a built-in book is never touched). */
  rejectBook: async (db: Executor, id: number, now: number): Promise<void> => {
    await db
      .updateTable('books')
      .set({ status: 'private', review_status: 'rejected', review_reason: 'report', reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('builtin', '=', 0)
      .execute();
  },

  clearNickname: async (db: Executor, userId: number): Promise<void> => {
    await db.updateTable('users').set({ nickname: null }).where('id', '=', userId).execute();
  },

  deleteAvatar: async (db: Executor, userId: number): Promise<void> => {
    await db.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
  },

  imageHiddenAt: (db: Executor, where: ImageWhere) =>
    db.selectFrom('images').select('hidden_at').where(where.column, '=', where.value).executeTakeFirst(),

  bookStatus: (db: Executor, id: number) =>
    db.selectFrom('books').select(['status', 'review_status']).where('id', '=', id).executeTakeFirst(),

  /** The `hidden_at` of a message, post or comment. */
  hiddenAt: (db: Executor, table: 'chat_messages' | 'circle_posts' | 'circle_comments', id: number) =>
    db.selectFrom(table).select('hidden_at').where('id', '=', id).executeTakeFirst(),
};
