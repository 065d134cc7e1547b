/**
 * Hiding reported or queued content, one place for reports and the moderation queue. Rows keep
 * their text (the report's evidence) with `hidden_at` set; a book becomes private and rejected;
 * a nickname is cleared; an avatar is removed.
 */
import type { Executor } from '../../db/executor.js';
import { moderationRepo } from './repo.js';

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
    await moderationRepo.hideImage(db, imageWhere(targetId), now);
    return;
  }
  const id = numericId(targetId);
  if (id === null) return;
  switch (kind) {
    case 'message':
      await moderationRepo.hideRow(db, 'chat_messages', id, now);
      return;
    case 'post':
      await moderationRepo.hideRow(db, 'circle_posts', id, now);
      return;
    case 'comment':
      await moderationRepo.hideRow(db, 'circle_comments', id, now);
      return;
    case 'team':
      await moderationRepo.hideRow(db, 'teams', id, now);
      return;
    case 'book':
      await moderationRepo.rejectBook(db, id, now);
      return;
    case 'nickname':
      await moderationRepo.clearNickname(db, id);
      return;
    case 'avatar':
      await moderationRepo.deleteAvatar(db, id);
      return;
  }
}

/** Whether the target is hidden already (a report's evidence shows it). */
export async function isHidden(db: Executor, kind: string, targetId: string): Promise<boolean> {
  const id = numericId(targetId);
  const table = kind === 'message' ? 'chat_messages' : kind === 'post' ? 'circle_posts' : kind === 'comment' ? 'circle_comments' : null;
  if (kind === 'image') {
    const row = await moderationRepo.imageHiddenAt(db, imageWhere(targetId));
    return row?.hidden_at != null;
  }
  if (kind === 'book' && id !== null) {
    const row = await moderationRepo.bookStatus(db, id);
    return row !== undefined && row.status === 'private' && row.review_status === 'rejected';
  }
  if (!table || id === null) return false;
  const row = await moderationRepo.hiddenAt(db, table, id);
  return row?.hidden_at != null;
}
