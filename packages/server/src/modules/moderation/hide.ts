/**
 * Hiding reported or queued content, one place for reports and the moderation queue. Rows keep
 * their text (the report's evidence) with `hidden_at` set; a book becomes private and rejected;
 * a nickname is cleared; an avatar is removed.
 */
import type { Executor } from '../../db/executor.js';

export type HideKind = 'message' | 'post' | 'comment' | 'image' | 'book' | 'team' | 'nickname' | 'avatar';

/** The numeric id of a target id ('12' → 12), or null when it is not one. */
export function numericId(id: string): number | null {
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
}

/** An image target is named by its key (as in `/api/images/<key>`), in reports and in the queue alike. */
export function imageWhere(key: string): { column: 'key'; value: string } {
  return { column: 'key', value: key };
}

export async function hideTarget(db: Executor, kind: HideKind, targetId: string, now: number): Promise<void> {
  if (kind === 'image') {
    const where = imageWhere(targetId);
    await db.updateTable('images').set({ hidden_at: now }).where(where.column, '=', where.value).where('hidden_at', 'is', null).execute();
    return;
  }
  const id = numericId(targetId);
  if (id === null) return;
  switch (kind) {
    case 'message':
      await db.updateTable('chat_messages').set({ hidden_at: now }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return;
    case 'post':
      await db.updateTable('circle_posts').set({ hidden_at: now }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return;
    case 'comment':
      await db.updateTable('circle_comments').set({ hidden_at: now }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return;
    case 'team':
      await db.updateTable('teams').set({ hidden_at: now }).where('id', '=', id).where('hidden_at', 'is', null).execute();
      return;
    case 'book':
      await db
        .updateTable('books')
        .set({ status: 'private', review_status: 'rejected', review_reason: 'report', reviewed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('builtin', '=', 0)
        .execute();
      return;
    case 'nickname':
      await db.updateTable('users').set({ nickname: null }).where('id', '=', id).execute();
      return;
    case 'avatar':
      await db.deleteFrom('user_avatars').where('user_id', '=', id).execute();
      return;
  }
}

/** Whether the target is hidden already (a report's evidence shows it). */
export async function isHidden(db: Executor, kind: string, targetId: string): Promise<boolean> {
  const id = numericId(targetId);
  const table = kind === 'message' ? 'chat_messages' : kind === 'post' ? 'circle_posts' : kind === 'comment' ? 'circle_comments' : null;
  if (kind === 'image') {
    const where = imageWhere(targetId);
    const row = await db.selectFrom('images').select('hidden_at').where(where.column, '=', where.value).executeTakeFirst();
    return row?.hidden_at != null;
  }
  if (kind === 'book' && id !== null) {
    const row = await db.selectFrom('books').select(['status', 'review_status']).where('id', '=', id).executeTakeFirst();
    return row !== undefined && row.status === 'private' && row.review_status === 'rejected';
  }
  if (!table || id === null) return false;
  const row = await db.selectFrom(table).select('hidden_at').where('id', '=', id).executeTakeFirst();
  return row?.hidden_at != null;
}
