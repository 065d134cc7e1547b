/**
 * Writing a notice for the info tab. Every feature that tells a user something (a friend request,
 * a team invite, a battle invite, a public book's review result, a mentor link) calls `notify`
 * inside its own transaction, so the notice exists exactly when the thing it tells of does.
 */
import type { Executor } from '../../db/executor.js';
import { noticesRepo } from './repo.js';

export type NoticeKind =
  | 'friend_request'
  | 'friend_accepted'
  | 'team_invite'
  | 'team_joined'
  | 'team_removed'
  | 'battle_invite'
  | 'book_review'
  | 'mentor_link'
  | 'mentor_revoked'
  | 'report_result'
  | 'post_comment'
  | 'post_like';

export interface Notice {
  userId: number;
  kind: NoticeKind;
  actorId?: number | null;
  /** What the notice is about (a request, team, book, link id), for its action buttons. */
  refId?: string | number | null;
  payload?: Record<string, unknown>;
}

export async function notify(db: Executor, notice: Notice, now = Date.now()): Promise<void> {
  await noticesRepo.insert(db, {
    user_id: notice.userId,
    kind: notice.kind,
    actor_id: notice.actorId ?? null,
    ref_id: notice.refId == null ? null : String(notice.refId),
    payload: JSON.stringify(notice.payload ?? {}),
    read_at: null,
    created_at: now,
  });
}
