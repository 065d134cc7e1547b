/** SQL of practice sessions: sessions, their items and answers, the groups they complete and the cards a summary shows. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { GroupProgressTable, StudyAnswersTable, StudySessionItemsTable, StudySessionsTable } from '../../db/schema.js';
import type { DraftItem } from './items.js';

export type SessionRow = Selectable<StudySessionsTable>;
export type ItemRow = Selectable<StudySessionItemsTable>;

export const sessionsRepo = {
  async insert(
    db: Executor,
    s: {
      user_id: number;
      kind: string;
      source: string;
      book_id: number | null;
      group_no: number | null;
      day_key: string | null;
      reward: number;
      created_at: number;
    },
    items: DraftItem[],
  ): Promise<number> {
    const row = await db.insertInto('study_sessions').values(s).returning('id').executeTakeFirstOrThrow();
    const id = row.id;
    const values = items.map((it, position) => ({
      session_id: id,
      position,
      kind: it.kind,
      entry_id: it.entryId,
      item_id: it.itemId,
      card_key: it.cardKey,
      prompt: it.prompt,
      choices: it.choices ? JSON.stringify(it.choices) : null,
      tokens: it.tokens ? JSON.stringify(it.tokens) : null,
      expected: it.expected,
      lang: it.lang,
    }));
    for (let i = 0; i < values.length; i += 200)
      await db
        .insertInto('study_session_items')
        .values(values.slice(i, i + 200))
        .execute();
    return id;
  },

  async byId(db: Executor, id: number): Promise<SessionRow | undefined> {
    return (await db.selectFrom('study_sessions').selectAll().where('id', '=', id).executeTakeFirst()) as SessionRow | undefined;
  },

  /** The session row locked for this answer on PostgreSQL (SQLite runs one writer at a time). */
  async forUpdate(db: Executor, id: number, pg: boolean): Promise<SessionRow | undefined> {
    let q = db.selectFrom('study_sessions').selectAll().where('id', '=', id);
    if (pg) q = q.forUpdate();
    return (await q.executeTakeFirst()) as SessionRow | undefined;
  },

  async items(db: Executor, sessionId: number): Promise<ItemRow[]> {
    return (await db
      .selectFrom('study_session_items')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute()) as ItemRow[];
  },

  async item(db: Executor, sessionId: number, itemId: number): Promise<ItemRow | undefined> {
    return (await db
      .selectFrom('study_session_items')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('id', '=', itemId)
      .executeTakeFirst()) as ItemRow | undefined;
  },

  async answerByRequest(db: Executor, userId: number, requestId: string): Promise<{ result: string; session_id: number } | undefined> {
    return db
      .selectFrom('study_answers')
      .select(['result', 'session_id'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  },

  async answers(db: Executor, sessionId: number) {
    return db
      .selectFrom('study_answers')
      .select(['item_id', 'answer', 'correct', 'ms', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
  },

  /** An unfinished session of the same book group, started in the last day: resumed instead of a new one. */
  async openGroupSession(
    db: Executor,
    userId: number,
    kind: string,
    bookId: number | null,
    group: number | null,
    since: number,
  ): Promise<number | undefined> {
    let q = db
      .selectFrom('study_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('completed_at', 'is', null)
      .where('created_at', '>=', since);
    q = bookId === null ? q.where('book_id', 'is', null) : q.where('book_id', '=', bookId);
    q = group === null ? q.where('group_no', 'is', null) : q.where('group_no', '=', group);
    const row = await q.orderBy('id', 'desc').executeTakeFirst();
    return row?.id;
  },

  /** Book items by id with their text and their book's type (item cards of a session). */
  async itemTexts(db: Executor, itemIds: number[]): Promise<{ id: number; text: string; translation: string | null; type: string }[]> {
    return db
      .selectFrom('book_items as i')
      .innerJoin('books as b', 'b.id', 'i.book_id')
      .select(['i.id', 'i.text', 'i.translation', 'b.type'])
      .where('i.id', 'in', itemIds)
      .execute();
  },

  async complete(db: Executor, id: number, now: number): Promise<void> {
    await db.updateTable('study_sessions').set({ completed_at: now }).where('id', '=', id).execute();
  },

  /** The group completed, once per (user, book, group). */
  async groupCompleted(db: Executor, row: Insertable<GroupProgressTable>): Promise<void> {
    await db
      .insertInto('group_progress')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'book_id', 'group_no']).doNothing())
      .execute();
  },

  async setPoints(db: Executor, id: number, points: number): Promise<void> {
    await db.updateTable('study_sessions').set({ points }).where('id', '=', id).execute();
  },

  async updateItem(db: Executor, itemId: number, set: Updateable<StudySessionItemsTable>): Promise<void> {
    await db.updateTable('study_session_items').set(set).where('id', '=', itemId).execute();
  },

  /** These items of the session answered right at `now`, those not right yet. */
  async markRight(db: Executor, sessionId: number, itemIds: number[], now: number): Promise<void> {
    await db
      .updateTable('study_session_items')
      .set({ right_at: now })
      .where('session_id', '=', sessionId)
      .where('id', 'in', itemIds)
      .where('right_at', 'is', null)
      .execute();
  },

  async insertAnswer(db: Executor, row: Insertable<StudyAnswersTable>): Promise<void> {
    await db.insertInto('study_answers').values(row).execute();
  },

  /** The learner's cards of these keys, reviewed or not, with their due time. */
  async cards(db: Executor, userId: number, keys: string[]) {
    return db
      .selectFrom('memory_cards')
      .select(['card_key', 'entry_id', 'item_id', 'due', 'reps'])
      .where('user_id', '=', userId)
      .where('card_key', 'in', keys)
      .execute();
  },
};
