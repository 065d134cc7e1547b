/** SQL of exams and attempts. Attempts are always read by (user, id): another user's attempt does not exist. */
import type { Selectable } from 'kysely';
import { builtinExams } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { ExamAttemptsTable, ExamsTable } from '../../db/schema.js';
import type { Band } from './content.js';

export type ExamRow = Selectable<ExamsTable>;
export type AttemptRow = Selectable<ExamAttemptsTable>;

/** A dictionary entry as reading questions use it. */
export interface EntryRow {
  id: number;
  headword: string;
  pos: string;
  freq_rank: number | null;
  meanings: string;
}

/** A book item as a passage or a listening sentence. */
export interface ItemTextRow {
  id: number;
  text: string;
  translation: string | null;
}

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

  /** The learner's languages and level; undefined for an unknown user. */
  async learner(db: Executor, userId: number) {
    return db.selectFrom('users').select(['native_lang', 'learning_lang', 'level']).where('id', '=', userId).executeTakeFirst();
  },

  /** A book's id and titles (JSON); undefined when unknown. */
  async bookTitles(db: Executor, bookId: number) {
    return db.selectFrom('books').select(['id', 'titles']).where('id', '=', bookId).executeTakeFirst();
  },

  /** The public built-in books of a type in the band, with items, by id. */
  async bandBooks(db: Executor, band: Band, type: 'word' | 'sentence' | 'article') {
    return db
      .selectFrom('books')
      .select(['id', 'item_count', 'category'])
      .where('lang', '=', band.lang)
      .where('type', '=', type)
      .where('builtin', '=', 1)
      .where('status', '=', 'public')
      .where('retired_at', 'is', null)
      .where('level', '>=', band.levelFrom)
      .where('level', '<=', band.levelTo)
      .where('item_count', '>', 0)
      .orderBy('id')
      .execute();
  },

  /** Live dictionary words of a window of a word book's live items, in book order. */
  async wordWindow(db: Executor, bookId: number, limit: number, offset: number) {
    return db
      .selectFrom('book_items as i')
      .innerJoin('dict_entries as e', 'e.id', 'i.entry_id')
      .select(['e.id', 'e.headword', 'e.reading', 'e.meanings', 'e.lang'])
      .where('i.book_id', '=', bookId)
      .where('i.retired_at', 'is', null)
      .where('e.retired_at', 'is', null)
      .orderBy('i.position')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** A window of a book's live items, in book order. */
  async itemWindow(db: Executor, bookId: number, limit: number, offset: number): Promise<ItemTextRow[]> {
    return db
      .selectFrom('book_items')
      .select(['id', 'text', 'translation'])
      .where('book_id', '=', bookId)
      .where('retired_at', 'is', null)
      .orderBy('position')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** Dictionary entries by id (any number of ids per call: the caller chunks). */
  async entries(db: Executor, ids: number[]): Promise<EntryRow[]> {
    return db.selectFrom('dict_entries').select(['id', 'headword', 'pos', 'freq_rank', 'meanings']).where('id', 'in', ids).execute();
  },

  /** Which of `ids` are dictionary entries. */
  async existingEntryIds(db: Executor, ids: number[]): Promise<number[]> {
    return (await db.selectFrom('dict_entries').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
  },

  /**
   * Live dictionary words of a language with meanings, of frequency rank in [fromRank, toRank],
   * other than `exceptId`, by rank then id.
   */
  async rankBand(db: Executor, lang: string, fromRank: number, toRank: number, exceptId: number, limit: number): Promise<EntryRow[]> {
    return (
      db
        .selectFrom('dict_entries')
        .select(['id', 'headword', 'pos', 'freq_rank', 'meanings'])
        .where('lang', '=', lang)
        .where('freq_rank', '>=', fromRank)
        .where('freq_rank', '<=', toRank)
        .where('retired_at', 'is', null)
        // The filter of the partial index dict_entries_vocab (lang, freq_rank, id): a range walk, not a scan.
        .where('meanings', '<>', '{}')
        .where('id', '<>', exceptId)
        .orderBy('freq_rank')
        .orderBy('id')
        .limit(limit)
        .execute()
    );
  },
};
