/**
 * SQL of the vocabulary test: the words a test can ask (ranked, with a meaning, not retired; by
 * rank position), the test rows, and the finished results that progress pages read.
 */
import type { Lang, VocabHistoryItem } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import type { VocabTestsTable } from '../../db/schema.js';

export type VocabTestRow = Omit<VocabTestsTable, 'id' | 'questions'> & { id: number; questions: number };

export interface RankedWord {
  id: number;
  headword: string;
  /** JSON Record<lang, string[]> */
  meanings: string;
}

/** The filter of the partial index dict_entries_vocab (migration 007), so the index serves it. */
function usable(db: Executor, lang: string) {
  return db
    .selectFrom('dict_entries')
    .where('lang', '=', lang)
    .where('freq_rank', 'is not', null)
    .where('retired_at', 'is', null)
    .where('meanings', '<>', '{}');
}

export const vocabTestRepo = {
  async usableCount(db: Executor, lang: string): Promise<number> {
    const row = await usable(db, lang)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Words at rank positions `from`..`from + count - 1` (1-based, dense: the nth usable word by
   * frequency). The positions are walked on the index alone (ids), then only those rows are read.
   */
  async wordsAt(db: Executor, lang: string, from: number, count: number): Promise<RankedWord[]> {
    const ids = await usable(db, lang)
      .select('id')
      .orderBy('freq_rank')
      .orderBy('id')
      .limit(count)
      .offset(Math.max(0, from - 1))
      .execute();
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('dict_entries')
      .select(['id', 'headword', 'meanings'])
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((r) => {
      const row = byId.get(r.id);
      return row ? [{ id: row.id, headword: row.headword, meanings: row.meanings }] : [];
    });
  },

  async userLangs(db: Executor, userId: number): Promise<{ native: string | null; learning: string | null }> {
    const row = await db.selectFrom('users').select(['native_lang', 'learning_lang']).where('id', '=', userId).executeTakeFirst();
    return { native: row?.native_lang ?? null, learning: row?.learning_lang ?? null };
  },

  async insert(db: Executor, row: { user_id: number; lang: string; state: string; started_at: number }): Promise<number> {
    const r = await db
      .insertInto('vocab_tests')
      .values({ ...row, questions: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  /** The user's test, locked for this transaction on PostgreSQL (SQLite runs one writer at a time). */
  async forUpdate(db: Executor, userId: number, id: number, pg: boolean): Promise<VocabTestRow | undefined> {
    let q = db.selectFrom('vocab_tests').selectAll().where('id', '=', id).where('user_id', '=', userId);
    if (pg) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async update(
    db: Executor,
    id: number,
    set: { state: string; questions: number; finished_at?: number; estimate?: number; low?: number; high?: number },
  ): Promise<void> {
    await db.updateTable('vocab_tests').set(set).where('id', '=', id).execute();
  },
};

interface Finished {
  id: number;
  lang: string;
  finished_at: number | null;
  estimate: number | null;
  low: number | null;
  high: number | null;
  questions: number;
}

const toItem = (r: Finished): VocabHistoryItem => ({
  id: r.id,
  lang: r.lang as Lang,
  at: new Date(Number(r.finished_at)).toISOString(),
  estimate: Number(r.estimate),
  low: Number(r.low),
  high: Number(r.high),
  questions: r.questions,
});

function finished(db: Executor, userId: number, lang?: string) {
  let q = db
    .selectFrom('vocab_tests')
    .select(['id', 'lang', 'finished_at', 'estimate', 'low', 'high', 'questions'])
    .where('user_id', '=', userId)
    .where('finished_at', 'is not', null);
  if (lang) q = q.where('lang', '=', lang);
  return q;
}

/** Finished tests of a user (of one language, or all), oldest first. */
export async function history(db: Executor, userId: number, lang?: string): Promise<VocabHistoryItem[]> {
  const rows = await finished(db, userId, lang).orderBy('finished_at').orderBy('id').execute();
  return rows.map(toItem);
}

/** The user's latest finished estimate (of one language, or any), or null. */
export async function latestEstimate(db: Executor, userId: number, lang?: string): Promise<VocabHistoryItem | null> {
  const row = await finished(db, userId, lang).orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toItem(row) : null;
}
