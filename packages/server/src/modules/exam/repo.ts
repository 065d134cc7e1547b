/** SQL of exams and attempts. Attempts are always read by (user, id): another user's attempt does not exist. */
import type { Selectable } from 'kysely';
import { builtinExams } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { ExamAttemptsTable, ExamsTable } from '../../db/schema.js';

export type ExamRow = Selectable<ExamsTable>;
export type AttemptRow = Selectable<ExamAttemptsTable>;

/** Databases whose built-in exams were checked by this process. */
const builtinsReady = new WeakSet<object>();

export const examRepo = {
  /**
   * Upserts the built-in exams by slug, once per process and database: a new built-in appears,
   * a changed definition or time limit applies to new attempts, ids (and attempts) stay.
   */
  async ensureBuiltins(db: Executor, now = Date.now()): Promise<void> {
    if (builtinsReady.has(db)) return;
    await db
      .insertInto('exams')
      .values(
        builtinExams().map((e) => ({
          slug: e.slug,
          kind: e.kind,
          lang: e.lang,
          level_from: e.levelFrom,
          level_to: e.levelTo,
          title: null,
          definition: JSON.stringify(e.definition),
          time_limit_sec: e.timeLimitSec,
          builtin: 1,
          owner_id: null,
          assigned_by: null,
          assignee: null,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          lang: eb.ref('excluded.lang'),
          level_from: eb.ref('excluded.level_from'),
          level_to: eb.ref('excluded.level_to'),
          definition: eb.ref('excluded.definition'),
          time_limit_sec: eb.ref('excluded.time_limit_sec'),
        })),
      )
      .execute();
    builtinsReady.add(db);
  },

  /** Exams open to the user (everyone's, or assigned to them), of a language, optionally holding a level. */
  async list(db: Executor, userId: number, q: { lang: string; level?: number; kind?: string }): Promise<ExamRow[]> {
    let query = db
      .selectFrom('exams')
      .selectAll()
      .where('lang', '=', q.lang)
      .where((eb) => eb.or([eb('assignee', 'is', null), eb('assignee', '=', userId)]));
    if (q.level !== undefined) query = query.where('level_from', '<=', q.level).where('level_to', '>=', q.level);
    if (q.kind) query = query.where('kind', '=', q.kind);
    return query.orderBy('level_from').orderBy('kind', 'desc').orderBy('id').execute();
  },

  async byId(db: Executor, id: number): Promise<ExamRow | undefined> {
    return db.selectFrom('exams').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async byIds(db: Executor, ids: number[]): Promise<Map<number, ExamRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('exams').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r]));
  },

  async insertAttempt(
    db: Executor,
    row: Pick<
      ExamAttemptsTable,
      'user_id' | 'kind' | 'exam_id' | 'book_id' | 'page' | 'lang' | 'questions' | 'total' | 'started_at' | 'deadline'
    >,
  ): Promise<number> {
    const r = await db
      .insertInto('exam_attempts')
      .values({ ...row, submitted_at: null, score: null, answers: null, request_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  /** The user's attempt of a kind, locked for this transaction on PostgreSQL. */
  async attempt(db: Executor, userId: number, id: number, kind: 'exam' | 'reading', lock = false): Promise<AttemptRow | undefined> {
    let q = db.selectFrom('exam_attempts').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  /** The user's open (not submitted) reading quiz of a page, if any. */
  async openReading(db: Executor, userId: number, bookId: number, page: number): Promise<AttemptRow | undefined> {
    return db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'reading')
      .where('book_id', '=', bookId)
      .where('page', '=', page)
      .where('submitted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  async submit(
    db: Executor,
    id: number,
    set: { submitted_at: number; late: number; score: number; answers: string; request_id: string },
  ): Promise<void> {
    await db.updateTable('exam_attempts').set(set).where('id', '=', id).where('submitted_at', 'is', null).execute();
  },

  async history(db: Executor, userId: number, kind: 'exam' | 'reading', bookId?: number, limit = 100): Promise<AttemptRow[]> {
    let q = db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId).where('kind', '=', kind);
    if (kind === 'reading') q = q.where('submitted_at', 'is not', null);
    if (bookId !== undefined) q = q.where('book_id', '=', bookId);
    return q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },
};
