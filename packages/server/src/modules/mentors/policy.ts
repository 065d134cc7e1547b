/**
 * Who may see a student's progress: only a mentor or parent with an active (accepted, not revoked)
 * link to the student, and never across a block. Every progress endpoint of this module asks here
 * first; anything else — no link, a pending code, a revoked link, another mentor's student, an
 * unknown id, oneself — is the same 403, so the answer tells a stranger nothing.
 */
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { isBlockedBetween } from '../blacklist/blocks.js';
import { type LinkRow, mentorsRepo } from './repo.js';

export async function assertMentorOf(db: Executor, mentorId: number, studentId: number): Promise<LinkRow> {
  const link = mentorId === studentId ? undefined : await mentorsRepo.activeBetween(db, studentId, mentorId);
  if (!link || (await isBlockedBetween(db, mentorId, studentId))) throw new AppError('mentors.noAccess', 403);
  return link;
}

/** The creator of a pending code (the side that invited). */
export const creatorOf = (link: LinkRow): number | null => (link.invited_by === 'student' ? link.student_id : link.mentor_id);

/** May this user revoke the link? Either side of an active link; the creator of a pending code. */
export function mayRevoke(link: LinkRow, userId: number): boolean {
  if (link.status === 'active') return link.student_id === userId || link.mentor_id === userId;
  if (link.status === 'pending') return creatorOf(link) === userId;
  return false;
}
