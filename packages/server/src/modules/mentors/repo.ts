/** SQL of mentor links: invite codes, links by either side, peers, and the days of first study. */
import { MENTOR_EXPIRED_CODE_RETENTION_MS } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { Selectable } from 'kysely';
import type { MentorLinksTable } from '../../db/schema-social.js';

export type LinkRow = Selectable<MentorLinksTable>;

export interface PeerRow {
  id: number;
  nickname: string | null;
  identity: string | null;
  avatar_etag: string | null;
  time_zone: string;
  learning_lang: string | null;
}

export const mentorsRepo = {
  async codeTaken(db: Executor, code: string): Promise<boolean> {
    return (await db.selectFrom('mentor_links').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
  },

  async pendingCount(db: Executor, userId: number, now: number): Promise<number> {
    const row = await db
      .selectFrom('mentor_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .where((eb) =>
        eb.or([
          eb.and([eb('invited_by', '=', 'student'), eb('student_id', '=', userId)]),
          eb.and([eb('invited_by', '=', 'mentor'), eb('mentor_id', '=', userId)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(db: Executor, row: Omit<LinkRow, 'id'>): Promise<number> {
    const r = await db.insertInto('mentor_links').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },

  async byCode(db: Executor, code: string): Promise<LinkRow | undefined> {
    return db.selectFrom('mentor_links').selectAll().where('code', '=', code).executeTakeFirst();
  },

  async byId(db: Executor, id: number): Promise<LinkRow | undefined> {
    return db.selectFrom('mentor_links').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async activeBetween(db: Executor, studentId: number, mentorId: number): Promise<LinkRow | undefined> {
    return db
      .selectFrom('mentor_links')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('mentor_id', '=', mentorId)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirst();
  },

  /** Turns a pending code into an active link; false when someone else used (or it was revoked) first. */
  async activate(db: Executor, id: number, side: { student_id: number } | { mentor_id: number }, now: number): Promise<boolean> {
    const r = await db
      .updateTable('mentor_links')
      .set({ ...side, status: 'active', accepted_at: now, code: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  async revoke(db: Executor, id: number, now: number): Promise<boolean> {
    const r = await db
      .updateTable('mentor_links')
      .set({ status: 'revoked', revoked_at: now, code: null })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'active'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Active links where the user is on the given side, oldest first. */
  async activeOf(db: Executor, userId: number, side: 'student' | 'mentor'): Promise<LinkRow[]> {
    return db
      .selectFrom('mentor_links')
      .selectAll()
      .where(side === 'student' ? 'student_id' : 'mentor_id', '=', userId)
      .where('status', '=', 'active')
      .orderBy('accepted_at')
      .orderBy('id')
      .execute();
  },

  /** Unused codes the user created: live ones and those expired less than `MENTOR_EXPIRED_CODE_RETENTION_MS` ago. */
  async pendingOf(db: Executor, userId: number, now: number): Promise<LinkRow[]> {
    return db
      .selectFrom('mentor_links')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '>', now - MENTOR_EXPIRED_CODE_RETENTION_MS)
      .where((eb) =>
        eb.or([
          eb.and([eb('invited_by', '=', 'student'), eb('student_id', '=', userId)]),
          eb.and([eb('invited_by', '=', 'mentor'), eb('mentor_id', '=', userId)]),
        ]),
      )
      .orderBy('id', 'desc')
      .execute();
  },

  async peers(db: Executor, ids: number[]): Promise<Map<number, PeerRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .leftJoin('user_avatars', 'user_avatars.user_id', 'users.id')
      .select([
        'users.id',
        'users.nickname',
        'users.identity',
        'users.time_zone',
        'users.learning_lang',
        'user_avatars.etag as avatar_etag',
      ])
      .where('users.id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** When each of the learner's words was learned (a first successful review), oldest first. */
  async learnedTimes(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('memory_cards')
      .select('learned_at')
      .where('user_id', '=', userId)
      .where('learned_at', 'is not', null)
      .orderBy('learned_at')
      .execute();
    return rows.map((r) => Number(r.learned_at));
  },
};
