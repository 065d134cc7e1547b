/** SQL of dictation: the book items a session is made from, sessions, their items and the stored answer of each request id. */
import { type Executor, isPostgres } from '../../db/executor.js';

export interface ItemRow {
  id: number;
  session_id: number;
  position: number;
  entry_id: number | null;
  item_id: number | null;
  lang: string;
  text: string;
  sentence: number;
  readings: string;
  pinyin: string;
  meaning: string | null;
  attempts: number;
  correct: number | null;
  first_try: number | null;
}

const ITEM_COLUMNS = [
  'id',
  'session_id',
  'position',
  'entry_id',
  'item_id',
  'lang',
  'text',
  'sentence',
  'readings',
  'pinyin',
  'meaning',
  'attempts',
  'correct',
  'first_try',
] as const;

export const dictationRepo = {
  /** Of these book items, those whose book is not a word book (sentences, articles). */
  async nonWordItemIds(db: Executor, itemIds: readonly number[]): Promise<number[]> {
    const rows = await db
      .selectFrom('book_items as i')
      .innerJoin('books as b', 'b.id', 'i.book_id')
      .select('i.id')
      .where('i.id', 'in', itemIds)
      .where('b.type', '<>', 'word')
      .execute();
    return rows.map((r) => r.id);
  },

  async bookItem(db: Executor, id: number) {
    return db
      .selectFrom('book_items')
      .select(['id', 'book_id', 'entry_id', 'text', 'translation', 'retired_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async insertSession(db: Executor, row: { user_id: number; source: string; book_id: number | null; created_at: number }): Promise<number> {
    const r = await db.insertInto('dictation_sessions').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },

  async insertItems(
    db: Executor,
    sessionId: number,
    rows: Omit<ItemRow, 'id' | 'session_id' | 'attempts' | 'correct' | 'first_try'>[],
  ): Promise<void> {
    await db
      .insertInto('dictation_items')
      .values(rows.map((r) => ({ ...r, session_id: sessionId, attempts: 0, correct: null, first_try: null })))
      .execute();
  },

  /** The user's session (another user's answers as not found). */
  async session(db: Executor, userId: number, id: number) {
    return db.selectFrom('dictation_sessions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  async items(db: Executor, sessionId: number): Promise<ItemRow[]> {
    return db.selectFrom('dictation_items').select(ITEM_COLUMNS).where('session_id', '=', sessionId).orderBy('position').execute();
  },

  /** One item of the session, locked for this transaction on PostgreSQL. */
  async itemForUpdate(db: Executor, sessionId: number, itemId: number): Promise<ItemRow | undefined> {
    let q = db.selectFrom('dictation_items').select(ITEM_COLUMNS).where('id', '=', itemId).where('session_id', '=', sessionId);
    if (isPostgres(db)) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async updateItem(db: Executor, id: number, set: { attempts: number; correct: number; first_try: number | null }): Promise<void> {
    await db.updateTable('dictation_items').set(set).where('id', '=', id).execute();
  },

  async answerByRequest(db: Executor, userId: number, requestId: string) {
    return db
      .selectFrom('dictation_answers')
      .select(['session_id', 'item_id', 'result'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  },

  async insertAnswer(
    db: Executor,
    row: { session_id: number; user_id: number; item_id: number; request_id: string; result: string; created_at: number },
  ): Promise<void> {
    await db.insertInto('dictation_answers').values(row).execute();
  },
};
