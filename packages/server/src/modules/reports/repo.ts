/**
 * SQL of reports: insert, the open duplicate, the admins' list and one report; the reported user and
 * their suspension; the evidence a report may name (image, message, post, comment, book).
 */
import type { Report, ReportReason, ReportStatus } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { isHidden } from '../moderation/hide.js';

export interface NewReport {
  reporterId: number;
  userId: number;
  reason: ReportReason;
  detail: string | null;
  evidence: { kind: string; id: string; text: string | null } | null;
  now: number;
}

/** `reason` holds the reason key, then the reporter's own words after a newline. */
const packReason = (reason: string, detail: string | null) => (detail ? `${reason}\n${detail}` : reason);
function unpackReason(stored: string): { reason: ReportReason; detail: string | null } {
  const cut = stored.indexOf('\n');
  return cut < 0
    ? { reason: stored as ReportReason, detail: null }
    : { reason: stored.slice(0, cut) as ReportReason, detail: stored.slice(cut + 1) };
}

export const reportsRepo = {
  /** The reporter's open report of the same evidence (or of the same user without evidence). */
  openDuplicate: async (db: Executor, r: NewReport) => {
    let q = db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', r.reporterId)
      .where('user_id', '=', r.userId)
      .where('status', '=', 'open');
    q = r.evidence
      ? q.where('evidence_kind', '=', r.evidence.kind).where('evidence_id', '=', r.evidence.id)
      : q.where('evidence_kind', 'is', null);
    const row = await q.executeTakeFirst();
    return row ? row.id : null;
  },

  insert: async (db: Executor, r: NewReport) => {
    const row = await db
      .insertInto('reports')
      .values({
        reporter_id: r.reporterId,
        user_id: r.userId,
        reason: packReason(r.reason, r.detail),
        evidence_kind: r.evidence?.kind ?? null,
        evidence_id: r.evidence?.id ?? null,
        evidence_text: r.evidence?.text ?? null,
        status: 'open',
        action: null,
        handled_by: null,
        handled_at: null,
        created_at: r.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  byId: (db: Executor, id: number) =>
    db
      .selectFrom('reports')
      .select(['id', 'reporter_id', 'user_id', 'reason', 'evidence_kind', 'evidence_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Marks an open report handled; false when someone handled it first. */
  close: async (db: Executor, id: number, status: 'dismissed' | 'actioned', action: string | null, adminId: number, now: number) => {
    const r = await db
      .updateTable('reports')
      .set({ status, action, handled_by: adminId, handled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  userExists: async (db: Executor, userId: number) =>
    (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,

  suspendedUntil: (db: Executor, userId: number) =>
    db.selectFrom('users').select('suspended_until').where('id', '=', userId).executeTakeFirst(),

  setSuspendedUntil: async (db: Executor, userId: number, until: number): Promise<void> => {
    await db.updateTable('users').set({ suspended_until: until }).where('id', '=', userId).execute();
  },

  /** Whether the user is a member of the team (the team's conversation). */
  isTeamMember: async (db: Executor, teamId: number, userId: number) =>
    (await db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined,

  imageByKey: (db: Executor, key: string) => db.selectFrom('images').select(['key', 'owner_id']).where('key', '=', key).executeTakeFirst(),

  imageById: (db: Executor, id: number) => db.selectFrom('images').select(['key', 'owner_id']).where('id', '=', id).executeTakeFirst(),

  message: (db: Executor, id: number) =>
    db.selectFrom('chat_messages').select(['sender_id', 'conv', 'body']).where('id', '=', id).executeTakeFirst(),

  post: (db: Executor, id: number) => db.selectFrom('circle_posts').select(['user_id', 'text']).where('id', '=', id).executeTakeFirst(),

  comment: (db: Executor, id: number) =>
    db.selectFrom('circle_comments').select(['user_id', 'text']).where('id', '=', id).executeTakeFirst(),

  book: (db: Executor, id: number) =>
    db
      .selectFrom('books')
      .select(['owner_id', 'builtin', 'status', 'review_status', 'titles', 'descriptions'])
      .where('id', '=', id)
      .executeTakeFirst(),

  list: async (db: Executor, status: ReportStatus, limit: number): Promise<Report[]> => {
    const rows = await db
      .selectFrom('reports as r')
      .innerJoin('users as a', 'a.id', 'r.reporter_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.reason',
        'r.evidence_kind',
        'r.evidence_id',
        'r.evidence_text',
        'r.status',
        'r.action',
        'r.handled_at',
        'r.created_at',
        'a.id as reporter_id',
        'a.nickname as reporter_nickname',
        'u.id as user_id',
        'u.nickname as user_nickname',
        'u.suspended_until',
      ])
      .where('r.status', '=', status)
      .orderBy('r.id', status === 'open' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
    const out: Report[] = [];
    for (const r of rows) {
      const { reason, detail } = unpackReason(r.reason);
      out.push({
        id: r.id,
        reporter: { id: r.reporter_id, nickname: r.reporter_nickname },
        user: {
          id: r.user_id,
          nickname: r.user_nickname,
          suspendedUntil: r.suspended_until,
        },
        reason,
        detail,
        evidence:
          r.evidence_kind && r.evidence_id
            ? {
                kind: r.evidence_kind as NonNullable<Report['evidence']>['kind'],
                id: r.evidence_id,
                text: r.evidence_text,
                hidden: await isHidden(db, r.evidence_kind, r.evidence_id),
              }
            : null,
        status: r.status as ReportStatus,
        action: r.action,
        handledAt: r.handled_at,
        createdAt: r.created_at,
      });
    }
    return out;
  },
};

export { unpackReason };
