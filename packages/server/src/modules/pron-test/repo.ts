/** SQL of pronunciation tests: the dictionary words questions are drawn from, and the stored tests. */
import type { Selectable } from 'kysely';
import { type Executor, isPostgres } from '../../db/executor.js';
import type { PronTestsTable } from '../../db/schema.js';

export type PronTestRow = Selectable<PronTestsTable>;

export const pronTestRepo = {
  /** Dictionary words of a language by frequency: headword, pronunciation and meanings. */
  async rankedWords(db: Executor, lang: string, limit: number) {
    return db
      .selectFrom('dict_entries')
      .select(['headword', 'pron_a', 'pron_b', 'meanings'])
      .where('lang', '=', lang)
      .where('freq_rank', 'is not', null)
      .where('retired_at', 'is', null)
      .orderBy('freq_rank')
      .limit(limit)
      .execute();
  },

  /** The words (with a reading) of the built-in Chinese word books. */
  async builtinZhBookWords(db: Executor, limit: number) {
    return db
      .selectFrom('book_items as i')
      .innerJoin('books as b', 'b.id', 'i.book_id')
      .innerJoin('dict_entries as e', 'e.id', 'i.entry_id')
      .select(['e.headword', 'e.reading', 'e.meanings'])
      .where('b.lang', '=', 'zh')
      .where('b.builtin', '=', 1)
      .where('b.type', '=', 'word')
      .where('b.retired_at', 'is', null)
      .where('i.retired_at', 'is', null)
      .where('e.reading', 'is not', null)
      .limit(limit)
      .execute();
  },

  /** The most frequent Chinese dictionary words with a reading. */
  async frequentZhWords(db: Executor, limit: number) {
    return db
      .selectFrom('dict_entries')
      .select(['headword', 'reading', 'meanings'])
      .where('lang', '=', 'zh')
      .where('freq_rank', 'is not', null)
      .where('retired_at', 'is', null)
      .where('reading', 'is not', null)
      .orderBy('freq_rank')
      .limit(limit)
      .execute();
  },

  /** Entries of these headwords, most frequent first. */
  async entriesByHeadword(db: Executor, lang: string, words: readonly string[]) {
    return db
      .selectFrom('dict_entries')
      .select(['id', 'headword'])
      .where('lang', '=', lang)
      .where('headword', 'in', words)
      .where('retired_at', 'is', null)
      .orderBy('freq_rank')
      .orderBy('id')
      .execute();
  },

  async learningLang(db: Executor, userId: number): Promise<string | null | undefined> {
    return (await db.selectFrom('users').select('learning_lang').where('id', '=', userId).executeTakeFirst())?.learning_lang;
  },

  async insert(
    db: Executor,
    row: { user_id: number; kind: string; lang: string; questions: string; total: number; created_at: number },
  ): Promise<number> {
    return (await db.insertInto('pron_tests').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  /** The user's test (another user's as not found), locked for this transaction on PostgreSQL. */
  async forUpdate(db: Executor, userId: number, id: number): Promise<PronTestRow | undefined> {
    let q = db.selectFrom('pron_tests').selectAll().where('id', '=', id).where('user_id', '=', userId);
    if (isPostgres(db)) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async markSubmitted(
    db: Executor,
    id: number,
    set: { submitted_at: number; score: number; detail: string; request_id: string },
  ): Promise<void> {
    await db.updateTable('pron_tests').set(set).where('id', '=', id).execute();
  },

  /** The user's latest 50 submitted tests (of one kind when given), newest first. */
  async history(db: Executor, userId: number, kind?: string) {
    let q = db
      .selectFrom('pron_tests')
      .select(['id', 'kind', 'lang', 'score', 'total', 'submitted_at'])
      .where('user_id', '=', userId)
      .where('submitted_at', 'is not', null);
    if (kind) q = q.where('kind', '=', kind);
    return q.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(50).execute();
  },

  async detail(db: Executor, userId: number, id: number): Promise<string | null | undefined> {
    return (await db.selectFrom('pron_tests').select(['detail']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst())
      ?.detail;
  },
};
