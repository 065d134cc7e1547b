/**
 * Making and ending mentor links. A code is a pending row with the creator's side filled in; the
 * one who enters it fills the other side and the row becomes the active link (single use: the
 * code is cleared). Either side ends it at any time. The other side hears of both in the info tab.
 * A code past its expiry is refused with its own message; its creator still sees it, marked
 * expired, until the cleanup job deletes it a day later.
 */
import { randomInt } from 'node:crypto';
import {
  MENTOR_CODE_ALPHABET,
  MENTOR_CODE_LENGTH,
  MENTOR_CODE_TTL_MS,
  MENTOR_MAX_PENDING_CODES,
  type MentorInvite,
  type MentorInviteBody,
  type MentorLink,
  type MentorLinks,
} from '@qfl/core';
import { type Executor, inTransaction, isUniqueViolation } from '../../db/executor.js';
import { AppError } from '../../http/errors.js';
import { assertNotBlocked } from '../blacklist/policy.js';
import { notify } from '../notifications/notify.js';
import { creatorOf, mayRevoke } from './policy.js';
import { presentInvite, presentLink } from './presenter.js';
import { mentorsRepo } from './repo.js';

function newCode(): string {
  return Array.from({ length: MENTOR_CODE_LENGTH }, () => MENTOR_CODE_ALPHABET[randomInt(MENTOR_CODE_ALPHABET.length)]).join('');
}

export async function createInvite(db: Executor, userId: number, body: MentorInviteBody, now = Date.now()): Promise<MentorInvite> {
  return inTransaction(db, async (trx) => {
    if ((await mentorsRepo.pendingCount(trx, userId, now)) >= MENTOR_MAX_PENDING_CODES) {
      throw new AppError('mentors.tooManyCodes', 429, { max: MENTOR_MAX_PENDING_CODES });
    }
    let code = newCode();
    while (await mentorsRepo.codeTaken(trx, code)) code = newCode();
    const row = {
      student_id: body.as === 'student' ? userId : null,
      mentor_id: body.as === 'mentor' ? userId : null,
      relation: body.relation,
      invited_by: body.as,
      code,
      status: 'pending' as const,
      created_at: now,
      expires_at: now + MENTOR_CODE_TTL_MS,
      accepted_at: null,
      revoked_at: null,
    };
    const id = await mentorsRepo.insert(trx, row);
    return presentInvite({ ...row, id }, now);
  });
}

export async function acceptCode(db: Executor, userId: number, code: string, now = Date.now()): Promise<MentorLink> {
  try {
    return await activateCode(db, userId, code, now);
  } catch (err) {
    // Two codes between the same two people entered at once: the unique active pair refuses the second.
    if (isUniqueViolation(err)) throw new AppError('mentors.duplicate', 409);
    throw err;
  }
}

function activateCode(db: Executor, userId: number, code: string, now: number): Promise<MentorLink> {
  return inTransaction(db, async (trx) => {
    const link = await mentorsRepo.byCode(trx, code);
    if (link?.status !== 'pending') throw new AppError('mentors.codeInvalid', 404);
    if ((link.expires_at ?? 0) <= now) throw new AppError('mentors.codeExpired', 410);
    const creator = creatorOf(link) as number;
    if (creator === userId) throw new AppError('mentors.self', 422);
    await assertNotBlocked(trx, creator, userId);
    const studentId = link.invited_by === 'student' ? creator : userId;
    const mentorId = link.invited_by === 'mentor' ? creator : userId;
    if (await mentorsRepo.activeBetween(trx, studentId, mentorId)) throw new AppError('mentors.duplicate', 409);
    const side = link.invited_by === 'student' ? { mentor_id: userId } : { student_id: userId };
    if (!(await mentorsRepo.activate(trx, link.id, side, now))) throw new AppError('mentors.codeInvalid', 404);
    await notify(trx, { userId: creator, kind: 'mentor_link', actorId: userId, refId: link.id, payload: { relation: link.relation } }, now);
    const active = { ...link, ...side, status: 'active' as const, accepted_at: now, code: null };
    return presentLink(active, userId, await mentorsRepo.peers(trx, [creator]));
  });
}

/** Ends an active link (either side) or cancels an unused code (its creator); the other side is told. */
export async function revokeLink(db: Executor, userId: number, id: number, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const link = await mentorsRepo.byId(trx, id);
    if (!link || !mayRevoke(link, userId) || !(await mentorsRepo.revoke(trx, id, now))) {
      throw new AppError('mentors.linkNotFound', 404);
    }
    if (link.status === 'active') {
      const other = (link.student_id === userId ? link.mentor_id : link.student_id) as number;
      await notify(trx, { userId: other, kind: 'mentor_revoked', actorId: userId, refId: id, payload: { relation: link.relation } }, now);
    }
  });
}

export async function listLinks(db: Executor, userId: number, now = Date.now()): Promise<MentorLinks> {
  const asStudent = await mentorsRepo.activeOf(db, userId, 'student');
  const asMentor = await mentorsRepo.activeOf(db, userId, 'mentor');
  const pending = await mentorsRepo.pendingOf(db, userId, now);
  const peers = await mentorsRepo.peers(db, [
    ...asStudent.map((l) => l.mentor_id as number),
    ...asMentor.map((l) => l.student_id as number),
  ]);
  return {
    mentors: asStudent.map((l) => presentLink(l, userId, peers)),
    students: asMentor.map((l) => presentLink(l, userId, peers)),
    pending: pending.map((p) => presentInvite(p, now)),
  };
}
